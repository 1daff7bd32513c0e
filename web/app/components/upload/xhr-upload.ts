// The browser's upload transport: XMLHttpRequest, because fetch reports no upload progress. One file per request
// to POST /api/v1/uploads (multipart, field `file`; 201 { upload: { id, media } }); or, for a video larger than the
// server's threshold, straight to the bucket: POST /api/v1/uploads/direct for a presigned URL, PUT the file there,
// then POST /api/v1/uploads/{id}/complete, which answers as the normal path does.
import type { UploadLimits } from "#shared/public-config.ts";
import { apiHeaders } from "#web/lib/api.ts";
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

/** A refusal from our API, with its message when it sent one (a 4xx); anything else says nothing more. */
const refusal = (status: number, body: unknown) =>
  new UploadError(status >= 400 && status < 500 ? messageOf(body) : null);

/**
 * Sends `body` with XMLHttpRequest, reporting the upload's progress; resolves with the status and the JSON answer
 * (null when the answer is not JSON, as a bucket's is not).
 */
function sendWithProgress(
  request: { method: string; url: string; headers: Record<string, string>; body: XMLHttpRequestBodyInit },
  { onProgress, signal }: { onProgress(fraction: number): void; signal: AbortSignal },
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.responseType = "json";
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.upload.addEventListener("load", () => onProgress(1));
    xhr.addEventListener("load", () => resolve({ status: xhr.status, body: xhr.response as unknown }));
    xhr.addEventListener("error", () => reject(new UploadError(null)));
    xhr.addEventListener("abort", () => reject(new UploadError(null)));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}

/** POSTs JSON to our API; resolves with the status and the answer. */
async function postJson(
  url: string,
  body: unknown,
  signal: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method: "POST",
    headers: apiHeaders({ "content-type": "application/json", accept: "application/json" }),
    body: JSON.stringify(body),
    signal,
  }).catch(() => {
    throw new UploadError(null);
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** True when this file goes straight to the bucket: a video (photos are prepared by the server) over the threshold. */
export function sendsDirect(file: { size: number; type: string }, limits: UploadLimits | null): boolean {
  const over = limits?.directUploadOverBytes;
  return over != null && file.size > over && !file.type.startsWith("image/");
}

function isTicket(body: unknown): body is { uploadId: string; url: string; headers: Record<string, string> } {
  return (
    isRecord(body) &&
    typeof body.uploadId === "string" &&
    typeof body.url === "string" &&
    isRecord(body.headers) &&
    Object.values(body.headers).every((value) => typeof value === "string")
  );
}

const discardUpload = (uploadId: string) =>
  // keepalive: a removal made just before leaving the page still reaches the server. A failure is harmless: the
  // server sweeps away uploads no listing took within a day.
  fetch(`${UPLOADS}/${encodeURIComponent(uploadId)}`, { method: "DELETE", keepalive: true }).catch(
    () => undefined,
  );

/** A large video: a presigned PUT to the bucket (its progress is the row's), then the server takes it over. */
async function sendDirect(
  file: File,
  events: { onProgress(fraction: number): void; signal: AbortSignal },
): Promise<UploadAnswer> {
  const start = await postJson(
    `${UPLOADS}/direct`,
    { filename: file.name, size: file.size, contentType: file.type },
    events.signal,
  );
  if (start.status !== 201 || !isTicket(start.body)) throw refusal(start.status, start.body);
  const { uploadId, url, headers } = start.body;
  try {
    const put = await sendWithProgress({ method: "PUT", url, headers, body: file }, events);
    if (put.status < 200 || put.status > 299) throw new UploadError(null);
    const done = await postJson(`${UPLOADS}/${encodeURIComponent(uploadId)}/complete`, {}, events.signal);
    const answer = done.status === 200 || done.status === 201 ? answerOf(done.body) : null;
    if (!answer) throw refusal(done.status, done.body);
    return answer;
  } catch (error) {
    discardUpload(uploadId);
    throw error;
  }
}

/** `limits`: the page's (public config); with a threshold there, large videos go straight to the bucket. */
export function xhrTransport(limits: UploadLimits | null = null): UploadTransport {
  return {
    async send(file, events) {
      if (sendsDirect(file, limits)) return sendDirect(file, events);
      const body = new FormData();
      body.append("file", file, file.name);
      const sent = await sendWithProgress(
        { method: "POST", url: UPLOADS, headers: apiHeaders({ accept: "application/json" }), body },
        events,
      );
      const answer = sent.status === 201 ? answerOf(sent.body) : null;
      if (!answer) throw refusal(sent.status, sent.body);
      return answer;
    },
    discard(uploadId) {
      discardUpload(uploadId);
    },
    preview(file) {
      return /^image\/(jpeg|png|webp|gif|avif)$/.test(file.type) ? URL.createObjectURL(file) : null;
    },
    release(url) {
      URL.revokeObjectURL(url);
    },
  };
}
