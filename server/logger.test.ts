import { describe, expect, it } from "vitest";
import { createLogger, formatLogLine } from "./logger.ts";

const at = new Date(2026, 0, 5, 12, 1, 2).getTime();

describe("formatLogLine", () => {
  it("puts a request on one short line", () => {
    const line = formatLogLine({
      level: 30,
      time: at,
      req: { method: "GET", url: "/common/Sell" },
      res: { statusCode: 200 },
      responseTime: 12.4,
      msg: "request completed",
    });
    expect(line).toBe("12:01:02 GET /common/Sell 200 12ms\n");
  });
  it("names warnings and errors, with fields and the error's stack", () => {
    expect(formatLogLine({ level: 40, time: at, msg: "slow", listings: 3 })).toBe(
      "12:01:02 WARN slow listings=3\n",
    );
    const error = new Error("boom");
    const line = formatLogLine({
      level: 50,
      time: at,
      msg: "request failed",
      err: { message: error.message, stack: error.stack },
      requestId: "r1",
    });
    expect(line.split("\n")[0]).toBe("12:01:02 ERROR request failed: boom requestId=r1");
    expect(line.split("\n")[1]).toMatch(/^ {4}at /);
  });
});

describe("createLogger", () => {
  it("writes readable lines, still redacting secrets", () => {
    const written: string[] = [];
    const logger = createLogger("info", { format: "lines", write: (text) => written.push(text) });
    logger.info({ user: { phone: "9876543210" } }, "signed in");
    logger.debug("not at this level");
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\d\d:\d\d:\d\d signed in user=\{"phone":"\[redacted\]"\}\n$/);
  });
});
