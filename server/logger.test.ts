import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { pinoHttp } from "pino-http";
import { describe, expect, it } from "vitest";
import { createLogger, formatLogLine, requestLogOptions, traceContextOf, traceFields } from "./logger.ts";

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

/** A JSON logger whose entries the test reads back. */
function cloudLogger(env: NodeJS.ProcessEnv = {}, level = "trace") {
  const written: string[] = [];
  const logger = createLogger(level, { format: "json", env, write: (text) => written.push(text) });
  const entries = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, entries };
}

const TRACE_ID = "105445aa7843bc8bf206b12000100000";
const REPORTED_ERROR_EVENT =
  "type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent";

describe("createLogger in Cloud Logging's shape", () => {
  it("names each level's severity and writes message and an RFC 3339 time", () => {
    const { logger, entries } = cloudLogger();
    logger.trace("t");
    logger.debug("d");
    logger.info({ listings: 3 }, "i");
    logger.warn("w");
    logger.error("e");
    logger.fatal("f");
    expect(entries().map((entry) => [entry.severity, entry.message])).toEqual([
      ["DEBUG", "t"],
      ["DEBUG", "d"],
      ["INFO", "i"],
      ["WARNING", "w"],
      ["ERROR", "e"],
      ["CRITICAL", "f"],
    ]);
    const info = entries()[2]!;
    expect(info).not.toHaveProperty("level");
    expect(info).not.toHaveProperty("msg");
    expect(info.listings).toBe(3);
    expect(info.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(info.time as string) - Date.now())).toBeLessThan(60_000);
  });

  it("makes an error entry with an Error an Error Reporting event, with its stack and service", () => {
    const { logger, entries } = cloudLogger({ K_SERVICE: "ssrnilam", K_REVISION: "ssrnilam-00042-abc" });
    const error = new Error("boom");
    logger.error({ err: error, requestId: "r1" }, "request failed");
    logger.fatal(error);
    const [failed, fatal] = entries();
    expect(failed).toMatchObject({
      severity: "ERROR",
      message: "request failed",
      "@type": REPORTED_ERROR_EVENT,
      stack_trace: error.stack,
      serviceContext: { service: "ssrnilam", version: "ssrnilam-00042-abc" },
      requestId: "r1",
      err: { message: "boom", stack: error.stack },
    });
    expect(failed?.stack_trace).toMatch(/^Error: boom\n {4}at /);
    expect(fatal).toMatchObject({ severity: "CRITICAL", message: "boom", "@type": REPORTED_ERROR_EVENT });
  });

  it("reports only error entries that carry an error; the service is nilam without K_SERVICE", () => {
    const { logger, entries } = cloudLogger();
    logger.warn({ err: new Error("slow") }, "retrying");
    logger.error("no error object");
    logger.error({ err: "a string" }, "not an Error");
    logger.error({ err: new TypeError("bad") }, "reported");
    const [warning, bare, text, reported] = entries();
    for (const entry of [warning, bare, text]) {
      expect(entry).not.toHaveProperty("@type");
      expect(entry).not.toHaveProperty("stack_trace");
      expect(entry).not.toHaveProperty("serviceContext");
    }
    expect(reported?.serviceContext).toEqual({ service: "nilam" });
    expect(reported?.stack_trace).toMatch(/^TypeError: bad/);
  });

  it("still redacts cookies, authorization, tokens, passwords and phones", () => {
    const { logger, entries } = cloudLogger();
    logger.info(
      {
        req: { headers: { cookie: "__session=abc", authorization: "Bearer xyz", "user-agent": "ua" } },
        body: { idToken: "token", password: "Secret@123" },
        user: { phone: "9876543210" },
      },
      "signed in",
    );
    expect(entries()[0]).toMatchObject({
      req: { headers: { cookie: "[redacted]", authorization: "[redacted]", "user-agent": "ua" } },
      body: { idToken: "[redacted]", password: "[redacted]" },
      user: { phone: "[redacted]" },
    });
  });
});

