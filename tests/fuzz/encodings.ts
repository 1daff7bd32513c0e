// How a fuzzed request's body is sent, and what that alone means for the endpoint: it reads the body ("read"),
// sees no fields in it ("unread"), or must refuse the request ("refused": 400, 413 or 415).
import { gzipSync } from "node:zlib";
import { type Draft, type FormValue, isRecord, type Surface } from "./model.ts";

export type EncodingVerdict = "read" | "unread" | "refused";

export interface Encoding {
  verdict: EncodingVerdict;
  encode(d: Draft): { type: string | null; encoding?: string; body: Buffer | null };
}

/** The encoding of a valid request. */
export const BASE_ENCODING: Record<Surface, string> = { api: "json", page: "urlencoded" };

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
  const entries = d.form.map(([name, value]) => [name, typeof value === "string" ? value : value.file]);
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

export const ENCODINGS: Record<Surface, Record<string, Encoding>> = {
  api: API_ENCODINGS,
  page: PAGE_ENCODINGS,
};
