import type { AddressInfo } from "node:net";
import busboy from "busboy";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asTheFunctionRuns } from "#tests/support/functions-runtime.ts";

const app = express();
app.post("/raw", express.raw({ type: () => true }), (req, res) => {
  res.json({ bytes: Buffer.isBuffer(req.body) ? req.body.toString("utf8") : null, ip: req.ip });
});
app.post("/json", express.json({ limit: "10b" }), (req, res) => res.json({ body: req.body as unknown }));
app.post("/file", (req, res) => {
  const parser = busboy({ headers: req.headers, defParamCharset: "utf8" });
  parser.on("file", (_field, stream, info) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => res.json({ name: info.filename, text: Buffer.concat(chunks).toString("utf8") }));
  });
  req.pipe(parser);
});
app.get("/plain", (req, res) => res.json({ cookie: req.get("cookie") ?? null, url: req.originalUrl }));
app.use(
  (error: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(error.status ?? 500).json({ error: true });
  },
);

let base = "";
let close: () => void = () => {};
beforeAll(async () => {
  const server = asTheFunctionRuns(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("a request whose body the Functions runtime read already", () => {
  it("gives a raw reader the exact bytes of a JSON body the runtime parsed", async () => {
    const body = '{"b": 2,  "a": 1}';
    const answer = await fetch(`${base}/raw`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(await answer.json()).toMatchObject({ bytes: body, ip: "127.0.0.1" });
  });

  it("gives a raw reader the bytes of a web form the runtime parsed", async () => {
    const body = "name=%E0%AE%A8%E0%AE%BF%E0%AE%B2%E0%AE%AE%E0%AF%8D&a=1";
    const answer = await fetch(`${base}/raw`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect((await answer.json()).bytes).toBe(body);
  });

  it("keeps the app's own limits: a JSON body over it is 413, as without the runtime", async () => {
    const answer = await fetch(`${base}/json`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ long: "x".repeat(50) }),
    });
    expect(answer.status).toBe(413);
  });

  it("lets multipart parsers read the file again", async () => {
    const form = new FormData();
    form.append("file", new Blob(["photo bytes"]), "சொத்து.jpg");
    const answer = await fetch(`${base}/file`, { method: "POST", body: form });
    expect(await answer.json()).toEqual({ name: "சொத்து.jpg", text: "photo bytes" });
  });

  it("passes a request without a body through unchanged", async () => {
    const answer = await fetch(`${base}/plain?q=1`, { headers: { cookie: "__session=abc" } });
    expect(await answer.json()).toEqual({ cookie: "__session=abc", url: "/plain?q=1" });
  });
});
