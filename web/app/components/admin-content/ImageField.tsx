import { m } from "#web/lib/i18n.ts";
import { Field } from "../ui/Field.tsx";
import { IMAGE_TYPES, type ImageUpload, isImageFile } from "./use-image-upload.ts";

/**
 * A file input for one picture (images only), its preview and its upload's progress in percent. The progress
 * stays at 100 % once the upload is in, until another file is chosen.
 */
export function ImageField(props: {
  id: string;
  label: string;
  hint: string;
  upload: ImageUpload;
  error: string | undefined;
  /** A message for the form's own check (a file that is not an image). */
  onError(message: string | undefined): void;
  required?: boolean;
  /** The picture shown before one is chosen (the current one, when editing). */
  current?: string | null;
}) {
  const { id, upload, error } = props;
  const busy = upload.status === "uploading" || upload.status === "processing";
  const shown = upload.preview ?? props.current ?? null;
  return (
    <div className="field image-field">
      <Field id={id} className={null} label={props.label} hint={props.hint} error={error}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept={IMAGE_TYPES.join(",")}
            required={props.required}
            disabled={busy}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0] ?? null;
              if (file && !isImageFile(file)) {
                event.currentTarget.value = "";
                upload.choose(null);
                props.onError(m["picker.notAnImage"]());
                return;
              }
              upload.choose(file);
              props.onError(undefined);
            }}
          />
        )}
      </Field>
      {shown ? (
        <img className="image-field-preview" src={shown} alt={m["picker.preview"]()} decoding="async" />
      ) : null}
      {upload.status !== "idle" && upload.status !== "failed" ? (
        <div className="upload-progress">
          <progress max={100} value={upload.percent} aria-label={m["picker.progress"]()} />
          <span role="status" aria-live="polite">
            {upload.status === "uploading"
              ? m["picker.uploading"]({ percent: upload.percent })
              : upload.status === "processing"
                ? m["picker.processing"]({ percent: upload.percent })
                : m["picker.uploaded"]({ percent: upload.percent })}
          </span>
        </div>
      ) : null}
    </div>
  );
}