describe("a request's trace", () => {
  const trace = (headers: IncomingHttpHeaders) => traceFields(headers, "nilam-prod");

  it("comes from X-Cloud-Trace-Context, the decimal span id in hex", () => {
    expect(trace({ "x-cloud-trace-context": `${TRACE_ID}/74;o=1` })).toEqual({
      "logging.googleapis.com/trace": `projects/nilam-prod/traces/${TRACE_ID}`,
      "logging.googleapis.com/spanId": "000000000000004a",
      "logging.googleapis.com/trace_sampled": true,
    });
    expect(trace({ "x-cloud-trace-context": `${TRACE_ID.toUpperCase()}/18446744073709551615;o=0` })).toEqual({
      "logging.googleapis.com/trace": `projects/nilam-prod/traces/${TRACE_ID}`,
      "logging.googleapis.com/spanId": "ffffffffffffffff",
    });
    expect(trace({ "x-cloud-trace-context": TRACE_ID })).toEqual({
      "logging.googleapis.com/trace": `projects/nilam-prod/traces/${TRACE_ID}`,
    });
  });

  it("comes from a W3C traceparent", () => {
    expect(trace({ traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` })).toEqual({
      "logging.googleapis.com/trace": `projects/nilam-prod/traces/${TRACE_ID}`,
      "logging.googleapis.com/spanId": "00f067aa0ba902b7",
      "logging.googleapis.com/trace_sampled": true,
    });
    expect(traceContextOf({ traceparent: `01-${TRACE_ID}-00f067aa0ba902b7-00-later` })).toEqual({
      traceId: TRACE_ID,
      spanId: "00f067aa0ba902b7",
      sampled: false,
    });
  });

  it("ignores a malformed header, falling back to the other one", () => {
    for (const header of [
      "",
      "nonsense",
      `${TRACE_ID.slice(1)}/1;o=1`,
      `${TRACE_ID}x/1`,
      `${"0".repeat(32)}/1;o=1`,
      `${TRACE_ID}/0;o=1`,
      `${TRACE_ID}/18446744073709551616`,
      `${TRACE_ID}/-1`,
      `${TRACE_ID}/1;o=2`,
    ])
      expect(trace({ "x-cloud-trace-context": header }), header).toEqual({});
    for (const header of [
      `00-${TRACE_ID}-00f067aa0ba902b7`,
      `00-${TRACE_ID.toUpperCase()}-00f067aa0ba902b7-01`,
      `00-${"0".repeat(32)}-00f067aa0ba902b7-01`,
      `00-${TRACE_ID}-${"0".repeat(16)}-01`,
      `ff-${TRACE_ID}-00f067aa0ba902b7-01`,
      `00-${TRACE_ID}-00f067aa0ba902b7-01-extra`,
    ])
      expect(trace({ traceparent: header }), header).toEqual({});
    expect(
      trace({ "x-cloud-trace-context": "broken", traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-00` }),
    ).toEqual({
      "logging.googleapis.com/trace": `projects/nilam-prod/traces/${TRACE_ID}`,
      "logging.googleapis.com/spanId": "00f067aa0ba902b7",
    });
  });

  it("names GOOGLE_CLOUD_PROJECT, else GCLOUD_PROJECT, else the given project", () => {
    const headers = { "x-cloud-trace-context": `${TRACE_ID}/1` };
    const project = (options: Parameters<typeof requestLogOptions>[0]) =>
      requestLogOptions(options).customProps({ headers } as never)["logging.googleapis.com/trace"];
    const env = { GOOGLE_CLOUD_PROJECT: "a", GCLOUD_PROJECT: "b" };
    expect(project({ env, projectId: "c" })).toBe(`projects/a/traces/${TRACE_ID}`);
    expect(project({ env: { GCLOUD_PROJECT: "b" }, projectId: "c" })).toBe(`projects/b/traces/${TRACE_ID}`);
    expect(project({ env: {}, projectId: "c" })).toBe(`projects/c/traces/${TRACE_ID}`);
    expect(project({ env: {} })).toBeUndefined();
  });
});

