import { type FormEvent, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  BANNER_SIZE,
  bannerAddSchema,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  checkContentField,
} from "#shared/forms/content.ts";
import { UploadError } from "#web/components/upload/upload-store.ts";
import { m } from "#web/lib/i18n.ts";
import { showError, showSuccess } from "#web/lib/toast.ts";
import { Field } from "../ui/Field.tsx";
import { type ContentAnswer, useAnswer } from "./answer.ts";
import { ConfirmDelete } from "./ConfirmDelete.tsx";
import { ImageField } from "./ImageField.tsx";
import { type ImageUpload, useImageUpload } from "./use-image-upload.ts";

export interface BannerImageView {
  id: string;
  url: string;
  thumbUrl: string;
  alt: string;
  altTa: string | null;
}

export interface BannerGroupView {
  id: string;
  name: string;
  types: string | null;
  images: BannerImageView[];
}

type Errors = Record<string, string | undefined>;

/** The fetchers of a group's forms: keyed, so that a row replaced or deleted still has its answer read. */
const keys = (groupId: string) => ({
  add: `banner-add-${groupId}`,
  replace: `banner-replace-${groupId}`,
  delete: `banner-delete-${groupId}`,
});

/** Uploads the chosen picture (if any) and posts the form with its upload id; says what failed, as §8 words it. */
async function uploadThenSubmit(upload: ImageUpload, submit: (uploadId: string) => void): Promise<void> {
  let uploadId: string;
  try {
    uploadId = await upload.upload();
  } catch (error) {
    showError(error instanceof UploadError && error.detail ? error.detail : CONTENT_MESSAGES.uploadFailed);
    return;
  }
  showSuccess(CONTENT_MESSAGES.imageUploaded);
  submit(uploadId);
}

/** Alt text (or its optional Tamil text, which Tamil pages show) with its instant check. */
function AltField(props: {
  id: string;
  name?: "alt" | "altTa";
  defaultValue?: string;
  error: string | undefined;
  onCheck(message: string | undefined): void;
}) {
  const { id, error } = props;
  const name = props.name ?? "alt";
  const check = (value: string) => props.onCheck(checkContentField(bannerAddSchema, name, value));
  return (
    <Field
      id={id}
      label={name === "alt" ? m["banners.alt"]() : m["banners.altTa"]()}
      hint={name === "alt" ? m["banners.altHint"]() : m["banners.altTaHint"]()}
      error={error}
    >
      {(control) => (
        <input
          {...control}
          name={name}
          type="text"
          required={name === "alt"}
          maxLength={CONTENT_LIMITS.alt}
          lang={name === "altTa" ? "ta" : undefined}
          defaultValue={props.defaultValue}
          onBlur={(event) => check(event.currentTarget.value)}
          onChange={(event) => {
            if (error) check(event.currentTarget.value);
          }}
        />
      )}
    </Field>
  );
}

/** The alt text's fields, English and Tamil, checked as the server will. */
function AltFields(props: {
  id: string;
  image?: BannerImageView;
  errors: Errors;
  setErrors(update: (current: Errors) => Errors): void;
}) {
  const { id, image, errors } = props;
  return (
    <>
      <AltField
        id={`${id}-alt`}
        defaultValue={image?.alt}
        error={errors.alt}
        onCheck={(message) => props.setErrors((current) => ({ ...current, alt: message }))}
      />
      <AltField
        id={`${id}-altTa`}
        name="altTa"
        defaultValue={image?.altTa ?? ""}
        error={errors.altTa}
        onCheck={(message) => props.setErrors((current) => ({ ...current, altTa: message }))}
      />
    </>
  );
}

/** Both alt texts of a form, and the first one's message (checked as the server will). */
function readAlts(form: HTMLFormElement) {
  const values = new FormData(form);
  const alt = String(values.get("alt") ?? "");
  const altTa = String(values.get("altTa") ?? "");
  return {
    alt,
    altTa,
    errors: {
      alt: checkContentField(bannerAddSchema, "alt", alt),
      altTa: checkContentField(bannerAddSchema, "altTa", altTa),
    },
  };
}

