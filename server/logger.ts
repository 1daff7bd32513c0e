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
  options: { format?: LogFormat; write?: (text: string) => void } = {},
): Logger {
  const settings = { level, base: undefined, redact: REDACT };
  if ((options.format ?? defaultFormat()) === "json") return pino(settings);
  const colors = !options.write && process.stdout.isTTY === true && !process.env.NO_COLOR;
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  return pino(settings, { write: (json: string) => write(formatLogLine(JSON.parse(json), { colors })) });
}

const LEVEL_NAMES: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};
/** Fields a line shows in its own way, not as key=value. */
const SHOWN = new Set(["level", "time", "msg", "req", "res", "responseTime", "err", "pid", "hostname"]);

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
 * One pino entry as a short line: `12:01:02 GET /common/Sell 200 12ms` for a request, `12:01:03 WARN message
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
    if (SHOWN.has(key) || value === undefined) continue;
    text += ` ${key}=${typeof value === "string" ? value : JSON.stringify(value)}`;
  }
  if (entry.err?.stack && level >= 50) {
    const frames = entry.err.stack.split("\n").slice(1);
    if (frames.length > 0) text += `\n${frames.map((frame) => `    ${frame.trim()}`).join("\n")}`;
  }
  return `${text}\n`;
}
