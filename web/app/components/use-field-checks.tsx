import { type FocusEvent, type FormEvent, useCallback, useState } from "react";

type Messages<Field extends string> = Partial<Record<Field, string>>;

/**
 * A form's messages beside its fields, from the form's schema (`check`): a field is checked when the person
 * leaves it, and again as they type while it shows a message; every field on submit, which stops at the first
 * message and moves focus to it. Fields (components/ui/Field) get the id `${prefix}-${field}`.
 */
export function useFieldChecks<Field extends string>(options: {
  prefix: string;
  fields: readonly Field[];
  check: (field: Field, value: string) => string | undefined;
  initial?: Messages<Field> | undefined;
}) {
  const { prefix, fields, check } = options;
  const [errors, setErrors] = useState<Messages<Field>>(options.initial ?? {});
  const checkOne = (field: Field, value: string) =>
    setErrors((now) => ({ ...now, [field]: check(field, value) }));
  const focusFirst = useCallback(
    (found: Messages<Field>) => {
      const first = fields.find((field) => found[field]);
      if (first) document.getElementById(`${prefix}-${first}`)?.focus();
      return first;
    },
    [fields, prefix],
  );
  /** Shows these messages instead (the server's answer; none after a success), focusing the first. */
  const show = useCallback(
    (found: Messages<Field>) => {
      setErrors(found);
      focusFirst(found);
    },
    [focusFirst],
  );

  return {
    errors,
    show,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      const values = new FormData(event.currentTarget);
      const found: Messages<Field> = {};
      for (const field of fields) {
        const message = check(field, String(values.get(field) ?? ""));
        if (message) found[field] = message;
      }
      setErrors(found);
      if (focusFirst(found)) event.preventDefault();
    },
    /** A field's id and message, for components/ui/Field. */
    field: (field: Field) => ({ id: `${prefix}-${field}`, error: errors[field] }),
    /** Its control's name and checks. */
    control: (field: Field) => ({
      name: field,
      onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        // On the way to the submit button the submit checks every field: a message appearing now would move the
        // button from under the pointer and swallow the click.
        if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === "submit") return;
        checkOne(field, event.currentTarget.value);
      },
      onChange: (event: { currentTarget: { value: string } }) => {
        if (errors[field]) checkOne(field, event.currentTarget.value);
      },
    }),
  };
}

/** What a form sent by a fetcher is answered: done, or refused with its messages and what was typed. */
type SentAnswer<Field extends string> =
  | { ok: true }
  | { ok: false; message: string; fieldErrors: Messages<Field>; values: Partial<Record<Field, string>> };

/**
 * A form sent by `fetcher`, with its fields' checks (useFieldChecks): the answer is the fetcher's, or until it has
 * one the page's (`initial`, its action's when the form was posted without JavaScript), whose messages the fields
 * show first.
 */
export function useFormAnswer<Field extends string, Answer extends SentAnswer<Field>>(
  fetcher: { data: Answer | undefined; state: string },
  options: {
    initial: Answer | undefined;
    prefix: string;
    fields: readonly Field[];
    check: (field: Field, value: string) => string | undefined;
  },
) {
  const { initial } = options;
  const answer = fetcher.data ?? initial;
  // The first messages are the page's answer's: the fetcher has none while the form mounts.
  const checks = useFieldChecks<Field>({
    ...options,
    initial: initial && !initial.ok ? initial.fieldErrors : undefined,
  });
  const busy = fetcher.state !== "idle";
  const sent: SentAnswer<Field> | undefined = answer;
  const refused = sent && !sent.ok ? sent : undefined;
  return {
    answer,
    checks,
    busy,
    /** What was typed, from a refused answer. */
    values: refused?.values,
    /** A refusal of the whole form (no field named), shown under it until the form is sent again. */
    formRefusal:
      refused && !busy && Object.keys(refused.fieldErrors).length === 0 ? refused.message : undefined,
  };
}
