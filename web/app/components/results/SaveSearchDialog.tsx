// The Save this search dialog (SaveSearch.tsx loads it on the first press): a name, checked with the server's own
// schema before sending. It opens itself when it mounts.
import { useState } from "react";
import { savedSearchAnswer } from "#shared/api/saved-searches.ts";
import { firstMessages } from "#shared/forms/field-errors.ts";
import { SAVED_SEARCH_NAME_MAX, saveSearchSchema } from "#shared/forms/saved-search.ts";
import { apiFetch } from "#web/lib/api-fetch.ts";
import { m } from "#web/lib/i18n.ts";
import { Field } from "../ui/Field.tsx";
import { type DialogOutcome, FormDialog } from "../ui/FormDialog.tsx";

async function saveSearch(body: unknown): Promise<DialogOutcome<"name">> {
  const answer = await apiFetch("/api/v1/saved-searches", savedSearchAnswer, { method: "POST", body });
  if (answer.ok) return { sent: answer.body.message || m["savedSearch.saved"]() };
  return {
    errors: {
      name: answer.error?.fieldErrors?.name?.[0],
      form: answer.error?.message ?? m["savedSearch.failed"](),
    },
  };
}

export function SaveSearchDialog(props: { query: string; name: string; onClose: () => void }) {
  const [name, setName] = useState(props.name.slice(0, SAVED_SEARCH_NAME_MAX));
  const submit = () => {
    const parsed = saveSearchSchema.safeParse({ name, query: props.query });
    if (!parsed.success) return { errors: firstMessages(parsed.error) };
    return saveSearch(parsed.data);
  };

  return (
    <FormDialog<"name">
      title={m["savedSearch.open"]()}
      intro={m["savedSearch.intro"]()}
      sendText={m["savedSearch.save"]()}
      sendingText={m["confirmListing.saving"]()}
      submit={submit}
      onClose={props.onClose}
    >
      {(errors, id) => (
        <Field id={`${id}-name`} className={null} label={m["savedSearch.name"]()} error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          )}
        </Field>
      )}
    </FormDialog>
  );
}
