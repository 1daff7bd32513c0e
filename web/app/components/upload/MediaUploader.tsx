import { type DragEvent, useState } from "react";
import { useStore } from "zustand";
import type { StoreApi } from "zustand/vanilla";
import type { UploadLimits } from "#shared/public-config.ts";
import { m } from "#web/lib/i18n.ts";
import { sizeLimits } from "./limits.ts";
import { canBeCover, canMove, type UploadItem, type UploadState } from "./upload-store.ts";

interface UploaderProps {
  store: StoreApi<UploadState>;
  inputId: string;
  maxFiles: number;
  /** The sizes the server accepts, stated beside the picker; null where they are not known. */
  limits: UploadLimits | null;
  /** A message about the files from the form's check or the server, shown beside the picker. */
  error: string | null;
  errorId: string;
}

type Action = "earlier" | "later" | "cover" | "remove" | "retry";

/** After a move React re-inserts the row, which drops focus: put it back on the same button of the same row. */
function refocus(key: string, action: Action): void {
  requestAnimationFrame(() => {
    const row = document.querySelector(`[data-upload-key="${CSS.escape(key)}"]`);
    row?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)?.focus();
  });
}

function Thumb({ item }: { item: UploadItem }) {
  if (item.media?.kind === "video")
    return (
      <video src={item.media.url} controls muted playsInline preload="metadata" className="upload-thumb" />
    );
  const src = item.media?.thumbUrl ?? item.localPreview;
  if (src) return <img src={src} alt="" className="upload-thumb" decoding="async" />;
  return (
    <span className="upload-thumb upload-thumb-empty" aria-hidden="true">
      {item.file?.type.startsWith("video/") ? "▶" : "▣"}
    </span>
  );
}

function statusText(item: UploadItem): string {
  switch (item.status) {
    case "waiting":
      return m["upload.waiting"]();
    case "uploading":
      return m["upload.uploading"]({ percent: item.percent });
    case "processing":
      return m["upload.processing"]();
    case "done":
      return item.origin === "saved" ? m["upload.saved"]() : m["upload.done"]();
    case "failed":
      return m["upload.failed"]();
  }
}

/** Move one place earlier or later. aria-disabled rather than disabled: a button that stops working under the
 * finger keeps the focus. */
function MoveButton(props: {
  store: StoreApi<UploadState>;
  item: UploadItem;
  by: -1 | 1;
  enabled: boolean;
  label: (action: string) => string;
}) {
  const { store, item, by, enabled } = props;
  const action = by < 0 ? "earlier" : "later";
  const text = (by < 0 ? m["upload.moveEarlier"] : m["upload.moveLater"])();
  return (
    <button
      type="button"
      className="button button-small"
      data-action={action}
      aria-label={props.label(text)}
      aria-disabled={!enabled}
      onClick={() => {
        if (!enabled) return;
        store.getState().move(item.key, by);
        refocus(item.key, action);
      }}
    >
      <span aria-hidden="true">{by < 0 ? "↑" : "↓"}</span>
      <span className="upload-action-text">{text}</span>
    </button>
  );
}

function UploadRow(props: { store: StoreApi<UploadState>; item: UploadItem; position: number }) {
  const { store, item, position } = props;
  const state = store.getState();
  const earlier = canMove(state, item.key, -1);
  const later = canMove(state, item.key, 1);
  const cover = canBeCover(state, item.key);
  const label = (action: string) => m["upload.itemAction"]({ action, name: item.name });
  const busy = item.status === "waiting" || item.status === "uploading" || item.status === "processing";
  return (
    <li className="upload-item" data-upload-key={item.key} data-status={item.status}>
      <Thumb item={item} />
      <div className="upload-info">
        <p className="upload-name">
          {position === 1 ? <span className="upload-cover">{m["upload.cover"]()}</span> : null}
          <span>{item.name}</span>
        </p>
        {busy ? (
          <progress
            max={100}
            value={item.status === "waiting" ? 0 : item.percent}
            aria-label={m["upload.progress"]({ name: item.name })}
          />
        ) : null}
        <p className={item.status === "failed" ? "upload-status field-error" : "upload-status"}>
          {statusText(item)}
          {item.status === "failed" && item.error ? ` ${item.error}` : null}
        </p>
      </div>
      <div className="upload-actions">
        {item.status === "failed" && item.file ? (
          <button
            type="button"
            className="button button-small"
            data-action="retry"
            aria-label={label(m["upload.retry"]())}
            onClick={() => store.getState().retry(item.key)}
          >
            {m["upload.retry"]()}
          </button>
        ) : null}
        <MoveButton store={store} item={item} by={-1} enabled={earlier} label={label} />
        <MoveButton store={store} item={item} by={1} enabled={later} label={label} />
        {cover ? (
          <button
            type="button"
            className="button button-small"
            data-action="cover"
            aria-label={label(m["upload.makeCover"]())}
            onClick={() => {
              store.getState().makeCover(item.key);
              refocus(item.key, "earlier");
            }}
          >
            {m["upload.makeCover"]()}
          </button>
        ) : null}
        <button
          type="button"
          className="button button-small button-danger"
          data-action="remove"
          aria-label={label(m["upload.remove"]())}
          onClick={() => store.getState().remove(item.key)}
        >
          {m["upload.remove"]()}
        </button>
      </div>
    </li>
  );
}

/**
 * Photos and videos of a listing: pick (the phone's picker offers the camera) or drop files, each uploaded on its
 * own with a progress bar, a retry of that file alone on failure, reorder and choose the cover (the first).
 */
export function MediaUploader({ store, inputId, maxFiles, limits, error, errorId }: UploaderProps) {
  const items = useStore(store, (state) => state.items);
  const limitReached = useStore(store, (state) => state.limitReached);
  const announcement = useStore(store, (state) => state.announcement);
  const [dragging, setDragging] = useState(false);
  const full = items.length >= maxFiles;
  const hintId = `${inputId}-hint`;
  const limitId = `${inputId}-limit`;
  const describedBy = [hintId, limitReached ? limitId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) store.getState().add(files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a mouse; the file input inside is the way for keyboards and touch
    <div
      className="uploader"
      data-dragging={dragging ? "" : undefined}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes("Files")) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <div className="uploader-pick">
        <label htmlFor={inputId}>{m["upload.pick"]()}</label>
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/*,video/mp4"
          disabled={full}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // Cleared, so that picking the same file again (after removing it) still counts as a change.
            event.currentTarget.value = "";
            if (files.length > 0) store.getState().add(files);
          }}
        />
        <p className="uploader-drop" aria-hidden="true">
          {m["upload.drop"]()}
        </p>
      </div>
      <p id={hintId} className="field-hint">
        {m["upload.hint"]()} {limits ? `${m["upload.sizes"](sizeLimits(limits))} ` : null}
        {m["upload.count"]({ count: items.length, max: maxFiles })}
      </p>
      {limitReached ? (
        <p id={limitId} className="field-error" role="alert">
          {m["upload.tooMany"]()}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="upload-empty">{m["upload.empty"]()}</p>
      ) : (
        <ol className="upload-list">
          {items.map((item, index) => (
            <UploadRow key={item.key} store={store} item={item} position={index + 1} />
          ))}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
