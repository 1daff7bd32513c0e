// The admin's registration rates (issue 35, docs/costs-design.md §1), for routes/admin/rates.tsx: the add / edit
// form beside the sets, newest first, the one in force marked. Without JavaScript every form posts to the page's
// action, and Delete is a link to the page asking to confirm (`?delete={id}`); with it, a dialog asks.
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigate } from "react-router";
import { formatLongDate } from "#shared/dates.ts";
import {
  bpToPercent,
  checkRateField,
  RATE_FIELDS,
  RATE_SLAB_ROWS,
  type RateField,
  type RateSetView,
  type RatesAnswer,
  rateFormValues,
  slabField,
} from "#shared/forms/rates.ts";
import { formatRupees } from "#shared/money.ts";
import { adminPath } from "#shared/paths.ts";
import { ConfirmDialog } from "#web/components/ConfirmDialog.tsx";
import { useAdminEditForm } from "#web/components/use-admin-edit-form.ts";
import { m } from "#web/lib/i18n.ts";
import { showSuccess } from "#web/lib/toast.ts";
import { Field } from "../ui/Field.tsx";

type Answer = RatesAnswer | undefined;

export interface RatesPageData {
  sets: RateSetView[];
  inForceId: string | null;
  /** The day in India the page was read on (YYYY-MM-DD). */
  today: string;
  /** The set being edited (`?edit={id}`), or null: the form adds one. */
  editing: RateSetView | null;
  /** The set whose deletion is being confirmed without JavaScript (`?delete={id}`). */
  deleting: RateSetView | null;
  /** The action's answer when the page was posted without JavaScript. */
  answer: Answer;
}

const percent = (bp: number) => `${bpToPercent(bp)}%`;
const rupees = (value: number) => formatRupees(value, "en");
const dayLabel = (day: string) => formatLongDate(day, "en");

/** What a done answer says. */
function doneMessage(answer: Answer): string | null {
  if (!answer?.ok) return null;
  if (answer.intent === "delete") return m["admin.rates.deleted"]();
  return answer.intent === "update" ? m["admin.rates.updated"]() : m["admin.rates.added"]();
}

export function RatesPage({ sets, inForceId, today, editing, deleting, answer }: RatesPageData) {
  const inForce = sets.find((set) => set.id === inForceId) ?? null;
  const done = doneMessage(answer);
  return (
    <section className="admin-rates" aria-labelledby="rates-title">
      <header className="admin-rates-head">
        <h1 id="rates-title">{m["admin.rates.title"]()}</h1>
        <p className="muted">{m["admin.rates.intro"]({ today: dayLabel(today) })}</p>
        {/* Without JavaScript the page itself says what the last post did. */}
        {done ? (
          <p className="form-success" role="status">
            {done}
          </p>
        ) : null}
      </header>
      {deleting ? <DeleteConfirmation set={deleting} answer={answer} /> : null}
      <div className="rates-layout">
        {/* A new key per mode: the form starts from the set being edited, or from the one in force. */}
        <RatesForm key={editing?.id ?? "new"} editing={editing} template={inForce} initial={answer} />
        <RatesList sets={sets} inForceId={inForceId} today={today} editingId={editing?.id ?? null} />
      </div>
    </section>
  );
}

/** The figures a new set starts from: the set in force's, with a new day, source and note to give. */
function startValues(editing: RateSetView | null, template: RateSetView | null): Record<RateField, string> {
  if (editing) return rateFormValues(editing);
  const blank = Object.fromEntries(RATE_FIELDS.map((field) => [field, ""])) as Record<RateField, string>;
  if (!template) return blank;
  return { ...rateFormValues(template), effectiveFrom: "", sourceTitle: "", sourceUrl: "", note: "" };
}

