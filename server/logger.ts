import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { pino } from "pino";

export type Logger = pino.Logger;

/** "json": one object per line, for Cloud Logging. "lines": short readable lines, for a developer's terminal. */
export type LogFormat = "json" | "lines";

const REDACT = {
  // Phone numbers, tokens and cookies never reach the log.
  paths: ["req.headers.cookie", "req.headers.authorization", "*.idToken", "*.password", "*.phone"],
  censor: "[redacted]",
};

/** JSON where Cloud Logging reads it (production, Cloud Functions and Cloud Run set K_SERVICE), lines elsewhere. */
function defaultFormat(env: NodeJS.ProcessEnv = process.env): LogFormat {
  return env.NODE_ENV === "production" || env.K_SERVICE ? "json" : "lines";
}

export function createLogger(
  level: string,
  options: { format?: LogFormat; write?: (text: string) => void; env?: NodeJS.ProcessEnv } = {},
): Logger {
  const settings = { level, base: undefined, redact: REDACT };
  const env = options.env ?? process.env;
  if ((options.format ?? defaultFormat(env)) === "json") {
    const json = { ...settings, ...cloudLoggingSettings(env) };
    return options.write ? pino(json, { write: options.write }) : pino(json);
  }
  const colors = !options.write && process.stdout.isTTY === true && !process.env.NO_COLOR;
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  return pino(settings, { write: (json: string) => write(formatLogLine(JSON.parse(json), { colors })) });
}

// ---------------------------------------------------------------------------------------------------------
// Cloud Logging's structured logs (https://cloud.google.com/logging/docs/structured-logging): the severity, the
// message, an RFC 3339 time; an error entry that carries an Error is also an Error Reporting event.

const SEVERITY: Record<string, string> = {
  trace: "DEBUG",
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const ERROR_LEVEL = 50;
const REPORTED_ERROR_EVENT =
  "type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent";

function cloudLoggingSettings(env: NodeJS.ProcessEnv): pino.LoggerOptions {
  const serviceContext = { service: env.K_SERVICE || "nilam", version: env.K_REVISION || undefined };
  return {
    messageKey: "message",
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ severity: SEVERITY[label] ?? "DEFAULT" }) },
    // Error Reporting groups an entry by its stack: `stack_trace` is the first place it looks.
    mixin(entry, level) {
      const stack = (entry as { err?: { stack?: unknown } }).err?.stack;
      if (level < ERROR_LEVEL || typeof stack !== "string") return {};
      return { "@type": REPORTED_ERROR_EVENT, serviceContext, stack_trace: stack };
    },
  };
}

/** Cloud Logging's own fields: the lines format leaves them out (the request shows in its own way). */
const HTTP_REQUEST_KEY = "httpRequest";
const CLOUD_FIELD_PREFIX = "logging.googleapis.com/";

const ZERO_ID = /^0+$/;
const MAX_SPAN_ID = 2n ** 64n - 1n;

export interface TraceContext {
  traceId: string;
  /** 16 hexadecimal digits, as Cloud Logging wants it. */
  spanId?: string;
  sampled: boolean;
}

/** `X-Cloud-Trace-Context: TRACE_ID/SPAN_ID;o=1`, the span id in decimal; the span and the flag may be absent. */
function fromCloudTraceHeader(header: string): TraceContext | null {
  const match = /^([\da-f]{32})(?:\/(\d{1,20}))?(?:;o=([01]))?$/i.exec(header.trim());
  if (!match) return null;
  const traceId = match[1]!.toLowerCase();
  if (ZERO_ID.test(traceId)) return null;
  const span = match[2] === undefined ? undefined : BigInt(match[2]);
  if (span !== undefined && (span === 0n || span > MAX_SPAN_ID)) return null;
  return { traceId, spanId: span?.toString(16).padStart(16, "0"), sampled: match[3] === "1" };
}

/** W3C `traceparent: 00-TRACE_ID-PARENT_ID-FLAGS` (lower-case hex; a later version may append fields). */
function fromTraceparent(header: string): TraceContext | null {
  const match = /^([\da-f]{2})-([\da-f]{32})-([\da-f]{16})-([\da-f]{2})(-.*)?$/.exec(header.trim());
  if (!match) return null;
  const [, version, traceId = "", spanId = "", flags = "", rest] = match;
  if (version === "ff" || (version === "00" && rest !== undefined)) return null;
  if (ZERO_ID.test(traceId) || ZERO_ID.test(spanId)) return null;
  return { traceId, spanId, sampled: (Number.parseInt(flags, 16) & 1) === 1 };
}

/** The request's trace, from Google's front end header or else the W3C one; null when neither is well formed. */
export function traceContextOf(headers: IncomingHttpHeaders): TraceContext | null {
  const cloud = headers["x-cloud-trace-context"];
  const w3c = headers.traceparent;
  return (
    (typeof cloud === "string" ? fromCloudTraceHeader(cloud) : null) ??
    (typeof w3c === "string" ? fromTraceparent(w3c) : null)
  );
}

