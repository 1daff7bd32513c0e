import { type FormEvent, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  checkContentField,
  collectionFormSchema,
} from "#shared/forms/content.ts";
import { typeResultsPath } from "#shared/paths.ts";
import { UploadError } from "#web/components/upload/upload-store.ts";
import { m } from "#web/lib/i18n.ts";
import { showError, showSuccess } from "#web/lib/toast.ts";
import { Field } from "../ui/Field.tsx";
import { type ContentAnswer, useAnswer } from "./answer.ts";
import { ConfirmDelete } from "./ConfirmDelete.tsx";
import { ImageField } from "./ImageField.tsx";
import { useImageUpload } from "./use-image-upload.ts";

export interface CollectionView {
  id: string;
  title: string;
  description: string;
  titleTa: string | null;
  descriptionTa: string | null;
  propertyName: string | null;
  image: { url: string; thumbUrl: string } | null;
}

type Errors = Record<string, string | undefined>;
const TEXT_FIELDS = ["title", "description", "titleTa", "descriptionTa", "propertyName"] as const;
/** What Tamil pages show instead of the title and description; blank: the English. */
const OPTIONAL_FIELDS = new Set<string>(["titleTa", "descriptionTa"]);

/** Keyed fetchers: a deleted row unmounts before it could read its answer; the manager shows every toast. */
const KEYS = {
  create: "collection-create",
  update: "collection-update",
  move: "collection-move",
  delete: "collection-delete",
} as const;

