import { type FormEvent, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { type AuditFilterField, auditFilterErrors, auditFiltersSchema } from "#shared/forms/admin-records.ts";
import { type Message, m } from "#web/lib/i18n.ts";
import { Field } from "../ui/Field.tsx";

type Errors = Partial<Record<AuditFilterField, string>>;
type FormField = Exclude<AuditFilterField, "cursor">;

/** Suggestions only: any action or type the services record can be typed. */
const ACTION_HINTS = [
  "listing.",
  "listing.approve",
  "listing.reject",
  "listing.update",
  "listing.admin-update",
  "listing.delete",
  "customer.delete",
  "plan.",
  "banner.",
  "collection.",
  "contact.",
];
const TYPE_HINTS = ["listing", "user", "plan", "bannerGroup", "collection", "contact_message"];

const FIELDS: readonly {
  name: FormField;
  label: Message;
  type: string;
  hint?: Message;
}[] = [
  { name: "action", label: m["audit.action"], type: "text", hint: m["audit.actionHint"] },
  { name: "entityType", label: m["audit.entityType"], type: "text", hint: m["audit.entityTypeHint"] },
  { name: "actor", label: m["audit.actor"], type: "text", hint: m["audit.actorHint"] },
  { name: "from", label: m["audit.from"], type: "date" },
  { name: "to", label: m["audit.to"], type: "date" },
];

/** The filters, in the address (a GET form), checked by the shared schema as the admin leaves each field. */
export function AuditFilters({
  typed,
  serverErrors,
  filtered,
}: {
  typed: Record<AuditFilterField, string>;
  serverErrors: Errors;
  filtered: boolean;
}) {
  const [errors, setErrors] = useState<Errors>(serverErrors);
  const check = (field: FormField, value: string) => {
    const result = auditFiltersSchema.shape[field].safeParse(value);
    setErrors((current) => ({
      ...current,
      [field]: result.success ? undefined : result.error.issues[0]?.message,
    }));
  };
  const submit = useSubmit();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const sent = new FormData(form);
    const values = Object.fromEntries(FIELDS.map(({ name }) => [name, String(sent.get(name) ?? "").trim()]));
    const result = auditFiltersSchema.safeParse(values);
    const found = result.success ? {} : auditFilterErrors(result.error);
    setErrors(found);
    const first = FIELDS.find(({ name }) => found[name]);
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    // Only the filters given go into the address (the first page of their entries).
    submit(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== "")), { method: "get" });
  };
  return (
    <Form
      method="get"
      role="search"
      aria-label={m["audit.filters"]()}
      className="audit-filters"
      noValidate
      onSubmit={onSubmit}
    >
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          id={`audit-${field.name}`}
          label={field.label()}
          hint={field.hint?.()}
          error={errors[field.name]}
        >
          {(control) => (
            <input
              {...control}
              name={field.name}
              type={field.type}
              defaultValue={typed[field.name]}
              list={
                field.name === "action"
                  ? "audit-actions"
                  : field.name === "entityType"
                    ? "audit-types"
                    : undefined
              }
              autoComplete="off"
              maxLength={field.name === "actor" ? 254 : 80}
              onBlur={(event) => check(field.name, event.currentTarget.value)}
              onChange={(event) => {
                if (errors[field.name]) check(field.name, event.currentTarget.value);
              }}
            />
          )}
        </Field>
      ))}
      <datalist id="audit-actions">
        {ACTION_HINTS.map((action) => (
          <option key={action} value={action} />
        ))}
      </datalist>
      <datalist id="audit-types">
        {TYPE_HINTS.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <div className="audit-filter-actions">
        <button type="submit" className="button button-primary">
          {m["audit.apply"]()}
        </button>
        {filtered ? (
          <Link to="." className="button">
            {m["audit.clear"]()}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
