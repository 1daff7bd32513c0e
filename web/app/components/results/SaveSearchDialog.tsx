// The Save this search dialog (SaveSearch.tsx loads it on the first press): a name, checked with the server's own
// schema before sending. It opens itself when it mounts.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { savedSearchAnswer } from "#shared/api/saved-searches.ts";
import { firstMessages } from "#shared/forms/field-errors.ts";
import { SAVED_SEARCH_NAME_MAX, saveSearchSchema } from "#shared/forms/saved-search.ts";
import { apiFetch } from "#web/lib/api-fetch.ts";
import { m } from "#web/lib/i18n.ts";
import { showSuccess } from "#web/lib/toast.ts";

export function SaveSearchDialog(props: { query: string; name: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [name, setName] = useState(props.name.slice(0, SAVED_SEARCH_NAME_MAX));
  const [error, setError] = useState<{ name?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = saveSearchSchema.safeParse({ name, query: props.query });
    if (!parsed.success) {
      setError(firstMessages(parsed.error));
      return;
    }
    setSending(true);
    const answer = await apiFetch("/api/v1/saved-searches", savedSearchAnswer, {
      method: "POST",
      body: parsed.data,
    });
    setSending(false);
    if (answer.ok) {
      showSuccess(answer.body.message || m["savedSearch.saved"]());
      dialog.current?.close();
      return;
    }
    setError({
      name: answer.error?.fieldErrors?.name?.[0],
      form: answer.error?.message ?? m["savedSearch.failed"](),
    });
  };

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={`${id}-title`} onClose={props.onClose}>
      <h2 id={`${id}-title`}>{m["savedSearch.open"]()}</h2>
      <p>{m["savedSearch.intro"]()}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {error.form ? (
          <p className="form-error" role="alert">
            {error.form}
          </p>
        ) : null}
        <label htmlFor={`${id}-name`}>{m["savedSearch.name"]()}</label>
        <input
          id={`${id}-name`}
          name="name"
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          aria-invalid={error.name ? true : undefined}
          aria-describedby={error.name ? `${id}-name-error` : undefined}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        {error.name ? (
          <p id={`${id}-name-error`} className="field-error">
            {error.name}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {m["detail.notNow"]()}
          </button>
          <button type="submit" className="button button-primary" aria-disabled={sending || undefined}>
            {sending ? m["confirmListing.saving"]() : m["savedSearch.save"]()}
          </button>
        </div>
      </form>
    </dialog>
  );
}
