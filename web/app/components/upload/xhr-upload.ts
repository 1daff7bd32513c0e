// The browser's upload transport: XMLHttpRequest, because fetch reports no upload progress. One file per request
// to POST /api/v1/uploads (multipart, field `file`; 201 { upload: { id, media } }).
import { type MediaPreview, type UploadAnswer, UploadError, type UploadTransport } from "./upload-store.ts";

const UPLOADS = "/api/v1/uploads";
/** The list shows photos about 120 px wide: the narrowest rendition at least twice that is sharp enough. */
const THUMB_MIN_WIDTH = 240;

interface StoredVariant {
  width: number;
  url: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** A stored photo's or video's preview, from the media the upload API (or a listing) answers. */
export function previewOf(media: unknown): MediaPreview | null {
  if (!isRecord(media) || typeof media.url !== "string") return null;
  if (media.kind === "video") return { kind: "video", url: media.url, thumbUrl: media.url };
  if (media.kind !== "image") return null;
  const variants = (Array.isArray(media.variants) ? media.variants : [])
    .filter(
      (v): v is StoredVariant => isRecord(v) && typeof v.url === "string" && typeof v.width === "number",
    )
    .sort((a, b) => a.width - b.width);
  const thumb = variants.find((v) => v.width >= THUMB_MIN_WIDTH) ?? variants.at(-1);
  return { kind: "image", url: media.url, thumbUrl: thumb?.url ?? media.url };
}

function answerOf(body: unknown): UploadAnswer | null {
  if (!isRecord(body) || !isRecord(body.upload) || typeof body.upload.id !== "string") return null;
  const media = previewOf(body.upload.media);
  return media ? { id: body.upload.id, media } : null;
}

/** The API's error message (`{ error: { message } }`), when the answer has one. */
function messageOf(body: unknown): string | null {
  return isRecord(body) && isRecord(body.error) && typeof body.error.message === "string"
    ? body.error.message
    : null;
}

export function xhrTransport(): UploadTransport {
  return {
    send(file, { onProgress, signal }) {
      return new Promise<UploadAnswer>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open("POST", UPLOADS);
        xhr.responseType = "json";
        xhr.setRequestHeader("accept", "application/json");
        xhr.upload.addEventListener("progress", (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
        });
        xhr.upload.addEventListener("load", () => onProgress(1));
        xhr.addEventListener("load", () => {
          const body: unknown = xhr.response;
          const answer = xhr.status === 201 ? answerOf(body) : null;
          if (answer) resolve(answer);
          else reject(new UploadError(xhr.status >= 400 && xhr.status < 500 ? messageOf(body) : null));
        });
        xhr.addEventListener("error", () => reject(new UploadError(null)));
        xhr.addEventListener("abort", () => reject(new UploadError(null)));
        signal.addEventListener("abort", () => xhr.abort(), { once: true });
        const body = new FormData();
        body.append("file", file, file.name);
        xhr.send(body);
      });
    },
    discard(uploadId) {
      // keepalive: a removal made just before leaving the page still reaches the server. A failure is harmless:
      // the server sweeps away uploads no listing took within a day.
      fetch(`${UPLOADS}/${encodeURIComponent(uploadId)}`, { method: "DELETE", keepalive: true }).catch(
        () => undefined,
      );
    },
    preview(file) {
      return /^image\/(jpeg|png|webp|gif|avif)$/.test(file.type) ? URL.createObjectURL(file) : null;
    },
    release(url) {
      URL.revokeObjectURL(url);
    },
  };
}
