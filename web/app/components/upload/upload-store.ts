// The upload queue of the Sell and edit forms: each file is uploaded on its own (progress, failure and retry per
// file), a few at a time; the list's order is the listing's (the first is the cover). A zustand store, because the
// requests' callbacks update it from outside React and each row re-renders alone while its progress moves.
import { createStore, type StoreApi } from "zustand/vanilla";
import { m } from "#web/lib/i18n.ts";

export type UploadStatus = "waiting" | "uploading" | "processing" | "done" | "failed";

/** What the form shows of a stored photo or video. */
export interface MediaPreview {
  kind: "image" | "video";
  /** The photo's largest rendition, or the video itself. */
  url: string;
  /** A small rendition for the list (the video's own URL for a video). */
  thumbUrl: string;
}

export interface UploadItem {
  /** The row's own key, stable across reordering. */
  key: string;
  name: string;
  /** `saved`: a photo the listing already holds (edit); `new`: a file uploaded in this form. */
  origin: "saved" | "new";
  status: UploadStatus;
  /** 0–100, of the bytes sent. */
  percent: number;
  /** The listing's media id (saved) or the upload's id once it is done (new). */
  id: string | null;
  media: MediaPreview | null;
  /** An object URL of the picked photo, shown until the server's rendition is there. */
  localPreview: string | null;
  /** The server's reason for a refusal, shown under the SPEC's message. */
  error: string | null;
  /** Kept until the upload is done, for a retry. */
  file: File | null;
}

export interface UploadAnswer {
  id: string;
  media: MediaPreview;
}

/** A refusal or a failed request; `detail` is the server's message, safe to show, when it sent one. */
export class UploadError extends Error {
  override name = "UploadError";
  readonly detail: string | null;
  constructor(detail: string | null) {
    super(detail ?? "upload failed");
    this.detail = detail;
  }
}

/** How files reach the server; the browser's is xhr-upload.ts, tests give their own. */
export interface UploadTransport {
  send(
    file: File,
    events: { onProgress(fraction: number): void; signal: AbortSignal },
  ): Promise<UploadAnswer>;
  /** Deletes a finished upload no listing will take (removed from the form); best effort. */
  discard(uploadId: string): void;
  preview?(file: File): string | null;
  release?(url: string): void;
}

export interface UploadState {
  items: UploadItem[];
  /** The last pick held more files than there was room for. */
  limitReached: boolean;
  /** The latest change, for a polite live region. */
  announcement: string;
  add(files: readonly File[]): void;
  retry(key: string): void;
  remove(key: string): void;
  move(key: string, by: -1 | 1): void;
  makeCover(key: string): void;
  /** Replaces the list (a restored draft, a reset after submit) without discarding any upload. */
  reset(items?: UploadItem[]): void;
}

export interface UploadOptions {
  transport: UploadTransport;
  maxFiles: number;
  /** Uploads running at once: enough to keep a phone's uplink busy, few enough that each shows progress. */
  concurrency?: number;
  initial?: UploadItem[];
}

export const isBusy = (item: UploadItem) =>
  item.status === "waiting" || item.status === "uploading" || item.status === "processing";

/** Whether `key` can move one place by `by`. */
export function canMove(state: Pick<UploadState, "items">, key: string, by: -1 | 1) {
  const index = state.items.findIndex((item) => item.key === key);
  return index >= 0 && state.items[index + by] !== undefined;
}

/** Whether `key` can become the cover (first). */
export function canBeCover(state: Pick<UploadState, "items">, key: string) {
  return state.items.findIndex((item) => item.key === key) > 0;
}

export function savedItem(
  media: { id: string; kind: "image" | "video"; url: string; thumbUrl: string },
  position: number,
): UploadItem {
  return {
    key: `saved-${media.id}`,
    name: (media.kind === "video" ? m["upload.savedVideo"] : m["upload.savedPhoto"])({ position }),
    origin: "saved",
    status: "done",
    percent: 100,
    id: media.id,
    media: { kind: media.kind, url: media.url, thumbUrl: media.thumbUrl },
    localPreview: null,
    error: null,
    file: null,
  };
}

/** A finished upload restored from a draft. */
export function finishedUpload(upload: { id: string; name: string; media: MediaPreview }): UploadItem {
  return {
    key: `upload-${upload.id}`,
    name: upload.name,
    origin: "new",
    status: "done",
    percent: 100,
    id: upload.id,
    media: upload.media,
    localPreview: null,
    error: null,
    file: null,
  };
}

let keys = 0;

