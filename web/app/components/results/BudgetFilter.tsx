import { useState } from "react";
import type { ListingFilters } from "#shared/listing-filters/values.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { type BudgetErrors, budgetFilterLabel, invalidBudgetFields } from "./results-logic.ts";

interface Draft {
  min: string;
  max: string;
}

type Applied = Pick<ListingFilters, "min" | "max">;

const asText = (value: number | undefined) => (value === undefined ? "" : String(value));

/**
 * The budget filter's state (SPEC §4 "Budget filter": Apply sets a label; editing un-applies). The prices as
 * typed are a draft until Apply; the applied prices are the URL's. An edit drops the applied budget (through
 * `onUnapply`) but keeps what is being typed.
 */
export function useBudgetDraft(input: {
  applied: Applied;
  /** The prices as the URL spells them, shown again with the server's message when it refused them. */
  typed: Draft;
  serverErrors: BudgetErrors;
  onUnapply: () => void;
}) {
  const { applied } = input;
  const appliedKey = `${asText(applied.min)}|${asText(applied.max)}`;
  const hasServerErrors = Boolean(input.serverErrors.min || input.serverErrors.max);
  const [draft, setDraft] = useState<Draft>(() =>
    hasServerErrors ? input.typed : { min: asText(applied.min), max: asText(applied.max) },
  );
  const [editing, setEditing] = useState(false);
  const [clientErrors, setClientErrors] = useState<BudgetErrors | null>(null);
  // The applied budget changed from outside (Apply, Clear, the back button): show it, unless mid-edit.
  const [seenKey, setSeenKey] = useState(appliedKey);
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey);
    if (!editing) setDraft({ min: asText(applied.min), max: asText(applied.max) });
  }
  const isApplied = applied.min !== undefined || applied.max !== undefined;
  return {
    draft,
    errors: clientErrors ?? (editing ? {} : input.serverErrors),
    label: isApplied && !editing ? budgetFilterLabel(applied.min, applied.max) : null,
    pending: editing && (draft.min.trim() !== "" || draft.max.trim() !== ""),
    edit(field: keyof Draft, value: string) {
      setDraft((d) => ({ ...d, [field]: value }));
      setClientErrors(null);
      setEditing(true);
      if (isApplied) input.onUnapply();
    },
    /** Prices typed before the page came alive: a draft, as if typed now. */
    restore(typed: Draft) {
      setDraft(typed);
      setEditing(true);
    },
    refuse(errors: BudgetErrors) {
      setClientErrors(errors);
    },
    /** Apply went through: the next applied budget is what was typed. */
    applied() {
      setClientErrors(null);
      setEditing(false);
    },
    reset() {
      setDraft({ min: "", max: "" });
      setClientErrors(null);
      setEditing(false);
    },
  };
}

export type BudgetDraft = ReturnType<typeof useBudgetDraft>;

function PriceField(props: {
  field: "min" | "max";
  budget: BudgetDraft;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const { field, budget } = props;
  return (
    <label className="budget-field">
      <span>{(field === "min" ? m["results.budget.min"] : m["results.budget.max"])()}</span>
      <input
        name={field}
        inputMode="numeric"
        autoComplete="off"
        value={budget.draft[field]}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(e) => budget.edit(field, e.currentTarget.value)}
      />
    </label>
  );
}

/**
 * Min and max price with Apply and Clear. Apply is the form's first submit button, so Enter in a price field
 * applies too; without JavaScript it is a plain submission marked `budget=apply`.
 */
export function BudgetFilter({ budget, clearHref }: { budget: BudgetDraft; clearHref: string }) {
  const invalid = invalidBudgetFields(budget.errors);
  const messages = [...new Set([...(budget.errors.min ?? []), ...(budget.errors.max ?? [])])];
  const describedBy = messages.length > 0 ? "budget-error" : budget.label ? "budget-label" : undefined;
  return (
    <fieldset className="filter-group budget-filter">
      <legend>{m["results.group.budget"]()}</legend>
      <div className="budget-fields">
        <PriceField field="min" budget={budget} invalid={invalid.min} describedBy={describedBy} />
        <PriceField field="max" budget={budget} invalid={invalid.max} describedBy={describedBy} />
      </div>
      <div className="budget-actions">
        <button type="submit" name="budget" value="apply" className="button button-primary">
          {m["results.budget.apply"]()}
        </button>
        <Link className="button" to={clearHref} preventScrollReset onClick={budget.reset}>
          {m["results.budget.clear"]()}
        </Link>
      </div>
      {messages.length > 0 ? (
        <p id="budget-error" className="field-error" role="alert">
          {messages.join(" ")}
        </p>
      ) : budget.label ? (
        <p id="budget-label" className="budget-label">
          {budget.label}
        </p>
      ) : budget.pending ? (
        <p className="field-hint">{m["results.budget.notApplied"]()}</p>
      ) : null}
    </fieldset>
  );
}
