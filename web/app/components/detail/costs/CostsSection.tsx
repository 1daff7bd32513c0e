// What a sale listing really costs (issue 35): the registration charges, the guideline value, the going rate and a
// loan's EMI. Every word and figure comes from the loader in the page's language, so the page works without
// JavaScript (the form is a GET to the same page). The first edit loads the figures' module, which then works
// every change out in place, with no request.
import { type FormEvent, useState } from "react";
import type { LoanField } from "#shared/costs/estimate.ts";
import { loadOnce } from "#web/lib/load-once.ts";
import type { CostLine, CostsFigures } from "./figures.ts";
import type { CostsSectionData } from "./types.ts";

const loadFigures = loadOnce(() => import("./figures.ts"));

function Lines({ lines }: { lines: readonly CostLine[] }) {
  return (
    <dl className="facts costs-lines">
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>
            <span data-user-content={line.ownersWords ? "" : undefined}>{line.value}</span>
            {line.note ? <small>{line.note}</small> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const FIELDS: readonly LoanField[] = ["loan", "rate", "years"];

export function CostsSection({ costs }: { costs: CostsSectionData }) {
  const { words, basis } = costs;
  const [figures, setFigures] = useState<CostsFigures>(costs.figures);
  const recalculate = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const module = await loadFigures().catch(() => null);
    if (!module) return;
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setFigures(module.costsFigures(basis, fields));
    history.replaceState(history.state, "", `?${new URLSearchParams(fields)}#costs`);
  };
  return (
    <section className="detail-section costs" id="costs" aria-labelledby="costs-heading">
      <h2 id="costs-heading">{words.heading}</h2>
      {costs.guideline.length > 0 ? <Lines lines={costs.guideline} /> : null}
      <p className="costs-note">
        <a href="https://tnreginet.gov.in/portal/" rel="noopener external" target="_blank">
          {words.lookUp}
        </a>
      </p>
      {costs.going.length > 0 ? (
        <>
          <h3>{words.going}</h3>
          <Lines lines={costs.going} />
        </>
      ) : null}
      <form
        method="get"
        action="#costs"
        onInput={(event) => void recalculate(event)}
        onSubmit={(event) => {
          event.preventDefault();
          void recalculate(event);
        }}
      >
        <div aria-live="polite">
          {figures.charges.length > 0 ? <Lines lines={figures.charges} /> : <p>{words.needsArea}</p>}
        </div>
        {costs.notes.map((note) => (
          <p className="costs-note" key={note}>
            {note}
          </p>
        ))}
        {words.woman ? (
          <label>
            <input type="checkbox" name="woman" value="1" defaultChecked={figures.woman} /> {words.woman}
          </label>
        ) : null}
        {figures.loan.length > 0 ? (
          <fieldset>
            <legend>{words.loanHeading}</legend>
            {FIELDS.map((field) => (
              <p className="field" key={field}>
                <label htmlFor={`costs-${field}`}>{words[field]}</label>
                <input
                  id={`costs-${field}`}
                  name={field}
                  inputMode={field === "rate" ? "decimal" : "numeric"}
                  defaultValue={figures.values[field]}
                  aria-invalid={figures.errors[field] ? true : undefined}
                  aria-describedby={figures.errors[field] ? `costs-${field}-error` : undefined}
                />
                {figures.errors[field] ? (
                  <span className="field-error" id={`costs-${field}-error`}>
                    {figures.errors[field]}
                  </span>
                ) : null}
              </p>
            ))}
            <div aria-live="polite">
              <Lines lines={figures.loan} />
            </div>
            <button type="submit" className="button">
              {words.recalculate}
            </button>
          </fieldset>
        ) : null}
      </form>
      <p className="costs-note">
        {words.estimate}{" "}
        {words.sourceUrl ? (
          <a href={words.sourceUrl} rel="noopener external" target="_blank">
            {words.source}
          </a>
        ) : (
          words.source
        )}
      </p>
    </section>
  );
}