export function createUploadStore(options: UploadOptions): StoreApi<UploadState> {
  const { transport, maxFiles, concurrency = 2 } = options;
  const running = new Map<string, AbortController>();

  return createStore<UploadState>()((set, get) => {
    const patch = (key: string, change: Partial<UploadItem>) =>
      set((state) => ({
        items: state.items.map((item) => (item.key === key ? { ...item, ...change } : item)),
      }));
    const find = (key: string) => get().items.find((item) => item.key === key);

    function start(item: UploadItem): void {
      const file = item.file;
      if (!file) return;
      const controller = new AbortController();
      running.set(item.key, controller);
      patch(item.key, { status: "uploading", percent: 0, error: null });
      transport
        .send(file, {
          signal: controller.signal,
          onProgress(fraction) {
            if (controller.signal.aborted) return;
            const percent = Math.min(100, Math.round(fraction * 100));
            // All bytes sent: the server now makes the renditions.
            patch(item.key, { percent, status: percent >= 100 ? "processing" : "uploading" });
          },
        })
        .then(
          (answer) => {
            if (controller.signal.aborted || !find(item.key)) {
              // Removed while the server worked on it: nobody will attach it.
              transport.discard(answer.id);
              return;
            }
            patch(item.key, { status: "done", percent: 100, id: answer.id, media: answer.media, file: null });
            set({ announcement: m["upload.announceDone"]({ name: item.name }) });
          },
          (error: unknown) => {
            if (controller.signal.aborted || !find(item.key)) return;
            patch(item.key, {
              status: "failed",
              error: error instanceof UploadError ? error.detail : null,
            });
            set({ announcement: m["upload.announceFailed"]({ name: item.name }) });
          },
        )
        .finally(() => {
          if (running.get(item.key) === controller) running.delete(item.key);
          pump();
        });
    }

    /** Starts waiting files while fewer than `concurrency` are on their way. */
    function pump(): void {
      for (const item of get().items) {
        if (running.size >= concurrency) return;
        if (item.status === "waiting" && !running.has(item.key)) start(item);
      }
    }

    function forget(item: UploadItem): void {
      running.get(item.key)?.abort();
      running.delete(item.key);
      if (item.localPreview) transport.release?.(item.localPreview);
    }

    function announceMove(key: string): void {
      const { items } = get();
      const index = items.findIndex((item) => item.key === key);
      const item = items[index];
      if (item)
        set({
          announcement: m["upload.announceMoved"]({
            name: item.name,
            position: index + 1,
            count: items.length,
          }),
        });
    }

    return {
      items: options.initial ?? [],
      limitReached: false,
      announcement: "",

      add(files) {
        const room = Math.max(0, maxFiles - get().items.length);
        const added: UploadItem[] = files.slice(0, room).map((file) => {
          keys += 1;
          const kind = file.type.startsWith("video/") ? "video" : "image";
          return {
            key: `file-${keys}`,
            name: file.name || m["upload.savedPhoto"]({ position: get().items.length + 1 }),
            origin: "new",
            status: "waiting",
            percent: 0,
            id: null,
            media: null,
            localPreview: kind === "image" ? (transport.preview?.(file) ?? null) : null,
            error: null,
            file,
          };
        });
        set((state) => ({ items: [...state.items, ...added], limitReached: files.length > room }));
        pump();
      },

      retry(key) {
        const item = find(key);
        if (item?.status !== "failed" || !item.file) return;
        patch(key, { status: "waiting", percent: 0, error: null });
        pump();
      },

      remove(key) {
        const item = find(key);
        if (!item) return;
        forget(item);
        if (item.origin === "new" && item.status === "done" && item.id) transport.discard(item.id);
        set((state) => ({
          items: state.items.filter((other) => other.key !== key),
          limitReached: false,
          announcement: m["upload.announceRemoved"]({ name: item.name }),
        }));
        pump();
      },

      move(key, by) {
        if (!canMove(get(), key, by)) return;
        set((state) => {
          const items = [...state.items];
          const index = items.findIndex((item) => item.key === key);
          [items[index], items[index + by]] = [items[index + by]!, items[index]!];
          return { items };
        });
        announceMove(key);
      },

      makeCover(key) {
        if (!canBeCover(get(), key)) return;
        set((state) => {
          const item = state.items.find((other) => other.key === key)!;
          return { items: [item, ...state.items.filter((other) => other.key !== key)] };
        });
        announceMove(key);
      },

      reset(items = []) {
        for (const item of get().items) forget(item);
        set({ items, limitReached: false, announcement: "" });
      },
    };
  });
}