/** Add: choose an image, see it, give its alt text, upload with progress, then save it into the group. */
function AddBanner({ group, size }: { group: BannerGroupView; size: { width: number; height: number } }) {
  const id = useId();
  const upload = useImageUpload();
  const fetcher = useFetcher<ContentAnswer>({ key: keys(group.id).add });
  const [errors, setErrors] = useState<Errors>({});
  const [formKey, setFormKey] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  /** The upload the form names: deleted again when saving it fails (the admin will upload anew). */
  const sent = useRef<string | null>(null);
  const uploading = upload.status === "uploading" || upload.status === "processing";
  const busy = uploading || fetcher.state !== "idle";

  useAnswer(fetcher, (answer) => {
    if (answer.ok) {
      upload.choose(null);
      setErrors({});
      setFormKey((key) => key + 1);
      setSaved(`${CONTENT_MESSAGES.imageUploaded} ${answer.message}`);
      return;
    }
    if (sent.current) upload.discard(sent.current);
    setErrors(answer.fieldErrors);
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { alt, altTa, errors: altErrors } = readAlts(event.currentTarget);
    const found: Errors = { uploadId: upload.file ? undefined : CONTENT_MESSAGES.chooseImage, ...altErrors };
    setErrors(found);
    setSaved(null);
    const wrong = (["uploadId", "alt", "altTa"] as const).find((field) => found[field]);
    const first = wrong ? `${id}-${wrong === "uploadId" ? "file" : wrong}` : null;
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    await uploadThenSubmit(upload, (uploadId) => {
      sent.current = uploadId;
      fetcher.submit({ intent: "add", groupId: group.id, uploadId, alt, altTa }, { method: "post" });
    });
  };

  return (
    <form key={formKey} className="banner-add" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <h3>{m["banners.addTitle"]({ name: group.name })}</h3>
      <ImageField
        id={`${id}-file`}
        label={m["banners.file"]()}
        hint={m["banners.hint"]({ width: size.width, height: size.height })}
        upload={upload}
        error={errors.uploadId}
        onError={(message) => setErrors((current) => ({ ...current, uploadId: message }))}
        required
      />
      <AltFields id={id} errors={errors} setErrors={setErrors} />
      <button type="submit" className="button button-primary" disabled={busy}>
        {fetcher.state !== "idle" ? m["picker.saving"]() : m["banners.upload"]()}
      </button>
      <p className="form-success" role="status">
        {saved}
      </p>
    </form>
  );
}

/** Replace in place: a new image (optional) and the alt text. */
function ReplaceBanner(props: { group: BannerGroupView; image: BannerImageView; onClose(): void }) {
  const { group, image } = props;
  const id = useId();
  const upload = useImageUpload();
  const fetcher = useFetcher<ContentAnswer>({ key: keys(group.id).replace });
  const [errors, setErrors] = useState<Errors>({});
  const busy = upload.status === "uploading" || upload.status === "processing" || fetcher.state !== "idle";
  const sent = useRef<string | null>(null);

  // A success with a new image replaces this row (new id); an alt text saved keeps it: close the form.
  useAnswer(fetcher, (answer) => {
    if (answer.ok) return props.onClose();
    if (sent.current) upload.discard(sent.current);
    setErrors(answer.fieldErrors);
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { alt, altTa, errors: altErrors } = readAlts(event.currentTarget);
    setErrors(altErrors);
    const wrong = (["alt", "altTa"] as const).find((field) => altErrors[field]);
    if (wrong) {
      document.getElementById(`${id}-${wrong}`)?.focus();
      return;
    }
    const submit = (uploadId: string) => {
      sent.current = uploadId || null;
      fetcher.submit(
        { intent: "replace", groupId: group.id, imageId: image.id, uploadId, alt, altTa },
        { method: "post" },
      );
    };
    if (upload.file) await uploadThenSubmit(upload, submit);
    else submit("");
  };

  return (
    <form className="banner-replace" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <p className="field-hint">{m["banners.replaceHint"]()}</p>
      <ImageField
        id={`${id}-file`}
        label={m["banners.newFile"]()}
        hint={m["banners.hint"](BANNER_SIZE)}
        upload={upload}
        error={errors.uploadId}
        onError={(message) => setErrors((current) => ({ ...current, uploadId: message }))}
      />
      <AltFields id={id} image={image} errors={errors} setErrors={setErrors} />
      <div className="banner-actions">
        <button type="submit" className="button button-primary button-small" disabled={busy}>
          {fetcher.state !== "idle" ? m["picker.saving"]() : m["banners.save"]()}
        </button>
        <button type="button" className="button button-small" onClick={props.onClose} disabled={busy}>
          {m["banners.cancel"]()}
        </button>
      </div>
    </form>
  );
}

function BannerItem(props: {
  group: BannerGroupView;
  image: BannerImageView;
  position: number;
  canDelete: boolean;
}) {
  const { group, image, position } = props;
  const [replacing, setReplacing] = useState(false);
  const count = group.images.length;
  const label = (action: string) => m["banners.actionsFor"]({ action, position });
  return (
    <li className="banner-item" data-banner-id={image.id}>
      <figure>
        <img src={image.thumbUrl} alt={image.alt} loading="lazy" decoding="async" width={240} height={120} />
        <figcaption>
          <span className="banner-position">{m["banners.imageLabel"]({ position, count })}</span>
          <span className="banner-alt">{image.alt}</span>
          {image.altTa ? (
            <span className="banner-alt" lang="ta">
              {image.altTa}
            </span>
          ) : null}
        </figcaption>
      </figure>
      {replacing ? (
        <ReplaceBanner group={group} image={image} onClose={() => setReplacing(false)} />
      ) : (
        <div className="banner-actions">
          <button
            type="button"
            className="button button-small"
            aria-label={label(m["banners.replace"]())}
            onClick={() => setReplacing(true)}
          >
            {m["banners.replace"]()}
          </button>
          {props.canDelete ? (
            <ConfirmDelete
              fetcherKey={keys(group.id).delete}
              label={m["banners.delete"]()}
              accessibleLabel={label(m["banners.delete"]())}
              title={m["banners.deleteTitle"]()}
              body={m["banners.deleteBody"]()}
              confirm={m["banners.deleteConfirm"]()}
              busy={m["banners.deleting"]()}
              cancel={m["banners.cancel"]()}
              fields={{ intent: "delete", groupId: group.id, imageId: image.id }}
            />
          ) : null}
        </div>
      )}
    </li>
  );
}

/** One group: its images with their alt text, replace and (above the minimum) delete, and the add form. */
export function BannerGroup(props: {
  group: BannerGroupView;
  minImages: number;
  size: { width: number; height: number };
}) {
  const { group, minImages } = props;
  const headingId = useId();
  const canDelete = group.images.length > minImages;
  // The toasts of every form of the group: rows that a success removes or replaces unmount before they could.
  const formKeys = keys(group.id);
  useAnswer(useFetcher<ContentAnswer>({ key: formKeys.add }), undefined, { toast: true });
  useAnswer(useFetcher<ContentAnswer>({ key: formKeys.replace }), undefined, { toast: true });
  useAnswer(useFetcher<ContentAnswer>({ key: formKeys.delete }), undefined, { toast: true });
  const count = m["banners.count"]({ count: group.images.length });
  return (
    <section className="banner-group" aria-labelledby={headingId} data-group-id={group.id}>
      <header className="banner-group-head">
        <h2 id={headingId}>{m["banners.groupTitle"]({ name: group.name })}</h2>
        <span className="admin-count">{count}</span>
      </header>
      <p className="field-hint">
        {group.types ? m["banners.typeNote"]({ name: group.name }) : m["banners.otherNote"]()}
      </p>
      {group.images.length === 0 ? (
        <p className="empty">
          {CONTENT_MESSAGES.noBanners} {group.types ? m["banners.fallback"]({ name: group.name }) : null}
        </p>
      ) : (
        <ol className="banner-list">
          {group.images.map((image, index) => (
            <BannerItem
              key={image.id}
              group={group}
              image={image}
              position={index + 1}
              canDelete={canDelete}
            />
          ))}
        </ol>
      )}
      {!canDelete && group.images.length > 0 ? (
        <p className="field-hint">{m["banners.keepNote"]({ min: minImages })}</p>
      ) : null}
      <AddBanner group={group} size={props.size} />
    </section>
  );
}