function RatesForm({
  editing,
  template,
  initial,
}: {
  editing: RateSetView | null;
  template: RateSetView | null;
  initial: Answer;
}) {
  const {
    fetcher,
    form,
    firstInput,
    checks,
    busy,
    values: typed,
    formRefusal,
  } = useAdminEditForm<RateField, RatesAnswer>({
    initial,
    editing: editing !== null,
    prefix: "rates",
    fields: RATE_FIELDS,
    check: checkRateField,
    listPath: adminPath("rates"),
    updated: m["admin.rates.updated"],
    added: m["admin.rates.added"],
  });

  const start = startValues(editing, template);
  const startOf = (name: RateField) => typed?.[name] ?? start[name];
  const text = (
    name: RateField,
    label: string,
    options: { hint?: string; inputMode?: "decimal" | "numeric"; type?: "text" | "date" | "url" } = {},
  ) => (
    <Field {...checks.field(name)} label={label} hint={options.hint}>
      {(shell) => (
        <input
          {...shell}
          {...checks.control(name)}
          ref={name === "effectiveFrom" ? firstInput : undefined}
          type={options.type ?? "text"}
          inputMode={options.inputMode}
          autoComplete="off"
          defaultValue={startOf(name)}
        />
      )}
    </Field>
  );

  return (
    <fetcher.Form
      method="post"
      className="rates-form"
      noValidate
      ref={form}
      onSubmit={checks.onSubmit}
      aria-labelledby="rates-form-title"
    >
      <h2 id="rates-form-title">{editing ? m["admin.rates.editTitle"]() : m["admin.rates.addTitle"]()}</h2>
      {editing ? (
        <p className="muted">{m["admin.rates.editing"]({ date: dayLabel(editing.effectiveFrom) })}</p>
      ) : null}
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <div className="rates-form-row">
        {text("effectiveFrom", m["admin.rates.effectiveFrom"](), {
          type: "date",
          hint: m["admin.rates.effectiveFromHint"](),
        })}
        {text("note", m["admin.rates.note"](), { hint: m["admin.rates.noteHint"]() })}
      </div>
      <div className="rates-form-row">
        {text("sourceTitle", m["admin.rates.sourceTitle"](), { hint: m["admin.rates.sourceTitleHint"]() })}
        {text("sourceUrl", m["admin.rates.sourceUrl"](), {
          type: "url",
          hint: m["admin.rates.sourceUrlHint"](),
        })}
      </div>
      <fieldset>
        <legend>{m["admin.rates.sale"]()}</legend>
        <div className="rates-form-row">
          {text("saleStampDuty", m["admin.rates.stampDuty"](), { inputMode: "decimal" })}
          {text("saleRegistrationFee", m["admin.rates.registrationFee"](), { inputMode: "decimal" })}
        </div>
      </fieldset>
      <fieldset>
        <legend>{m["admin.rates.slabs"]()}</legend>
        <p className="field-hint">{m["admin.rates.slabsHint"]()}</p>
        {Array.from({ length: RATE_SLAB_ROWS }, (_, index) => index + 1).map((row) => (
          <div className="rates-form-row rates-slab" key={row}>
            {text(slabField(row, "UpTo"), m["admin.rates.slabUpTo"]({ row }), { inputMode: "numeric" })}
            {text(slabField(row, "StampDuty"), m["admin.rates.slabStampDuty"]({ row }), {
              inputMode: "decimal",
            })}
            {text(slabField(row, "RegistrationFee"), m["admin.rates.slabRegistrationFee"]({ row }), {
              inputMode: "decimal",
            })}
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>{m["admin.rates.women"]()}</legend>
        <p className="field-hint">{m["admin.rates.womenHint"]()}</p>
        <div className="rates-form-row">
          {text("womenCut", m["admin.rates.womenCut"](), { inputMode: "decimal" })}
          {text("womenUpTo", m["admin.rates.womenUpTo"](), { inputMode: "numeric" })}
        </div>
      </fieldset>
      <fieldset>
        <legend>{m["admin.rates.loan"]()}</legend>
        <div className="rates-form-row">
          {text("loanRate", m["admin.rates.loanRate"](), { inputMode: "decimal" })}
          {text("loanShare", m["admin.rates.loanShare"](), { inputMode: "numeric" })}
          {text("loanTenure", m["admin.rates.loanTenure"](), { inputMode: "numeric" })}
        </div>
        {text("loanSource", m["admin.rates.loanSource"]())}
      </fieldset>
      <div className="rates-form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? m["admin.rates.saving"]() : editing ? m["admin.rates.update"]() : m["admin.rates.add"]()}
        </button>
        {editing ? (
          <Link to={adminPath("rates")} className="button" preventScrollReset>
            {m["admin.rates.cancel"]()}
          </Link>
        ) : null}
      </div>
      <div aria-live="polite">
        {formRefusal ? (
          <p className="form-error" role="alert">
            {formRefusal}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

/** The confirmation a Delete link leads to without JavaScript: Yes posts the deletion, No goes back. */
function DeleteConfirmation({ set, answer }: { set: RateSetView; answer: Answer }) {
  const refused = answer?.intent === "delete" && !answer.ok ? answer.message : null;
  return (
    <Form method="post" className="rates-confirm" aria-labelledby="rates-confirm-title">
      <h2 id="rates-confirm-title">{m["admin.rates.confirmTitle"]()}</h2>
      <p>{m["admin.rates.confirm"]({ date: dayLabel(set.effectiveFrom) })}</p>
      <p className="muted">{m["admin.rates.confirmNote"]()}</p>
      {refused ? (
        <p className="form-error" role="alert">
          {refused}
        </p>
      ) : null}
      <input type="hidden" name="id" value={set.id} />
      <div className="modal-actions">
        <Link to={adminPath("rates")} className="button">
          {m["admin.rates.no"]()}
        </Link>
        <button type="submit" name="intent" value="delete" className="button button-danger">
          {m["admin.rates.yes"]()}
        </button>
      </div>
    </Form>
  );
}

function RatesList({
  sets,
  inForceId,
  today,
  editingId,
}: {
  sets: RateSetView[];
  inForceId: string | null;
  today: string;
  editingId: string | null;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [target, setTarget] = useState<RateSetView | null>(null);
  const fetcher = useFetcher<RatesAnswer>();
  const navigate = useNavigate();
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : fetcher.data;

  useEffect(() => {
    if (answer?.intent !== "delete" || !answer.ok) return;
    dialog.current?.close();
    showSuccess(m["admin.rates.deleted"]());
    listHeading.current?.focus();
    if (answer.id === editingId) navigate(adminPath("rates"), { replace: true, preventScrollReset: true });
  }, [answer, editingId, navigate]);

  const open = (set: RateSetView) => {
    setTarget(set);
    fetcher.reset();
    dialog.current?.showModal();
  };

  return (
    <section className="rates-list" aria-labelledby="rates-list-title">
      <h2 id="rates-list-title" ref={listHeading} tabIndex={-1}>
        {m["admin.rates.list"]()}
      </h2>
      {sets.length === 0 ? <p className="empty">{m["admin.rates.empty"]()}</p> : null}
      <ul className="rates-cards">
        {sets.map((set) => {
          const date = dayLabel(set.effectiveFrom);
          const state = set.id === inForceId ? "in-force" : set.effectiveFrom > today ? "later" : "earlier";
          return (
            <li
              key={set.id}
              className="rates-card"
              data-state={state}
              aria-current={set.id === editingId ? "true" : undefined}
            >
              <h3>
                {m["admin.rates.from"]({ date })}{" "}
                <span className="rates-badge">
                  {state === "in-force"
                    ? m["admin.rates.inForce"]()
                    : state === "later"
                      ? m["admin.rates.later"]()
                      : m["admin.rates.earlier"]()}
                </span>
              </h3>
              <p className="rates-source">
                {set.source.url ? (
                  <a href={set.source.url} rel="noopener noreferrer" target="_blank">
                    {set.source.title}
                  </a>
                ) : (
                  set.source.title
                )}
              </p>
              {set.note ? <p className="muted">{set.note}</p> : null}
              <SetFigures set={set} />
              <div className="rates-card-actions">
                <Link
                  to={`?edit=${encodeURIComponent(set.id)}`}
                  className="button button-small"
                  aria-label={m["admin.rates.editLabel"]({ date })}
                  preventScrollReset
                >
                  {m["admin.rates.edit"]()}
                </Link>
                <Link
                  to={`?delete=${encodeURIComponent(set.id)}`}
                  className="button button-danger button-small"
                  aria-haspopup="dialog"
                  aria-label={m["admin.rates.deleteLabel"]({ date })}
                  onClick={(event) => {
                    event.preventDefault();
                    open(set);
                  }}
                >
                  {m["admin.rates.delete"]()}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        dialog={dialog}
        title={m["admin.rates.confirmTitle"]()}
        question={m["admin.rates.confirm"]({ date: target ? dayLabel(target.effectiveFrom) : "" })}
        error={answer && !answer.ok ? answer.message : null}
        cancel={m["admin.rates.no"]()}
        confirm={m["admin.rates.yes"]()}
        confirming={m["admin.rates.deleting"]()}
        busy={busy}
        onClose={() => setTarget(null)}
        form={fetcher.Form}
        fields={{ id: target?.id ?? "" }}
        intent="delete"
      >
        <p className="muted">{m["admin.rates.confirmNote"]()}</p>
      </ConfirmDialog>
    </section>
  );
}

/** The set's figures, as the form takes them. */
function SetFigures({ set }: { set: RateSetView }) {
  const slabs = set.apartmentFirstSale.slabs;
  return (
    <dl className="rates-figures">
      <dt>{m["admin.rates.sale"]()}</dt>
      <dd>
        {m["admin.rates.saleLine"]({
          stamp: percent(set.sale.stampDutyBp),
          fee: percent(set.sale.registrationFeeBp),
        })}
      </dd>
      <dt>{m["admin.rates.slabs"]()}</dt>
      <dd>
        <ul>
          {slabs.map((slab, index) => {
            const rates = { stamp: percent(slab.stampDutyBp), fee: percent(slab.registrationFeeBp) };
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: bands are in a fixed order and never move
              <li key={index}>
                {slab.upToRupees !== null
                  ? m["admin.rates.slabLine"]({ upTo: rupees(slab.upToRupees), ...rates })
                  : slabs.length === 1
                    ? m["admin.rates.slabOnly"](rates)
                    : m["admin.rates.slabLast"](rates)}
              </li>
            );
          })}
        </ul>
      </dd>
      <dt>{m["admin.rates.women"]()}</dt>
      <dd>
        {set.womenConcession
          ? m["admin.rates.womenLine"]({
              cut: percent(set.womenConcession.registrationFeeCutBp),
              upTo: rupees(set.womenConcession.upToRupees),
            })
          : m["admin.rates.womenNone"]()}
      </dd>
      <dt>{m["admin.rates.loan"]()}</dt>
      <dd>
        {m["admin.rates.loanLine"]({
          rate: percent(set.loanDefaults.rateBp),
          years: set.loanDefaults.tenureYears,
          share: `${set.loanDefaults.sharePercent}%`,
          source: set.loanDefaults.source,
        })}
      </dd>
    </dl>
  );
}
