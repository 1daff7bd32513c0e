// How a fuzzed request's body is sent, and what that alone means for the endpoint: it reads the body ("read"),
// sees no fields in it ("unread"), or must refuse the request ("refused": 400, 413 or 415).
import { gzipSync } from "node:zlib";
import { type Draft, type FilePart, type FormValue, isRecord, PHOTO, type Surface } from "./model.ts";

export type EncodingVerdict = "read" | "unread" | "refused";

export interface Encoding {
  verdict: EncodingVerdict;
  encode(d: Draft): { type: string | null; encoding?: string; body: Buffer | null };
}

/** The encoding of a valid request. */
export const BASE_ENCODING: Record<Surface, string> = {
  api: "json",
  page: "urlencoded",
  upload: "multipart",
};

/** The largest file the fuzz test's server takes, photo or video (MEDIA_MAX_IMAGE_MB, MEDIA_MAX_VIDEO_MB). */
export const UPLOAD_LIMIT_MB = 1;

const OVERSIZED = 200 * 1024;
const BOUNDARY = "----nilam-fuzz-7MA4YWxkTrZu0gW";
const NOT_JSON = [
  "firstName=Meena",
  "{",
  "{'idToken':'x'}",
  '{"a":1}garbage',
  "undefined",
  "NaN",
  "\u0000",
  "tru",
];

let bombs: { json: Buffer; form: Buffer } | undefined;
/** A few kilobytes of gzip that inflate to 4 MB, far past the 100 kB limit. */
function gzipBombs() {
  const inflated = (head: string, tail = "") =>
    gzipSync(Buffer.concat([Buffer.from(head), Buffer.alloc(4 << 20, 0x61), Buffer.from(tail)]));
  bombs ??= { json: inflated('{"pad":"', '"}'), form: inflated("pad=") };
  return bombs;
}

const utf8 = (text: string) => Buffer.from(text, "utf8");

function jsonText(d: Draft): string {
  const value = d.json === undefined ? {} : d.json;
  const text = JSON.stringify(value);
  if (d.rawMembers.length === 0 || !isRecord(value)) return text;
  return `{${[text.slice(1, -1), ...d.rawMembers].filter(Boolean).join(",")}}`;
}

/** The API body's top-level fields as strings, for a client that sends them as a form by mistake. */
function jsonAsForm(d: Draft): [string, string][] {
  return isRecord(d.json)
    ? Object.entries(d.json).map(([k, v]) => [k, typeof v === "string" ? v : String(v)])
    : [];
}

function urlencoded(d: Draft): string {
  const entries = d.form.map(([name, value]) => [
    name,
    typeof value === "string" ? value : String(value.file),
  ]);
  const text = new URLSearchParams(entries).toString();
  return d.formRawTail ? `${text}${text ? "&" : ""}${d.formRawTail}` : text;
}

