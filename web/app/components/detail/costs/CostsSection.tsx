// What a sale listing really costs (issue 35): the registration charges, the guideline value, the going rate and a
// loan's EMI. Every word and figure comes from the loader in the page's language, so the page works without
// JavaScript (the form is a GET to the same page). The first edit loads the figures' module, which then works
// every change out in place, with no request. Kept small: the listing page's JavaScript budget has little room.
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { LoanField } from "#shared/costs/estimate.ts";
import { FactList } from "../FactList.tsx";
import type { CostsFigures } from "./figures.ts";
import type { CostsSectionData } from "./types.ts";

const FIELDS: readonly LoanField[] = ["loan", "rate", "years"];

export function CostsSection({ costs }: { costs: CostsSectionData }) {
  const { words } = costs;
  const [figures, setFigures] = useState<CostsFigures>(costs.figures);
  const form = useRef<HTMLFormElement>(null);
  const recalculate = async (event?: FormEvent) => {
    event?.preventDefault();
    const fields = Object.fromEntries(new FormData(form.current!)) as Record<string, string>;
    const module = await import("./figures.ts").catch(() => null);
    if (!module) return;
    setFigures(module.costsFigures(costs.basis, fields));
    history.replaceState(history.state, "", `?${new URLSearchParams(fields)}#costs`);
  };
  // Numbers typed before the page's code ran (a slow phone) are worked out once it runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    const typed = new FormData(form.current!);
    const { values, woman } = costs.figures;
    if (
      typed.has("loan") &&
      (FIELDS.some((field) => typed.get(field) !== values[field]) || typed.has("woman") !== woman)
    )
      void recalculate();
  }, []);
  return (
    <section className="detail-section costs" id="costs">
      <h2>{words.heading}</h2>
      <FactList facts={costs.lines} />
      {/* Live: the figures that change are read out; what the visitor types changes no text. */}
      <form
        ref={form}
        method="get"
        action="#costs"
        onInput={recalculate}
        onSubmit={recalculate}
        aria-live="polite"
      >
        <FactList facts={figures.charges} />
        {words.woman ? (
          <label>
            <input type="checkbox" name="woman" value="1" defaultChecked={figures.woman} /> {words.woman}
          </label>
        ) : null}
        {figures.loan.length > 0 ? (
          <fieldset>
            <legend>{words.loanHeading}</legend>
            {FIELDS.map((field) => (
              // The error inside the label: read out with the field's name, no ids to tie them.
              <label className="field" key={field}>
                {words[field]}
                <input
                  name={field}
                  inputMode="decimal"
                  defaultValue={figures.values[field]}
                  aria-invalid={field in figures.errors}
                />
                <small className="field-error">{figures.errors[field]}</small>
              </label>
            ))}
            <FactList facts={figures.loan} />
            <button type="submit" className="button">
              {words.recalculate}
            </button>
          </fieldset>
        ) : null}
      </form>
      {costs.notes.map(({ text, href }) => (
        <p className="costs-note" key={text}>
          {href ? <a href={href}>{text}</a> : text}
        </p>
      ))}
    </section>
  );
}