/** The fields that file an entry under its request's trace in Cloud Logging. */
export function traceFields(
  headers: IncomingHttpHeaders,
  projectId: string | undefined,
): Record<string, string | boolean> {
  const trace = projectId ? traceContextOf(headers) : null;
  if (!trace) return {};
  const fields: Record<string, string | boolean> = {
    [`${CLOUD_FIELD_PREFIX}trace`]: `projects/${projectId}/traces/${trace.traceId}`,
  };
  if (trace.spanId) fields[`${CLOUD_FIELD_PREFIX}spanId`] = trace.spanId;
  if (trace.sampled) fields[`${CLOUD_FIELD_PREFIX}trace_sampled`] = true;
  return fields;
}

type RequestLike = IncomingMessage & { originalUrl?: string; ip?: string };

/** Cloud Logging's HttpRequest of a finished request, so the entry shows as a request. */
function httpRequestOf(req: RequestLike, res: ServerResponse, responseTimeMs: number) {
  return {
    requestMethod: req.method,
    requestUrl: req.originalUrl ?? req.url,
    status: res.statusCode,
    userAgent: req.headers["user-agent"],
    remoteIp: req.ip ?? req.socket?.remoteAddress,
    referer: req.headers.referer,
    protocol: `HTTP/${req.httpVersion}`,
    latency: `${(responseTimeMs / 1000).toFixed(3)}s`,
  };
}

/**
 * pino-http options for Cloud Logging: every entry of a request (req.log) carries its trace, and the entry of the
 * finished request its httpRequest. The trace's project is GOOGLE_CLOUD_PROJECT or GCLOUD_PROJECT, else
 * `projectId` (the Firebase project is the Cloud project).
 */
export function requestLogOptions(options: { projectId?: string; env?: NodeJS.ProcessEnv } = {}) {
  const env = options.env ?? process.env;
  const projectId = env.GOOGLE_CLOUD_PROJECT || env.GCLOUD_PROJECT || options.projectId;
  const completed = (req: IncomingMessage, res: ServerResponse, value: { responseTime: number }) => ({
    ...value,
    [HTTP_REQUEST_KEY]: httpRequestOf(req, res, value.responseTime),
  });
  return {
    customProps: (req: IncomingMessage) => traceFields(req.headers, projectId),
    customSuccessObject: completed,
    customErrorObject: (
      req: IncomingMessage,
      res: ServerResponse,
      _error: Error,
      value: { responseTime: number },
    ) => completed(req, res, value),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The developer's lines.

const LEVEL_NAMES: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};
/** Fields a line shows in its own way, not as key=value; Cloud Logging's own fields it leaves out. */
const SHOWN = new Set([
  "level",
  "time",
  "msg",
  "req",
  "res",
  "responseTime",
  "err",
  "pid",
  "hostname",
  HTTP_REQUEST_KEY,
]);

interface LogEntry {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

/**
 * One pino entry as a short line: `12:01:02 GET /about 200 12ms` for a request, `12:01:03 WARN message
 * key=value` otherwise; an error's stack follows on indented lines.
 */
export function formatLogLine(entry: LogEntry, options: { colors?: boolean } = {}): string {
  const paint = (code: number, text: string) => (options.colors ? `\u001b[${code}m${text}\u001b[0m` : text);
  const level = entry.level ?? 30;
  const parts = [
    paint(2, typeof entry.time === "number" ? new Date(entry.time).toTimeString().slice(0, 8) : ""),
  ];
  const levelName = LEVEL_NAMES[level];
  if (levelName) parts.push(paint(level >= 50 ? 31 : level >= 40 ? 33 : 2, levelName));
  const { req, res } = entry;
  if (req?.method && res?.statusCode !== undefined) {
    const status = res.statusCode;
    parts.push(
      req.method,
      req.url ?? "",
      paint(status >= 500 ? 31 : status >= 400 ? 33 : 32, String(status)),
    );
    if (typeof entry.responseTime === "number") parts.push(`${Math.round(entry.responseTime)}ms`);
  } else {
    if (entry.msg) parts.push(entry.msg);
    if (req?.method) parts.push(`(${req.method} ${req.url ?? ""})`);
  }
  let text = parts.filter(Boolean).join(" ");
  if (entry.err?.message) text += `: ${entry.err.message}`;
  for (const [key, value] of Object.entries(entry)) {
    if (SHOWN.has(key) || key.startsWith(CLOUD_FIELD_PREFIX) || value === undefined) continue;
    text += ` ${key}=${typeof value === "string" ? value : JSON.stringify(value)}`;
  }
  if (entry.err?.stack && level >= 50) {
    const frames = entry.err.stack.split("\n").slice(1);
    if (frames.length > 0) text += `\n${frames.map((frame) => `    ${frame.trim()}`).join("\n")}`;
  }
  return `${text}\n`;
}
