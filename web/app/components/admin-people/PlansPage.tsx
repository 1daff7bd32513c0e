// The admin's plans manager (SPEC §2 "Plans manager", §5 "Plan form"), for routes/admin/plans.tsx.
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import {
  checkPlanField,
  DEFAULT_PLAN_UNIT,
  PLAN_FIELDS,
  PLAN_FORM_UNITS,
  PLAN_LIMITS,
  type PlanAnswer,
  type PlanField,
  type PlanView,
} from "#shared/forms/plan.ts";
import { formatRupees } from "#shared/money.ts";
import { adminPath } from "#shared/paths.ts";
import type { PlanTimeUnit } from "#shared/values.ts";
import { ConfirmDialog } from "#web/components/ConfirmDialog.tsx";
import { useAdminEditForm } from "#web/components/use-admin-edit-form.ts";
import { type Message, m } from "#web/lib/i18n.ts";
import { showSuccess } from "#web/lib/toast.ts";
import { Field } from "../ui/Field.tsx";

type Plan = PlanView;
type Answer = PlanAnswer | undefined;

/** "1 Month", "3 Months", "1 Year" (the console's capitals; a member's dialog says "3 months"). */
function durationLabel(duration: number, unit: PlanTimeUnit): string {
  return m["plans.period"]({ count: duration, unit });
}

const UNIT_LABELS: Record<(typeof PLAN_FORM_UNITS)[number], Message> = {
  day: m["plans.unit.day"],
  week: m["plans.unit.week"],
  month: m["plans.unit.month"],
  year: m["plans.unit.year"],
};

/** "25 contacts" or "Unlimited contacts". */
function contactsLabel(quota: number | null): string {
  return quota === null ? m["plans.contactsUnlimited"]() : m["plans.contacts"]({ count: quota });
}

export interface PlansPageData {
  current: Plan[];
  archived: Plan[];
  /** The plan being edited (`?edit={id}`), or null: the form adds one. */
  editing: Plan | null;
  /** The action's answer when the page was posted without JavaScript. */
  answer: Answer;
}

/** Plans manager: the add / edit form beside the current plans, the archived ones and the delete dialog. */
export function PlansPage({ current, archived, editing, answer }: PlansPageData) {
  return (
    <section className="admin-people plans-page" aria-labelledby="plans-title">
      <header className="admin-people-head">
        <h1 id="plans-title">{m["plans.title"]()}</h1>
      </header>
      <div className="plans-layout">
        {/* A new key per mode: the form starts from the plan being edited, or empty. */}
        <PlanForm key={editing?.id ?? "new"} editing={editing} initial={answer} />
        <PlanList current={current} archived={archived} editingId={editing?.id ?? null} />
      </div>
    </section>
  );
}