function multipart(entries: [string, FormValue][], boundary = BOUNDARY): string {
  const parts = entries.map(([name, value]) =>
    typeof value === "string"
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="photo.bin"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n${value.file}\r\n`,
  );
  return `${parts.join("")}--${boundary}--\r\n`;
}

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const FORM = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";

/** The API parses JSON (application/json only, ≤ 100 kB, UTF-8, gzip or deflate) for every route. */
export const API_ENCODINGS: Record<string, Encoding> = {
  json: { verdict: "read", encode: (d) => ({ type: JSON_TYPE, body: utf8(jsonText(d)) }) },
  "json-charset": {
    verdict: "read",
    encode: (d) => ({ type: `${JSON_TYPE}; charset=utf-8`, body: utf8(jsonText(d)) }),
  },
  "json-gzip": {
    verdict: "read",
    encode: (d) => ({ type: JSON_TYPE, encoding: "gzip", body: gzipSync(jsonText(d)) }),
  },
  "no-body": { verdict: "unread", encode: () => ({ type: null, body: null }) },
  "text-plain": { verdict: "unread", encode: (d) => ({ type: "text/plain", body: utf8(jsonText(d)) }) },
  "no-type": { verdict: "unread", encode: (d) => ({ type: null, body: utf8(jsonText(d)) }) },
  "vendor-json": {
    verdict: "unread",
    encode: (d) => ({ type: "application/vnd.api+json", body: utf8(jsonText(d)) }),
  },
  form: {
    verdict: "unread",
    encode: (d) => ({ type: FORM, body: utf8(new URLSearchParams(jsonAsForm(d)).toString()) }),
  },
  multipart: {
    verdict: "unread",
    encode: (d) => ({ type: MULTIPART, body: utf8(multipart(jsonAsForm(d))) }),
  },
  "not-json": {
    verdict: "refused",
    encode: (d) => ({ type: JSON_TYPE, body: utf8(NOT_JSON[d.mutations.length % NOT_JSON.length]!) }),
  },
  "invalid-utf8": {
    verdict: "refused",
    encode: () => ({ type: JSON_TYPE, body: Buffer.from([0xff, 0xfe, 0x7b, 0x7d, 0xc3]) }),
  },
  "foreign-charset": {
    verdict: "refused",
    encode: (d) => ({ type: `${JSON_TYPE}; charset=iso-8859-1`, body: utf8(jsonText(d)) }),
  },
  oversized: {
    verdict: "refused",
    encode: (d) => ({
      type: JSON_TYPE,
      body: utf8(JSON.stringify({ ...(isRecord(d.json) ? d.json : {}), pad: "x".repeat(OVERSIZED) })),
    }),
  },
  "gzip-bomb": {
    verdict: "refused",
    encode: () => ({ type: JSON_TYPE, encoding: "gzip", body: gzipBombs().json }),
  },
  "gzip-garbage": {
    verdict: "refused",
    encode: (d) => ({ type: JSON_TYPE, encoding: "gzip", body: utf8(jsonText(d)) }),
  },
  "unknown-encoding": {
    verdict: "refused",
    encode: (d) => ({ type: JSON_TYPE, encoding: "x-fuzz", body: utf8(jsonText(d)) }),
  },
};

/** Page actions read only web forms of at most 100 kB that parse (tests/e2e/page-actions.spec.ts). */
export const PAGE_ENCODINGS: Record<string, Encoding> = {
  urlencoded: { verdict: "read", encode: (d) => ({ type: FORM, body: utf8(urlencoded(d)) }) },
  "urlencoded-charset": {
    verdict: "read",
    encode: (d) => ({ type: `${FORM}; charset=UTF-8`, body: utf8(urlencoded(d)) }),
  },
  "urlencoded-gzip": {
    verdict: "read",
    encode: (d) => ({ type: FORM, encoding: "gzip", body: gzipSync(urlencoded(d)) }),
  },
  multipart: { verdict: "read", encode: (d) => ({ type: MULTIPART, body: utf8(multipart(d.form)) }) },
  json: {
    verdict: "refused",
    encode: (d) => ({ type: JSON_TYPE, body: utf8(JSON.stringify(Object.fromEntries(d.form))) }),
  },
  "text-plain": { verdict: "refused", encode: (d) => ({ type: "text/plain", body: utf8(urlencoded(d)) }) },
  "no-type": { verdict: "refused", encode: (d) => ({ type: null, body: utf8(urlencoded(d)) }) },
  "no-body": { verdict: "refused", encode: () => ({ type: null, body: null }) },
  xml: {
    verdict: "refused",
    encode: () => ({
      type: "application/xml",
      body: utf8('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "e">]><x>&e;</x>'),
    }),
  },
  "multipart-mixed": {
    verdict: "refused",
    encode: (d) => ({ type: `multipart/mixed; boundary=${BOUNDARY}`, body: utf8(multipart(d.form)) }),
  },
  "multipart-no-boundary": {
    verdict: "refused",
    encode: (d) => ({ type: "multipart/form-data", body: utf8(multipart(d.form)) }),
  },
  "multipart-unterminated": {
    verdict: "refused",
    encode: (d) => ({
      type: MULTIPART,
      body: utf8(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n${urlencoded(d)}`),
    }),
  },
  "multipart-wrong-boundary": {
    verdict: "refused",
    encode: (d) => ({ type: "multipart/form-data; boundary=other", body: utf8(multipart(d.form)) }),
  },
  oversized: {
    verdict: "refused",
    encode: (d) => ({ type: FORM, body: utf8(`${urlencoded(d)}&pad=${"x".repeat(OVERSIZED)}`) }),
  },
  "gzip-bomb": {
    verdict: "refused",
    encode: () => ({ type: FORM, encoding: "gzip", body: gzipBombs().form }),
  },
  "gzip-garbage": {
    verdict: "refused",
    encode: (d) => ({ type: FORM, encoding: "gzip", body: utf8(urlencoded(d)) }),
  },
  "unknown-encoding": {
    verdict: "refused",
    encode: (d) => ({ type: FORM, encoding: "x-fuzz", body: utf8(urlencoded(d)) }),
  },
};

/** One part of a multipart body, as bytes: a text field, or a file with its name and type. */
function partBytes(name: string, value: FormValue, newline: string): Buffer {
  if (typeof value === "string")
    return utf8(`Content-Disposition: form-data; name="${name}"${newline}${newline}${value}`);
  const file: FilePart = value;
  const disposition = file.disposition ?? `form-data; name="${name}"; filename="${file.filename ?? "file"}"`;
  const head = [
    ...(disposition ? [`Content-Disposition: ${disposition}`] : []),
    `Content-Type: ${file.type ?? "application/octet-stream"}`,
  ];
  return Buffer.concat([utf8(`${head.join(newline)}${newline}${newline}`), Buffer.from(file.file)]);
}

