import { afterEach, describe, expect, it, vi } from "vitest";
import type { UploadLimits } from "#shared/public-config.ts";
import { megabytes, sizeLimits } from "./limits.ts";
import { UploadError } from "./upload-store.ts";
import { sendsDirect, xhrTransport } from "./xhr-upload.ts";

const MB = 1024 * 1024;
const limits: UploadLimits = {
  maxImageBytes: 20 * MB,
  maxVideoBytes: 100 * MB,
  directUploadOverBytes: 30 * MB,
};
const sized = (size: number, type: string) => ({ size, type });

describe("sendsDirect", () => {
  it("sends a video over the threshold straight to the bucket, anything else to the server", () => {
    expect(sendsDirect(sized(31 * MB, "video/mp4"), limits)).toBe(true);
    expect(sendsDirect(sized(31 * MB, "video/quicktime"), limits)).toBe(true);
    // A browser that knows no type: the server decides from the bytes.
    expect(sendsDirect(sized(31 * MB, ""), limits)).toBe(true);
    expect(sendsDirect(sized(30 * MB, "video/mp4"), limits)).toBe(false);
    // Photos are prepared by the server, whatever their size (over its limit it answers 413).
    expect(sendsDirect(sized(40 * MB, "image/jpeg"), limits)).toBe(false);
  });

  it("sends everything to the server when it offers no direct uploads", () => {
    expect(sendsDirect(sized(90 * MB, "video/mp4"), { ...limits, directUploadOverBytes: null })).toBe(false);
    expect(sendsDirect(sized(90 * MB, "video/mp4"), null)).toBe(false);
  });
});

describe("the form's size limits", () => {
  it("are stated in megabytes as the settings give them", () => {
    expect(sizeLimits(limits)).toEqual({ photoMb: "20", videoMb: "100" });
    expect(megabytes(512 * 1024)).toBe("0.5");
    expect(megabytes(1.25 * MB)).toBe("1.3");
  });
});

// The browser's fetch and XMLHttpRequest, faked: unit tests run in Node, which has no XMLHttpRequest. The fakes
// record each request and answer as the API and a bucket do; tests/integration/uploads-direct.test.ts drives the
// same requests against the server and an S3 server.
interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

function fakeBrowser(answers: { put: number; complete: [number, unknown] }) {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    response: unknown = null;
    responseType = "";
    private request: Sent = { method: "", url: "", headers: {}, body: null };
    private listeners = new Map<string, () => void>();
    readonly upload = {
      listeners: new Map<
        string,
        (event: { lengthComputable: boolean; loaded: number; total: number }) => void
      >(),
      addEventListener(type: string, listener: () => void) {
        this.listeners.set(type, listener);
      },
    };
    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    abort() {}
    send(body: unknown) {
      sent.push({ ...this.request, body });
      setTimeout(() => {
        this.upload.listeners.get("progress")?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.status = answers.put;
        this.listeners.get("load")?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({
      method: init.method ?? "GET",
      url,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body,
    });
    if (url === "/api/v1/uploads/direct")
      return Response.json(
        {
          uploadId: "u1",
          url: "https://bucket.example/incoming/u1?X-Amz-Signature=s",
          headers: { "content-type": "application/octet-stream" },
        },
        { status: 201 },
      );
    if (url.endsWith("/complete")) return Response.json(answers.complete[1], { status: answers.complete[0] });
    return new Response(null, { status: 204 });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const video = () => new File([new Uint8Array(40)], "walk.mp4", { type: "video/mp4" });
const tiny: UploadLimits = { ...limits, directUploadOverBytes: 10 };
const stored = { upload: { id: "u1", media: { kind: "video", url: "https://cdn.example/v.mp4" } } };

describe("xhrTransport, direct", () => {
  it("asks for a URL, PUTs the file there with its progress, then has the server take it over", async () => {
    const sent = fakeBrowser({ put: 200, complete: [201, stored] });
    const progress: number[] = [];
    const answer = await xhrTransport(tiny).send(video(), {
      onProgress: (fraction) => progress.push(fraction),
      signal: new AbortController().signal,
    });
    expect(answer).toEqual({
      id: "u1",
      media: { kind: "video", url: "https://cdn.example/v.mp4", thumbUrl: "https://cdn.example/v.mp4" },
    });
    expect(sent.map((s) => `${s.method} ${s.url.split("?")[0]}`)).toEqual([
      "POST /api/v1/uploads/direct",
      "PUT https://bucket.example/incoming/u1",
      "POST /api/v1/uploads/u1/complete",
    ]);
    expect(JSON.parse(String(sent[0]!.body))).toEqual({
      filename: "walk.mp4",
      size: 40,
      contentType: "video/mp4",
    });
    expect(sent[1]!.headers).toEqual({ "content-type": "application/octet-stream" });
    expect(sent[1]!.body).toBeInstanceOf(File);
    expect(progress).toEqual([0.5]);
  });

  it("shows the server's refusal, and discards an upload whose file the bucket did not take", async () => {
    const refused = fakeBrowser({
      put: 200,
      complete: [
        415,
        { error: { code: "unsupported_media", message: "walk.mp4 is not a photo or video we accept" } },
      ],
    });
    const events = { onProgress() {}, signal: new AbortController().signal };
    await expect(xhrTransport(tiny).send(video(), events)).rejects.toEqual(
      new UploadError("walk.mp4 is not a photo or video we accept"),
    );
    expect(refused.at(-1)).toMatchObject({ method: "DELETE", url: "/api/v1/uploads/u1" });
    vi.unstubAllGlobals();

    const lost = fakeBrowser({ put: 403, complete: [201, stored] });
    await expect(xhrTransport(tiny).send(video(), events)).rejects.toBeInstanceOf(UploadError);
    expect(lost.map((s) => `${s.method} ${s.url.split("?")[0]}`)).toEqual([
      "POST /api/v1/uploads/direct",
      "PUT https://bucket.example/incoming/u1",
      "DELETE /api/v1/uploads/u1",
    ]);
  });

  it("sends a file under the threshold to the server as a form", async () => {
    const sent = fakeBrowser({ put: 201, complete: [201, stored] });
    await xhrTransport(limits)
      .send(video(), { onProgress() {}, signal: new AbortController().signal })
      .catch(() => undefined);
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(["POST /api/v1/uploads"]);
    expect(sent[0]!.body).toBeInstanceOf(FormData);
  });
});