function PlanForm({ editing, initial }: { editing: Plan | null; initial: Answer }) {
  // Without JavaScript the page itself carries the answer; with it, the fetcher does.
  const {
    fetcher,
    form,
    firstInput,
    checks,
    busy,
    values: typed,
    formRefusal,
  } = useAdminEditForm<PlanField, PlanAnswer>({
    initial,
    editing: editing !== null,
    prefix: "plan",
    fields: PLAN_FIELDS,
    check: checkPlanField,
    listPath: adminPath("plans"),
    // An update leaves edit mode (SPEC §4 "Plan form").
    updated: m["plans.updated"],
    added: m["plans.added"],
  });

  const start = {
    name: typed?.name ?? editing?.name ?? "",
    nameTa: typed?.nameTa ?? editing?.nameTa ?? "",
    price: typed?.price ?? (editing ? String(editing.priceRupees) : ""),
    duration: typed?.duration ?? (editing ? String(editing.duration) : "1"),
    timeUnit: typed?.timeUnit ?? editing?.timeUnit ?? DEFAULT_PLAN_UNIT,
    contactQuota: typed?.contactQuota ?? (editing?.contactQuota != null ? String(editing.contactQuota) : ""),
  };
  /** A field's shell and its control's checks; the optional fields are the ones with a hint under them. */
  const field = (name: PlanField, label: string, hint?: string) => ({ ...checks.field(name), label, hint });
  const control = (name: PlanField) => ({
    ...checks.control(name),
    required: name !== "contactQuota" && name !== "nameTa",
  });

  return (
    <fetcher.Form
      method="post"
      className="plan-form"
      noValidate
      ref={form}
      onSubmit={checks.onSubmit}
      aria-labelledby="plan-form-title"
    >
      <h2 id="plan-form-title">{editing ? m["plans.editTitle"]() : m["plans.addTitle"]()}</h2>
      {editing ? <p className="muted">{m["plans.editing"]({ name: editing.name })}</p> : null}
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <Field {...field("name", m["plans.name"]())}>
        {(shell) => (
          <input
            {...shell}
            {...control("name")}
            ref={firstInput}
            type="text"
            maxLength={PLAN_LIMITS.name}
            autoComplete="off"
            defaultValue={start.name}
          />
        )}
      </Field>
      <Field {...field("nameTa", m["plans.nameTa"](), m["plans.nameTaHint"]())}>
        {(shell) => (
          <input
            {...shell}
            {...control("nameTa")}
            type="text"
            lang="ta"
            maxLength={PLAN_LIMITS.name}
            autoComplete="off"
            defaultValue={start.nameTa}
          />
        )}
      </Field>
      <div className="plan-form-row">
        <Field {...field("price", m["plans.price"]())}>
          {(shell) => (
            <input
              {...shell}
              {...control("price")}
              type="text"
              inputMode="numeric"
              defaultValue={start.price}
            />
          )}
        </Field>
        <Field {...field("duration", m["plans.duration"]())}>
          {(shell) => (
            <input
              {...shell}
              {...control("duration")}
              type="number"
              min={1}
              max={PLAN_LIMITS.duration}
              step={1}
              inputMode="numeric"
              defaultValue={start.duration}
            />
          )}
        </Field>
        <Field {...field("timeUnit", m["plans.timeUnit"]())}>
          {(shell) => (
            <select {...shell} {...control("timeUnit")} defaultValue={start.timeUnit}>
              {PLAN_FORM_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {UNIT_LABELS[unit]()}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field {...field("contactQuota", m["plans.contactQuota"](), m["plans.contactQuotaHint"]())}>
        {(shell) => (
          <input
            {...shell}
            {...control("contactQuota")}
            type="text"
            inputMode="numeric"
            placeholder={m["plans.unlimited"]()}
            defaultValue={start.contactQuota}
          />
        )}
      </Field>
      <div className="plan-form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? m["plans.saving"]() : editing ? m["plans.update"]() : m["plans.add"]()}
        </button>
        {editing ? (
          <Link to={adminPath("plans")} className="button" preventScrollReset>
            {m["plans.cancel"]()}
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

function PlanList({
  current,
  archived,
  editingId,
}: {
  current: Plan[];
  archived: Plan[];
  editingId: string | null;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [target, setTarget] = useState<Plan | null>(null);
  const fetcher = useFetcher<PlanAnswer>();
  const navigate = useNavigate();
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : fetcher.data;

  useEffect(() => {
    if (answer?.intent !== "delete") return;
    // A failure is said in the dialog, which stays open for another try.
    if (!answer.ok) return;
    dialog.current?.close();
    showSuccess(answer.outcome === "archived" ? m["plans.archivedDone"]() : m["plans.deleted"]());
    listHeading.current?.focus();
    if (answer.id === editingId) navigate(adminPath("plans"), { replace: true, preventScrollReset: true });
  }, [answer, editingId, navigate]);

  const open = (plan: Plan) => {
    setTarget(plan);
    fetcher.reset();
    dialog.current?.showModal();
  };

  return (
    <section className="plan-list" aria-labelledby="plans-current-title">
      <h2 id="plans-current-title" ref={listHeading} tabIndex={-1}>
        {m["plans.current"]()}
      </h2>
      {current.length === 0 ? (
        <p className="empty">{m["plans.empty"]()}</p>
      ) : (
        <ul className="plan-cards">
          {current.map((plan) => (
            <li key={plan.id} className="plan-card" aria-current={plan.id === editingId ? "true" : undefined}>
              <h3>{plan.name}</h3>
              {plan.nameTa ? <p lang="ta">{plan.nameTa}</p> : null}
              <p className="plan-price">{formatRupees(plan.priceRupees)}</p>
              <p className="plan-duration">{durationLabel(plan.duration, plan.timeUnit)}</p>
              <p className="plan-contacts">{contactsLabel(plan.contactQuota)}</p>
              <div className="plan-card-actions">
                <Link
                  to={`?edit=${encodeURIComponent(plan.id)}`}
                  className="button button-small"
                  aria-label={m["plans.editLabel"]({ name: plan.name })}
                  preventScrollReset
                >
                  {m["plans.edit"]()}
                </Link>
                <button
                  type="button"
                  className="button button-danger button-small"
                  aria-haspopup="dialog"
                  aria-label={m["plans.deleteLabel"]({ name: plan.name })}
                  onClick={() => open(plan)}
                >
                  {m["plans.delete"]()}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {archived.length > 0 ? (
        <details className="plan-archive">
          <summary>{m["plans.archived"]({ count: archived.length })}</summary>
          <p className="muted">{m["plans.archivedNote"]()}</p>
          <ul>
            {archived.map((plan) => (
              <li key={plan.id}>
                {plan.name} · {formatRupees(plan.priceRupees)} · {durationLabel(plan.duration, plan.timeUnit)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <ConfirmDialog
        dialog={dialog}
        title={m["plans.confirmTitle"]()}
        question={m["plans.confirm"]({ name: target?.name ?? "" })}
        error={answer && !answer.ok ? answer.message : null}
        cancel={m["plans.no"]()}
        confirm={m["plans.yes"]()}
        confirming={m["plans.deleting"]()}
        busy={busy}
        onClose={() => setTarget(null)}
        form={fetcher.Form}
        fields={{ id: target?.id ?? "" }}
        intent="delete"
      >
        <p className="muted">{m["plans.confirmNote"]()}</p>
      </ConfirmDialog>
    </section>
  );
}
