import { pino } from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      // Phone numbers, tokens and cookies never reach the log.
      paths: ["req.headers.cookie", "req.headers.authorization", "*.idToken", "*.password", "*.phone"],
      censor: "[redacted]",
    },
  });
}
