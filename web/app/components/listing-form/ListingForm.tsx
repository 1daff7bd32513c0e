// The Sell form (/sell) and the owner's edit form (/editProperty/{id}): one component, posting to its page's action
// the form's text fields and, in hidden fields, the ordered upload ids (and for an edit the media it keeps). The
// shared zod schema checks it here for instant messages and again on the server, which has the last word.

import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useStore } from "zustand";
import { type ListingFormField, type ListingFormFields, MAX_LISTING_FILES } from "#shared/forms/listing.ts";
import { listingPath } from "#shared/paths.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { useUploadLimits } from "../upload/limits.ts";
import { MediaUploader } from "../upload/MediaUploader.tsx";
import {
  createUploadStore,
  finishedUpload,
  isBusy,
  type MediaPreview,
  savedItem,
  type UploadItem,
} from "../upload/upload-store.ts";
import { xhrTransport } from "../upload/xhr-upload.ts";
import { browserStorage, clearDraft, type DraftUpload, readDraft, saveDraft } from "./draft.ts";
import type { FormState } from "./fields.tsx";
import {
  checkEdit,
  checkSell,
  clearedBy,
  type FieldErrors,
  isShown,
  locationOf,
  withChange,
  withLocation,
  withoutError,
} from "./form-logic.ts";
import {
  AreaSection,
  ContactSection,
  FeaturesSection,
  LocationSection,
  PriceSection,
  PropertySection,
  Section,
  TitleSection,
} from "./sections.tsx";

/**
 * What both pages' actions answer: a refusal (form-refusal.server.ts: the fields' messages and one for the whole
 * form), or the listing made.
 */
export interface ListingFormAnswer {
  fieldErrors?: Record<string, string>;
  message?: string;
  submitted?: { id: string; code: string };
}

export interface SavedMedia extends MediaPreview {
  id: string;
}

interface ListingFormProps {
  mode: "sell" | "edit";
  /** The form's starting values (empty for /sell, the listing's for an edit). */
  start: ListingFormFields;
  savedMedia?: readonly SavedMedia[];
  /** /sell: where this member's draft is kept. */
  draftKey?: string;
  answer: ListingFormAnswer | undefined;
  /** Told before saving (an owner's edit of an approved listing sends it back for approval). */
  notice?: string | null;
  cancelTo?: string;
}

/** SPEC §9: the Sell form resets 5 seconds after a successful submit. */
export const RESET_AFTER_SUBMIT_MS = 5_000;
const DRAFT_DEBOUNCE_MS = 400;
const UPLOADS_ID = "listing-uploads";
const UPLOADS_ERROR_ID = "listing-uploads-error";

/** Selected from the upload store as a string, so that progress ticks re-render only the upload list. */
const idsOf = (items: readonly UploadItem[], origin: UploadItem["origin"]) =>
  items
    .filter((item) => item.origin === origin && item.status === "done" && item.id)
    .map((item) => item.id)
    .join(" ");
const splitIds = (ids: string) => (ids ? ids.split(" ") : []);

function draftUploadsOf(items: readonly UploadItem[]): DraftUpload[] {
  return items.flatMap((item) =>
    item.origin === "new" && item.status === "done" && item.id && item.media
      ? [{ id: item.id, name: item.name, media: item.media }]
      : [],
  );
}

/** Fields with a control of their own; a message for anything else shows above the submit button. */
function isPlaced(values: ListingFormFields, name: string): boolean {
  if (name === "uploadIds" || name === "keepMediaIds") return true;
  return name in values && isShown(values, name as ListingFormField);
}

