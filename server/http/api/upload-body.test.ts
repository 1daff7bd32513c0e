import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readUploadFile, UploadBodyError, type UploadRequest } from "./upload-body.ts";

const options = { field: "file", maxFileBytes: 1000 };

/** A multipart/form-data body as a browser sends it, with its Content-Type. */
async function formBody(parts: [string, string | File][]): Promise<{ type: string; bytes: Buffer }> {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  const response = new Response(form);
  return { type: response.headers.get("content-type")!, bytes: Buffer.from(await response.arrayBuffer()) };
}

const file = (text: string, name = "plot.png") => new File([text], name);

/** A request whose body is still to be read, as under a bare Node server. */
function streamed(type: string | undefined, bytes: Buffer): UploadRequest {
  return Object.assign(Readable.from([bytes]), { headers: type ? { "content-type": type } : {} });
}

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => "read",
    (error: unknown) => (error instanceof UploadBodyError ? error.reason : `other: ${String(error)}`),
  );

describe("readUploadFile", () => {
  it("reads the one file of the form from the request stream, its name in UTF-8", async () => {
    const body = await formBody([
      ["note", "kept"],
      ["file", file("பட்டா எண் 123", "சொத்து.jpg")],
    ]);
    const read = await readUploadFile(streamed(body.type, body.bytes), options);
    expect(read?.filename).toBe("சொத்து.jpg");
    expect(read?.bytes.toString("utf8")).toBe("பட்டா எண் 123");
  });

  it("finds no file in a body that is not multipart, or a form without one", async () => {
    expect(await readUploadFile(streamed("application/json", Buffer.from("{}")), options)).toBeUndefined();
    expect(await readUploadFile(streamed(undefined, Buffer.from("x")), options)).toBeUndefined();
    const text = await formBody([["file", "plot.png"]]);
    expect(await readUploadFile(streamed(text.type, text.bytes), options)).toBeUndefined();
  });

  it("refuses a file over the limit as too large", async () => {
    const body = await formBody([["file", file("x".repeat(1500))]]);
    expect(await reason(readUploadFile(streamed(body.type, body.bytes), options))).toBe("too_large");
  });

  it("refuses as malformed what is not one file in the named field of a whole form", async () => {
    const cases: [string, { type: string; bytes: Buffer }][] = [
      ["another field", await formBody([["photo", file("a")]])],
      [
        "two files",
        await formBody([
          ["file", file("a")],
          ["file", file("b", "b.png")],
        ]),
      ],
      ["too many fields", await formBody([...[1, 2, 3, 4, 5].map((i): [string, string] => [`n${i}`, "x"])])],
      ["a long field", await formBody([["note", "x".repeat(1025)]])],
      ["no boundary", { type: "multipart/form-data", bytes: Buffer.from("--x\r\n") }],
      ["multipart/mixed", { type: "multipart/mixed; boundary=x", bytes: Buffer.from("--x--\r\n") }],
    ];
    const whole = await formBody([["file", file("a")]]);
    cases.push(["cut short", { type: whole.type, bytes: whole.bytes.subarray(0, whole.bytes.length - 20) }]);
    for (const [label, body] of cases) {
      expect(await reason(readUploadFile(streamed(body.type, body.bytes), options)), label).toBe("malformed");
    }
  });

  it("gives up on a request whose client goes away mid-body", async () => {
    const body = await formBody([["file", file("x".repeat(500))]]);
    const stream = new PassThrough();
    const req = Object.assign(stream, { headers: { "content-type": body.type } });
    const reading = reason(readUploadFile(req, options));
    stream.write(body.bytes.subarray(0, 200));
    stream.destroy();
    expect(await reading).toBe("malformed");
  });

  it("lets each piece of the body in once `reserve` holds memory for it", async () => {
    const body = await formBody([["file", file("x".repeat(800))]]);
    const reserved: number[] = [];
    const read = await readUploadFile(streamed(body.type, body.bytes), {
      ...options,
      reserve: async (bytes) => {
        reserved.push(bytes);
      },
    });
    expect(read?.bytes.length).toBe(800);
    expect(reserved.reduce((sum, bytes) => sum + bytes, 0)).toBe(body.bytes.length);
  });

  it("gives up on a body that stops coming, and on one kept waiting for memory, after `idleMs`", async () => {
    const body = await formBody([["file", file("x".repeat(500))]]);
    const stopped = () => {
      const stream = new PassThrough();
      stream.write(body.bytes.subarray(0, 200));
      return Object.assign(stream, { headers: { "content-type": body.type } });
    };
    expect(await reason(readUploadFile(stopped(), { ...options, idleMs: 20 }))).toBe("stalled");
    const never = () => new Promise<void>(() => undefined);
    expect(await reason(readUploadFile(stopped(), { ...options, idleMs: 20, reserve: never }))).toBe(
      "waited",
    );
  });

  it("ends with the reason `reserve` refuses a piece for, as it is", async () => {
    const body = await formBody([["file", file("x".repeat(500))]]);
    const busy = new Error("busy");
    const reading = readUploadFile(streamed(body.type, body.bytes), {
      ...options,
      reserve: () => Promise.reject(busy),
    });
    await expect(reading).rejects.toBe(busy);
  });
});
