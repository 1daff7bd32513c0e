// The console's add / edit form beside a list (plans, registration rates): sent by a fetcher with its fields'
// checks (useFormAnswer); entering edit mode moves the admin to the form; a saved edit leaves edit mode for the
// list's page, a saved addition empties the form for the next; a refusal shows under its fields, or as a toast
// when it names none.
import { useEffect, useRef } from "react";
import { useFetcher, useNavigate } from "react-router";
import { showError, showSuccess } from "#web/lib/toast.ts";
import { useFormAnswer } from "./use-field-checks.tsx";

type EditAnswer<Field extends string> =
  | { ok: true; intent: "create" | "update" | "delete" }
  | {
      ok: false;
      intent: "create" | "update" | "delete";
      message: string;
      fieldErrors: Partial<Record<Field, string>>;
      values: Partial<Record<Field, string>>;
    };

export function useAdminEditForm<Field extends string, Answer extends EditAnswer<Field>>(options: {
  /** The action's answer when the page was posted without JavaScript. */
  initial: Answer | undefined;
  editing: boolean;
  prefix: string;
  fields: readonly Field[];
  check: (field: Field, value: string) => string | undefined;
  /** Where a saved edit goes: the list's page, out of edit mode. */
  listPath: string;
  updated: () => string;
  added: () => string;
}) {
  const { initial, editing, listPath, updated, added } = options;
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const firstInput = useRef<HTMLInputElement>(null);
  const fetcher = useFetcher<Answer>();
  // Answers are plain JSON already: what was sent is what arrives.
  const data = fetcher.data as Answer | undefined;
  const answer = useFormAnswer<Field, Answer>(
    { data, state: fetcher.state },
    {
      ...options,
      // A deletion's answer is the list's, not this form's.
      initial: initial?.intent !== "delete" ? initial : undefined,
    },
  );
  const { show } = answer.checks;

  useEffect(() => {
    if (!editing) return;
    firstInput.current?.focus();
    firstInput.current?.scrollIntoView({ block: "center" });
  }, [editing]);

  useEffect(() => {
    const result = data;
    if (!result || result.intent === "delete") return;
    if (result.ok) {
      show({});
      if (result.intent === "update") {
        showSuccess(updated());
        navigate(listPath, { replace: true, preventScrollReset: true });
      } else {
        showSuccess(added());
        form.current?.reset();
        firstInput.current?.focus();
      }
      return;
    }
    show(result.fieldErrors);
    if (Object.keys(result.fieldErrors).length === 0) showError(result.message);
  }, [data, navigate, show, listPath, updated, added]);

  return { ...answer, fetcher, form, firstInput };
}