describe("request logs through pino-http", () => {
  /** A server logging as app.ts does: one entry from req.log inside the handler, then pino-http's own. */
  async function serve(format: "json" | "lines") {
    const written: string[] = [];
    const logger = createLogger("info", { format, write: (text) => written.push(text) });
    const log = pinoHttp({
      logger,
      genReqId: () => "req-1",
      ...requestLogOptions({ env: { GOOGLE_CLOUD_PROJECT: "nilam-prod" } }),
    });
    const finished: Promise<unknown>[] = [];
    const server = createServer((req, res) => {
      log(req, res);
      req.log.info({ listings: 2 }, "inside");
      if (req.url === "/fail") req.log.error({ err: new Error("down") }, "request failed");
      finished.push(once(res, "finish"));
      res.statusCode = req.url === "/fail" ? 503 : 200;
      res.end("ok");
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const request = async (path: string, headers: Record<string, string>) => {
      await (await fetch(base + path, { headers })).text();
      await Promise.all(finished);
    };
    return { written, request, close: () => server.close() };
  }

  it("files every entry of a request under its trace, and the finished request as an httpRequest", async () => {
    const { written, request, close } = await serve("json");
    try {
      await request("/listings?page=2", {
        "x-cloud-trace-context": `${TRACE_ID}/74;o=1`,
        "user-agent": "test-agent",
        cookie: "__session=secret",
      });
      await request("/fail", { traceparent: `00-${"1".repeat(32)}-00f067aa0ba902b7-01` });
      await request("/", { "x-cloud-trace-context": "not-a-trace" });
    } finally {
      close();
    }
    const entries = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((entry) => entry.message)).toEqual([
      "inside",
      "request completed",
      "inside",
      "request failed",
      "request errored",
      "inside",
      "request completed",
    ]);
    const first = {
      "logging.googleapis.com/trace": `projects/nilam-prod/traces/${TRACE_ID}`,
      "logging.googleapis.com/spanId": "000000000000004a",
      "logging.googleapis.com/trace_sampled": true,
    };
    expect(entries[0]).toMatchObject({ ...first, severity: "INFO", listings: 2 });
    expect(entries[0]).not.toHaveProperty("httpRequest");
    expect(entries[1]).toMatchObject({
      ...first,
      req: { id: "req-1", headers: { cookie: "[redacted]" } },
      httpRequest: {
        requestMethod: "GET",
        requestUrl: "/listings?page=2",
        status: 200,
        userAgent: "test-agent",
        remoteIp: "127.0.0.1",
        protocol: "HTTP/1.1",
        latency: expect.stringMatching(/^\d+\.\d{3}s$/),
      },
    });
    for (const entry of entries.slice(2, 5))
      expect(entry["logging.googleapis.com/trace"]).toBe(`projects/nilam-prod/traces/${"1".repeat(32)}`);
    // An error logged while serving the request: an Error Reporting event under the request's trace.
    expect(entries[3]).toMatchObject({
      severity: "ERROR",
      "@type": REPORTED_ERROR_EVENT,
      stack_trace: expect.stringMatching(/^Error: down\n/),
    });
    expect(entries[4]?.httpRequest).toMatchObject({ requestUrl: "/fail", status: 503 });
    for (const entry of entries.slice(5))
      expect(Object.keys(entry).filter((key) => key.startsWith("logging.googleapis.com/"))).toEqual([]);
  });

  it("leaves Cloud Logging's fields out of the developer's lines", async () => {
    const { written, request, close } = await serve("lines");
    try {
      await request("/listings", { "x-cloud-trace-context": `${TRACE_ID}/74;o=1` });
    } finally {
      close();
    }
    expect(written[0]).toMatch(/^\d\d:\d\d:\d\d inside \(GET \/listings\) listings=2\n$/);
    expect(written[1]).toMatch(/^\d\d:\d\d:\d\d GET \/listings 200 \d+ms\n$/);
  });
});
