// The listing form's field shells: a label, the control, its hint and its message beside it, tied together with
// aria-describedby and aria-invalid, so that a screen reader reads the message with the field.
import { type ReactNode, useLayoutEffect, useRef } from "react";
import type { ListingFormField, ListingFormFields } from "#shared/forms/listing.ts";
import { groupIndianAsYouType } from "#shared/units.ts";
import { useEarlyInput } from "#web/lib/early-input.ts";
import { m } from "#web/lib/i18n.ts";
import type { FieldErrors } from "./form-logic.ts";
import { LISTING_FIELD_LABELS } from "./labels.ts";

export interface FormState {
  values: ListingFormFields;
  errors: FieldErrors;
  change(name: ListingFormField, value: string): void;
  readOnly: ReadonlySet<ListingFormField>;
}

export interface ControlProps {
  id: string;
  name: ListingFormField;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
}

export const fieldId = (name: string) => `listing-${name}`;
export const errorId = (name: string) => `listing-${name}-error`;

const label = (name: ListingFormField) => LISTING_FIELD_LABELS[name]();

export function Field(props: {
  form: FormState;
  name: ListingFormField;
  required?: boolean;
  /** Text, or text with a format in <code> (an approval number's). */
  hint?: ReactNode;
  /** More text read with the field (a live conversion), by id. */
  describedBy?: string | null;
  wide?: boolean;
  after?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  const { form, name, required = false, hint, describedBy, wide = false } = props;
  const error = form.errors[name];
  const hintId = hint ? `${fieldId(name)}-hint` : null;
  const ids = [error ? errorId(name) : null, hintId, describedBy].filter(Boolean).join(" ");
  useEarlyInput(fieldId(name), (early) => {
    if (early.changed) form.change(name, early.value);
  });
  return (
    <div className={wide ? "field field-wide" : "field"}>
      <label htmlFor={fieldId(name)}>
        {label(name)}
        {required ? (
          <span className="required-mark" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {props.children({
        id: fieldId(name),
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": ids || undefined,
        "aria-required": required ? true : undefined,
      })}
      {hint ? (
        <p id={hintId ?? undefined} className="field-hint">
          {hint}
        </p>
      ) : null}
      {props.after}
      {error ? (
        <p id={errorId(name)} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputMode = "text" | "numeric" | "decimal" | "tel";

export function TextField(props: {
  form: FormState;
  name: ListingFormField;
  required?: boolean;
  hint?: ReactNode;
  inputMode?: InputMode;
  autoComplete?: string;
  maxLength?: number;
  wide?: boolean;
  describedBy?: string | null;
}) {
  const { form, name, inputMode = "text", autoComplete = "off", maxLength = 100 } = props;
  const readOnly = form.readOnly.has(name);
  return (
    <Field {...props}>
      {(control) => (
        <input
          {...control}
          type={inputMode === "tel" ? "tel" : "text"}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          readOnly={readOnly}
          value={form.values[name]}
          onChange={(event) => form.change(name, event.currentTarget.value)}
        />
      )}
    </Field>
  );
}

/**
 * A value the member cannot change (the state; an edited listing's name and type), shown as `text` in the page's
 * language and sent unchanged by a hidden input of the same name.
 */
export function FixedField(props: { form: FormState; name: ListingFormField; text: string; hint?: string }) {
  const { form, name } = props;
  return (
    <Field form={form} name={name} required hint={props.hint}>
      {({ name: _sentBelow, ...control }) => (
        <>
          <input {...control} type="text" readOnly value={props.text} />
          <input type="hidden" name={name} value={form.values[name]} />
        </>
      )}
    </Field>
  );
}

export function TextAreaField(props: {
  form: FormState;
  name: ListingFormField;
  required?: boolean;
  hint?: string | null;
  maxLength: number;
  autoComplete?: string;
}) {
  const { form, name, maxLength, autoComplete = "off" } = props;
  return (
    <Field {...props} wide>
      {(control) => (
        <textarea
          {...control}
          rows={3}
          maxLength={maxLength}
          autoComplete={autoComplete}
          value={form.values[name]}
          onChange={(event) => form.change(name, event.currentTarget.value)}
        />
      )}
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** Choices whose stored value stays English while the page shows `label` of it (Tamil on a Tamil page). */
export const optionsOf = (
  values: readonly string[],
  label: (value: string) => string = (value) => value,
): Option[] => values.map((value) => ({ value, label: label(value) }));

export function SelectField(props: {
  form: FormState;
  name: ListingFormField;
  options: readonly Option[];
  required?: boolean;
  hint?: string | null;
  /** The empty choice's text: "Choose…" for a required field, "Not said" for an optional one. */
  placeholder?: string | null;
  describedBy?: string | null;
}) {
  const { form, name, options, required = false } = props;
  const placeholder =
    props.placeholder === undefined
      ? required
        ? m["listingForm.choose"]()
        : m["listingForm.notSaid"]()
      : props.placeholder;
  return (
    <Field {...props}>
      {(control) => (
        <select
          {...control}
          value={form.values[name]}
          onChange={(event) => form.change(name, event.currentTarget.value)}
        >
          {placeholder === null ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function YesNoField({ form, name }: { form: FormState; name: ListingFormField }) {
  return (
    <SelectField
      form={form}
      name={name}
      options={[
        { value: "yes", label: m["listingForm.yes"]() },
        { value: "no", label: m["listingForm.no"]() },
      ]}
    />
  );
}

/**
 * Rupees in Indian grouping as they are typed (12,50,000): the digits are regrouped on every keystroke and the
 * caret stays after the same digit. The budget, and the guideline value per unit.
 */
export function RupeesField(props: {
  form: FormState;
  name: "budget" | "guidelineValue";
  required?: boolean;
  hint?: ReactNode;
  describedBy: string | null;
}) {
  const { form, name } = props;
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const value = form.values[name];
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caret is placed after each new value renders
  useLayoutEffect(() => {
    if (caret.current === null || document.activeElement !== input.current) return;
    input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);
  return (
    <Field {...props}>
      {(control) => (
        <input
          {...control}
          ref={input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          value={value}
          onChange={(event) => {
            const field = event.currentTarget;
            const grouped = groupIndianAsYouType(field.value, field.selectionStart ?? field.value.length);
            caret.current = grouped.caret;
            form.change(name, grouped.value);
          }}
        />
      )}
    </Field>
  );
}

/** The budget (12,50,000 as it is typed). */
export function BudgetField({ form, describedBy }: { form: FormState; describedBy: string | null }) {
  return (
    <RupeesField
      form={form}
      name="budget"
      required
      hint={m["listingForm.hint.budget"]()}
      describedBy={describedBy}
    />
  );
}
