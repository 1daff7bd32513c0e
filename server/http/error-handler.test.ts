import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import express from "express";
import { pinoHttp } from "pino-http";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger, requestLogOptions } from "#server/logger.ts";
import { errorHandler, toAppError } from "./error-handler.ts";

let server: http.Server | undefined;

afterEach(async () => {
  const open = server;
  server = undefined;
  if (!open) return;
  open.closeAllConnections();
  await new Promise((resolve) => open.close(resolve));
});

describe("errorHandler", () => {
  // Issue 30, item 9: a client that left mid-page made the stream's ERR_STREAM_PREMATURE_CLOSE reach Express's
  // own handler, which prints the raw stack to the console (outside the log, unreadable to Cloud Logging).
  it("logs a client that leaves mid-answer once, as its request's entry, and prints nothing", async () => {
    const entries: Record<string, unknown>[] = [];
    const logger = createLogger("debug", {
      format: "json",
      write: (line) => entries.push(JSON.parse(line)),
      env: {},
    });
    const app = express();
    // Express's own handler prints errors everywhere but under "test".
    app.set("env", "production");
    app.use(pinoHttp({ logger, ...requestLogOptions() }));
    app.get("/page", async (_req, res, next) => {
      // A page streamed as http/pages.ts streams one, its end still to come when the client goes.
      const body = new Readable({ read() {} });
      body.push("<p>The first part of the page</p>");
      res.type("html");
      try {
        await pipeline(body, res);
      } catch (error) {
        next(error);
      }
    });
    app.use(errorHandler({ logger, isProduction: true }));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server?.once("listening", resolve));
    const { port } = server.address() as AddressInfo;

    await new Promise<void>((resolve, reject) => {
      const request = http.get({ host: "127.0.0.1", port, path: "/page" }, (response) => {
        response.once("data", () => {
          request.destroy();
          resolve();
        });
      });
      request.on("error", (error) => {
        if (!request.destroyed) reject(error);
      });
    });

    const handled = "request failed after its client was answered or gone";
    await expect.poll(() => entries.find((entry) => entry.message === handled)).toBeDefined();
    expect(entries.find((entry) => entry.message === handled)).toMatchObject({
      severity: "DEBUG",
      err: { code: "ERR_STREAM_PREMATURE_CLOSE" },
    });
    // What an operator sees: one entry, the request's, at INFO, in Cloud Logging's shape.
    const shown = entries.filter((entry) => entry.severity !== "DEBUG");
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      severity: "INFO",
      message: "request aborted",
      httpRequest: { requestMethod: "GET", requestUrl: "/page" },
    });
  });
});

describe("toAppError", () => {
  // A payment callback that kept losing a transaction to others answered 500 under load (found in a full run).
  it("answers Firestore's contention, deadline and unavailability as the stalled database's 503", () => {
    for (const [code, text] of [
      [10, "10 ABORTED: Transaction lock timeout."],
      [409, "Conflict"],
      [4, "4 DEADLINE_EXCEEDED: Deadline exceeded"],
      [14, "14 UNAVAILABLE: No connection established"],
    ] as const) {
      const answer = toAppError(Object.assign(new Error(text), { code }));
      expect({ code, status: answer.status, errorCode: answer.code }).toEqual({
        code,
        status: 503,
        errorCode: "unavailable",
      });
    }
  });

  it("keeps any other Firestore error a 500 that says nothing", () => {
    const answer = toAppError(Object.assign(new Error("3 INVALID_ARGUMENT: bad"), { code: 3 }));
    expect([answer.status, answer.code]).toEqual([500, "internal"]);
    expect(toAppError(Object.assign(new Error("connect"), { code: "ECONNREFUSED" })).status).toBe(500);
  });
});