/** The upload form as the browser sends it (or with LF alone for line breaks). */
function multipartBytes(entries: [string, FormValue][], newline = "\r\n"): Buffer {
  const chunks = entries.flatMap(([name, value]) => [
    utf8(`--${BOUNDARY}${newline}`),
    partBytes(name, value, newline),
    utf8(newline),
  ]);
  return Buffer.concat([...chunks, utf8(`--${BOUNDARY}--${newline}`)]);
}

/** The form's file parts grown past the server's limit (a file part added if it has none). */
function oversizedForm(d: Draft): [string, FormValue][] {
  const grown = (part: FilePart): FilePart => ({
    ...part,
    file: Buffer.concat([Buffer.from(part.file), Buffer.alloc(UPLOAD_LIMIT_MB * 1024 * 1024 + 1024)]),
  });
  const files = d.form.filter(([, value]) => typeof value !== "string");
  const form: [string, FormValue][] =
    files.length > 0
      ? d.form
      : [...d.form, ["file", { file: PHOTO, filename: "plot.png", type: "image/png" }]];
  return form.map(([name, value]) => [name, typeof value === "string" ? value : grown(value)]);
}

/** A file's name in the form's JSON or text, as a client that does not send files might. */
const formAsText = (d: Draft): [string, string][] =>
  d.form.map(([name, value]) => [name, typeof value === "string" ? value : (value.filename ?? "")]);

/**
 * The upload API reads one multipart/form-data body (busboy), after the API's JSON parser has let everything
 * that is not JSON pass. Whatever is not such a body, or one it cannot finish reading, holds no file: 400 (413
 * when too large). A body with a Content-Encoding is refused before it is read (415).
 */
export const UPLOAD_ENCODINGS: Record<string, Encoding> = {
  multipart: { verdict: "read", encode: (d) => ({ type: MULTIPART, body: multipartBytes(d.form) }) },
  "multipart-charset": {
    verdict: "read",
    encode: (d) => ({ type: `${MULTIPART}; charset=UTF-8`, body: multipartBytes(d.form) }),
  },
  "multipart-quoted-boundary": {
    verdict: "read",
    encode: (d) => ({ type: `multipart/form-data; boundary="${BOUNDARY}"`, body: multipartBytes(d.form) }),
  },
  "multipart-no-boundary": {
    verdict: "refused",
    encode: (d) => ({ type: "multipart/form-data", body: multipartBytes(d.form) }),
  },
  "multipart-wrong-boundary": {
    verdict: "refused",
    encode: (d) => ({ type: "multipart/form-data; boundary=other", body: multipartBytes(d.form) }),
  },
  "multipart-truncated": {
    verdict: "refused",
    encode: (d) => {
      const body = multipartBytes(d.form);
      // Cut inside the last part, or inside the closing boundary when the form has no parts.
      return { type: MULTIPART, body: body.subarray(0, Math.max(8, body.length - 40)) };
    },
  },
  "multipart-lf": {
    verdict: "refused",
    encode: (d) => ({ type: MULTIPART, body: multipartBytes(d.form, "\n") }),
  },
  "multipart-mixed": {
    verdict: "refused",
    encode: (d) => ({ type: `multipart/mixed; boundary=${BOUNDARY}`, body: multipartBytes(d.form) }),
  },
  // Refused as by the JSON API and page forms: the upload API reads no compressed or encoded body (415).
  "multipart-unknown-encoding": {
    verdict: "refused",
    encode: (d) => ({ type: MULTIPART, encoding: "x-fuzz", body: multipartBytes(d.form) }),
  },
  "multipart-gzip": {
    verdict: "refused",
    encode: (d) => ({ type: MULTIPART, encoding: "gzip", body: gzipSync(multipartBytes(d.form)) }),
  },
  json: {
    verdict: "refused",
    encode: (d) => ({ type: JSON_TYPE, body: utf8(JSON.stringify(Object.fromEntries(formAsText(d)))) }),
  },
  urlencoded: {
    verdict: "refused",
    encode: (d) => ({ type: FORM, body: utf8(new URLSearchParams(formAsText(d)).toString()) }),
  },
  "octet-stream": {
    verdict: "refused",
    encode: () => ({ type: "application/octet-stream", body: PHOTO }),
  },
  "image-png": { verdict: "refused", encode: () => ({ type: "image/png", body: PHOTO }) },
  "no-type": { verdict: "refused", encode: (d) => ({ type: null, body: multipartBytes(d.form) }) },
  "no-body": { verdict: "refused", encode: () => ({ type: MULTIPART, body: null }) },
  oversized: {
    verdict: "refused",
    encode: (d) => ({ type: MULTIPART, body: multipartBytes(oversizedForm(d)) }),
  },
};

export const ENCODINGS: Record<Surface, Record<string, Encoding>> = {
  api: API_ENCODINGS,
  page: PAGE_ENCODINGS,
  upload: UPLOAD_ENCODINGS,
};