export function ListingForm(props: ListingFormProps) {
  const { mode, start, answer, draftKey } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const [values, setValues] = useState(start);
  const limits = useUploadLimits();
  const [store] = useState(() =>
    createUploadStore({
      transport: xhrTransport(limits),
      maxFiles: MAX_LISTING_FILES,
      initial: (props.savedMedia ?? []).map((media, index) => savedItem(media, index + 1)),
    }),
  );
  const uploadIds = useStore(store, (state) => idsOf(state.items, "new"));
  const keepMediaIds = useStore(store, (state) => idsOf(state.items, "saved"));
  // The edit form's one display order of saved media and new uploads together: a new photo may become the cover.
  const mediaOrder = useStore(store, (state) =>
    state.items
      .filter((item) => item.status === "done" && item.id)
      .map((item) => item.id)
      .join(" "),
  );
  const uploading = useStore(store, (state) => state.items.some(isBusy));
  const uploadFailed = useStore(store, (state) => state.items.some((item) => item.status === "failed"));
  const draftUploads = useStore(store, (state) => JSON.stringify(draftUploadsOf(state.items)));

  // Messages: each answer of the server shows all of its own; an edited field's message goes at once (SPEC §5).
  const [local, setLocal] = useState<{ answer: ListingFormAnswer | undefined; errors: FieldErrors }>({
    answer,
    errors: answer?.fieldErrors ?? {},
  });
  const errors = local.answer === answer ? local.errors : (answer?.fieldErrors ?? {});
  const setErrors = (next: FieldErrors) => setLocal({ answer, errors: next });
  const [focusRequest, setFocusRequest] = useState(0);

  const [resetFor, setResetFor] = useState<ListingFormAnswer | undefined>(undefined);
  const submitted = answer?.submitted && resetFor !== answer ? answer.submitted : null;
  const [restored, setRestored] = useState(false);
  const [draftReady, setDraftReady] = useState(false);
  const draftBlocked = useRef(false);

  const form: FormState = {
    values,
    errors,
    readOnly: new Set<ListingFormField>(mode === "edit" ? ["state", "propertyName", "types"] : ["state"]),
    change(name, value) {
      // From the values as they are: fields typed into before hydration all change in one go.
      setValues((current) => withChange(current, name, value));
      const remaining = clearedBy(name).reduce(withoutError, errors);
      if (remaining !== errors) setErrors(remaining);
    },
  };

  // The first field with a message takes the focus, after a check here or the server's answer.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  useEffect(() => {
    if (answer?.fieldErrors && Object.keys(answer.fieldErrors).length > 0) setFocusRequest((n) => n + 1);
  }, [answer]);

  // The draft: restored once on arrival, then kept as the member types (debounced) and when the page goes away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restores once, on arrival
  useEffect(() => {
    if (!draftKey) return;
    const draft = readDraft(browserStorage(), draftKey);
    if (draft) {
      setValues({ ...start, ...draft.values });
      store.getState().reset(draft.uploads.map(finishedUpload));
      setRestored(true);
    }
    setDraftReady(true);
  }, []);
  const writeDraft = useRef(() => {});
  useEffect(() => {
    writeDraft.current = () => {
      if (!draftKey || !draftReady || draftBlocked.current) return;
      saveDraft(browserStorage(), draftKey, {
        values,
        uploads: JSON.parse(draftUploads) as DraftUpload[],
        start,
      });
    };
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the form starts the wait again
  useEffect(() => {
    if (!draftReady) return;
    const timer = setTimeout(() => writeDraft.current(), DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values, draftUploads, draftReady]);
  useEffect(() => {
    const flush = () => writeDraft.current();
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, []);

  // After a successful submit: the draft goes at once, the form 5 s later (SPEC §9).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new answer of the server
  useEffect(() => {
    if (!answer?.submitted) return;
    draftBlocked.current = true;
    if (draftKey) clearDraft(browserStorage(), draftKey);
    setRestored(false);
    const timer = setTimeout(() => {
      setValues(start);
      store.getState().reset();
      setResetFor(answer);
      draftBlocked.current = false;
    }, RESET_AFTER_SUBMIT_MS);
    return () => clearTimeout(timer);
  }, [answer]);

  function discardDraft() {
    for (const item of store.getState().items) store.getState().remove(item.key);
    if (draftKey) clearDraft(browserStorage(), draftKey);
    setValues(start);
    setErrors({});
    setRestored(false);
  }

  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (uploading || submitting || submitted) {
      event.preventDefault();
      return;
    }
    const found =
      mode === "sell"
        ? checkSell(values, splitIds(uploadIds))
        : checkEdit(values, splitIds(keepMediaIds), splitIds(uploadIds));
    if (uploadFailed) found.uploadIds ??= m["upload.failed"]();
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setErrors(found);
      setFocusRequest((n) => n + 1);
    }
  }

  const unplaced = Object.entries(errors)
    .filter(([name]) => !isPlaced(values, name))
    .map(([, message]) => message);
  const hasErrors = Object.keys(errors).length > 0;
  // A refusal with field messages is said by the line above them; one without (a failure, a listing gone) by its own.
  const formError =
    answer?.message && Object.keys(answer.fieldErrors ?? {}).length === 0 ? answer.message : null;
  const uploadsError = errors.uploadIds ?? errors.keepMediaIds ?? null;
  const statusId = "listing-submit-status";

  return (
    <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} className="listing-form">
      {mode === "sell" ? (
        restored ? (
          <div className="draft-notice" role="status">
            <p>{m["draft.restored"]()}</p>
            <button type="button" className="button button-small" onClick={discardDraft}>
              {m["draft.discard"]()}
            </button>
          </div>
        ) : (
          <p className="field-hint">{m["draft.kept"]()}</p>
        )
      ) : null}
      <PropertySection form={form} />
      <PriceSection form={form} />
      <AreaSection form={form} />
      <FeaturesSection form={form} />
      <LocationSection
        form={form}
        location={locationOf(values)}
        changeLocation={(location) => {
          setValues((current) => withLocation(current, location));
          const remaining = ["latitude", "longitude", "locationShown"].reduce(withoutError, errors);
          if (remaining !== errors) setErrors(remaining);
        }}
      />
      <ContactSection form={form} />
      <TitleSection form={form} />
      <Section id="section-media" title={m["listingForm.section.media"]()}>
        <div className="field-wide">
          <MediaUploader
            store={store}
            inputId={UPLOADS_ID}
            maxFiles={MAX_LISTING_FILES}
            limits={limits}
            error={uploadsError}
            errorId={UPLOADS_ERROR_ID}
          />
        </div>
      </Section>
      {splitIds(uploadIds).map((id) => (
        <input key={id} type="hidden" name="uploadIds" value={id} />
      ))}
      {mode === "edit"
        ? splitIds(keepMediaIds).map((id) => <input key={id} type="hidden" name="keepMediaIds" value={id} />)
        : null}
      {mode === "edit"
        ? splitIds(mediaOrder).map((id) => <input key={id} type="hidden" name="mediaOrder" value={id} />)
        : null}
      <div className="form-submit">
        {props.notice ? (
          <p id="listing-approval-notice" className="approval-notice">
            {props.notice}
          </p>
        ) : null}
        <div role="alert" className="form-messages">
          {hasErrors ? <p className="form-error">{m["listingForm.fixErrors"]()}</p> : null}
          {unplaced.map((message) => (
            <p key={message} className="form-error">
              {message}
            </p>
          ))}
          {formError ? <p className="form-error">{formError}</p> : null}
        </div>
        <div role="status" id={statusId}>
          {submitted ? (
            <div className="form-success-box">
              <p className="form-success">{m["sell.submitted"]()}</p>
              <p>
                <Link to={listingPath(submitted.id)}>{m["sell.viewListing"]({ code: submitted.code })}</Link>{" "}
                · {m["sell.resetSoon"]()}
              </p>
            </div>
          ) : uploading ? (
            <p className="field-hint">{m["listingForm.waitUploads"]()}</p>
          ) : null}
        </div>
        <div className="form-buttons">
          <button
            type="submit"
            className="button button-primary"
            disabled={uploading || submitting || submitted !== null}
            aria-describedby={props.notice ? "listing-approval-notice" : undefined}
          >
            {mode === "sell"
              ? submitting
                ? m["sell.submitting"]()
                : m["sell.submit"]()
              : submitting
                ? m["edit.saving"]()
                : m["edit.save"]()}
          </button>
          {props.cancelTo ? (
            <Link className="button" to={props.cancelTo}>
              {m["edit.cancel"]()}
            </Link>
          ) : null}
        </div>
      </div>
    </Form>
  );
}