/** Create (image required) or edit (image optional: the current one stays) a collection. */
function CollectionForm(props: {
  collection: CollectionView | null;
  propertyNames: readonly string[];
  onDone(): void;
}) {
  const { collection } = props;
  const id = useId();
  const upload = useImageUpload();
  const fetcher = useFetcher<ContentAnswer>({ key: collection ? KEYS.update : KEYS.create });
  const [errors, setErrors] = useState<Errors>({});
  const sent = useRef<string | null>(null);
  const busy = upload.status === "uploading" || upload.status === "processing" || fetcher.state !== "idle";

  useAnswer(fetcher, (answer) => {
    if (answer.ok) return props.onDone();
    if (sent.current) upload.discard(sent.current);
    setErrors(answer.fieldErrors);
  });

  const check = (field: string, value: string) =>
    setErrors((current) => ({ ...current, [field]: checkContentField(collectionFormSchema, field, value) }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, String(new FormData(form).get(f) ?? "")]));
    const found: Errors = Object.fromEntries(
      TEXT_FIELDS.map((f) => [f, checkContentField(collectionFormSchema, f, values[f]!)]),
    );
    if (!collection && !upload.file) found.uploadId = CONTENT_MESSAGES.chooseImage;
    setErrors(found);
    const first = [...TEXT_FIELDS, "uploadId"].find((f) => found[f]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    let uploadId = "";
    if (upload.file) {
      try {
        uploadId = await upload.upload();
      } catch (error) {
        showError(
          error instanceof UploadError && error.detail ? error.detail : CONTENT_MESSAGES.uploadFailed,
        );
        return;
      }
      showSuccess(CONTENT_MESSAGES.imageUploaded);
    }
    sent.current = uploadId || null;
    const target: Record<string, string> = collection
      ? { intent: "update", id: collection.id }
      : { intent: "create" };
    fetcher.submit({ ...target, ...values, uploadId }, { method: "post" });
  };

  /** A field's shell (id, label, message) and its control's name, language and checks. */
  const shell = (name: string, label: string) => ({ id: `${id}-${name}`, label, error: errors[name] });
  const control = (name: string) => ({
    name,
    required: !OPTIONAL_FIELDS.has(name),
    lang: OPTIONAL_FIELDS.has(name) ? "ta" : undefined,
    onBlur: (event: { currentTarget: { value: string } }) => check(name, event.currentTarget.value),
    onChange: (event: { currentTarget: { value: string } }) => {
      if (errors[name]) check(name, event.currentTarget.value);
    },
  });

  return (
    <form className="collection-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <h3>
        {collection ? m["collections.editTitle"]({ title: collection.title }) : m["collections.addTitle"]()}
      </h3>
      <Field {...shell("title", m["collections.fieldTitle"]())}>
        {(aria) => (
          <input
            {...aria}
            {...control("title")}
            type="text"
            maxLength={60}
            defaultValue={collection?.title}
          />
        )}
      </Field>
      <Field {...shell("description", m["collections.fieldDescription"]())}>
        {(aria) => (
          <textarea
            {...aria}
            {...control("description")}
            rows={3}
            maxLength={400}
            defaultValue={collection?.description}
          />
        )}
      </Field>
      <Field {...shell("titleTa", m["collections.fieldTitleTa"]())}>
        {(aria) => (
          <input
            {...aria}
            {...control("titleTa")}
            type="text"
            maxLength={CONTENT_LIMITS.title}
            defaultValue={collection?.titleTa ?? ""}
          />
        )}
      </Field>
      <Field
        {...shell("descriptionTa", m["collections.fieldDescriptionTa"]())}
        hint={m["collections.tamilHint"]()}
      >
        {(aria) => (
          <textarea
            {...aria}
            {...control("descriptionTa")}
            rows={3}
            maxLength={CONTENT_LIMITS.description}
            defaultValue={collection?.descriptionTa ?? ""}
          />
        )}
      </Field>
      <Field {...shell("propertyName", m["collections.fieldPropertyName"]())}>
        {(aria) => (
          <select {...aria} {...control("propertyName")} defaultValue={collection?.propertyName ?? ""}>
            <option value="">{m["collections.choose"]()}</option>
            {props.propertyNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ImageField
        id={`${id}-uploadId`}
        label={collection ? m["collections.fieldImageKeep"]() : m["collections.fieldImage"]()}
        hint={m["collections.imageHint"]()}
        upload={upload}
        error={errors.uploadId}
        onError={(message) => setErrors((current) => ({ ...current, uploadId: message }))}
        required={!collection}
        current={collection?.image?.thumbUrl}
      />
      <div className="collection-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {fetcher.state !== "idle" ? m["picker.saving"]() : m["collections.save"]()}
        </button>
        <button type="button" className="button" onClick={props.onDone} disabled={busy}>
          {m["collections.cancel"]()}
        </button>
      </div>
    </form>
  );
}

/** Move up or down: a small form per button, so that it works before the page's JavaScript has loaded. */
function MoveButton(props: { collection: CollectionView; direction: "up" | "down"; enabled: boolean }) {
  const { collection, direction, enabled } = props;
  const fetcher = useFetcher<ContentAnswer>({ key: KEYS.move });
  const text = direction === "up" ? m["collections.moveUp"]() : m["collections.moveDown"]();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={collection.id} />
      <input type="hidden" name="direction" value={direction} />
      {/* aria-disabled rather than disabled: a button that stops working under the finger keeps the focus. */}
      <button
        type="submit"
        className="button button-small"
        data-action={direction}
        aria-label={m["collections.actionLabel"]({ action: text, title: collection.title })}
        aria-disabled={!enabled || fetcher.state !== "idle"}
        onClick={(event) => {
          if (!enabled || fetcher.state !== "idle") event.preventDefault();
        }}
      >
        {direction === "up" ? "↑" : "↓"} {text}
      </button>
    </fetcher.Form>
  );
}

function CollectionRow(props: {
  collection: CollectionView;
  position: number;
  count: number;
  propertyNames: readonly string[];
}) {
  const { collection, position, count } = props;
  const [editing, setEditing] = useState(false);
  const label = (action: string) => m["collections.actionLabel"]({ action, title: collection.title });
  return (
    <li className="collection-item" data-collection-id={collection.id}>
      <div className="collection-summary">
        {collection.image ? (
          <img
            src={collection.image.thumbUrl}
            alt=""
            width={160}
            height={107}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="collection-noimage">{m["collections.noImage"]()}</span>
        )}
        <div className="collection-text">
          <p className="collection-position">{m["collections.position"]({ position, count })}</p>
          <h2 className="collection-title">{collection.title}</h2>
          <p>{collection.description}</p>
          {collection.titleTa || collection.descriptionTa ? (
            <p lang="ta">{[collection.titleTa, collection.descriptionTa].filter(Boolean).join(" · ")}</p>
          ) : null}
          <p className="field-hint">
            {collection.propertyName ? (
              <>
                {m["collections.linksTo"]({ name: collection.propertyName })} ·{" "}
                <a href={typeResultsPath("sell", collection.propertyName)}>{m["collections.viewMore"]()}</a>
              </>
            ) : (
              m["collections.noLink"]()
            )}
          </p>
        </div>
      </div>
      {editing ? (
        <CollectionForm
          collection={collection}
          propertyNames={props.propertyNames}
          onDone={() => setEditing(false)}
        />
      ) : (
        <div className="collection-actions">
          <MoveButton collection={collection} direction="up" enabled={position > 1} />
          <MoveButton collection={collection} direction="down" enabled={position < count} />
          <button
            type="button"
            className="button button-small"
            aria-label={label(m["collections.edit"]())}
            onClick={() => setEditing(true)}
          >
            {m["collections.edit"]()}
          </button>
          <ConfirmDelete
            fetcherKey={KEYS.delete}
            label={m["collections.delete"]()}
            accessibleLabel={label(m["collections.delete"]())}
            title={m["collections.deleteTitle"]({ title: collection.title })}
            body={m["collections.deleteBody"]()}
            confirm={m["collections.deleteConfirm"]()}
            busy={m["collections.deleting"]()}
            cancel={m["collections.cancel"]()}
            fields={{ intent: "delete", id: collection.id }}
          />
        </div>
      )}
    </li>
  );
}

/** The list in home-page order, with create, edit, move and delete; every outcome as a toast. */
export function CollectionsManager(props: {
  collections: CollectionView[];
  propertyNames: readonly string[];
}) {
  const { collections } = props;
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const moves = useFetcher<ContentAnswer>({ key: KEYS.move });
  useAnswer(useFetcher<ContentAnswer>({ key: KEYS.create }), undefined, { toast: true });
  useAnswer(useFetcher<ContentAnswer>({ key: KEYS.update }), undefined, { toast: true });
  useAnswer(useFetcher<ContentAnswer>({ key: KEYS.delete }), undefined, { toast: true });
  // A move re-inserts its row, which drops the focus: put it back on the same button of the moved row.
  const moved = moves.formData;
  const lastMove = useRef<{ id: string; direction: string } | null>(null);
  if (moved) lastMove.current = { id: String(moved.get("id")), direction: String(moved.get("direction")) };
  useAnswer(
    moves,
    (answer) => {
      const target = lastMove.current;
      if (!answer.ok) showError(answer.message);
      if (!target) return;
      requestAnimationFrame(() => {
        const row = document.querySelector(`[data-collection-id="${CSS.escape(target.id)}"]`);
        row?.querySelector<HTMLButtonElement>(`[data-action="${target.direction}"]`)?.focus();
      });
    },
    { toast: false },
  );

  return (
    <>
      <div className="collection-toolbar">
        {adding ? null : (
          <button
            ref={addButton}
            type="button"
            className="button button-primary"
            onClick={() => setAdding(true)}
          >
            {m["collections.add"]()}
          </button>
        )}
      </div>
      {adding ? (
        <CollectionForm
          collection={null}
          propertyNames={props.propertyNames}
          onDone={() => {
            setAdding(false);
            requestAnimationFrame(() => addButton.current?.focus());
          }}
        />
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {moves.state === "idle" && moves.data?.ok ? moves.data.message : ""}
      </p>
      {collections.length === 0 ? (
        <p className="empty">{m["collections.empty"]()}</p>
      ) : (
        <ol className="collection-list">
          {collections.map((collection, index) => (
            <CollectionRow
              key={collection.id}
              collection={collection}
              position={index + 1}
              count={collections.length}
              propertyNames={props.propertyNames}
            />
          ))}
        </ol>
      )}
    </>
  );
}
