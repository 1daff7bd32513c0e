import { describe, expect, it } from "vitest";
import {
  canBeCover,
  canMove,
  createUploadStore,
  savedItem,
  type UploadAnswer,
  UploadError,
  type UploadTransport,
} from "./upload-store.ts";

interface Pending {
  file: File;
  progress(fraction: number): void;
  resolve(answer: UploadAnswer): void;
  reject(error: unknown): void;
  signal: AbortSignal;
}

/** A transport the test drives by hand: each send waits until the test answers it. */
function fakeTransport() {
  const pending: Pending[] = [];
  const discarded: string[] = [];
  const transport: UploadTransport = {
    send(file, { onProgress, signal }) {
      return new Promise<UploadAnswer>((resolve, reject) => {
        pending.push({ file, progress: onProgress, resolve, reject, signal });
      });
    },
    discard: (id) => discarded.push(id),
  };
  return { transport, pending, discarded };
}

const photo = (name: string) => new File([new Uint8Array(10)], name, { type: "image/jpeg" });
const video = (name: string) => new File([new Uint8Array(10)], name, { type: "video/mp4" });
const answer = (id: string): UploadAnswer => ({
  id,
  media: { kind: "image", url: `/media/${id}.webp`, thumbUrl: `/media/${id}-480.webp` },
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const names = (store: ReturnType<typeof createUploadStore>) =>
  store.getState().items.map((item) => item.name);

describe("upload store", () => {
  it("uploads each file on its own, a few at a time, with progress, processing and done", async () => {
    const { transport, pending } = fakeTransport();
    const store = createUploadStore({ transport, maxFiles: 15, concurrency: 2 });
    store.getState().add([photo("a.jpg"), photo("b.jpg"), video("c.mp4")]);
    expect(pending.map((p) => p.file.name)).toEqual(["a.jpg", "b.jpg"]);
    expect(store.getState().items.map((item) => item.status)).toEqual(["uploading", "uploading", "waiting"]);

    pending[0]!.progress(0.5);
    expect(store.getState().items[0]).toMatchObject({ status: "uploading", percent: 50 });
    pending[0]!.progress(1);
    expect(store.getState().items[0]).toMatchObject({ status: "processing", percent: 100 });
    pending[0]!.resolve(answer("u1"));
    await settle();
    expect(store.getState().items[0]).toMatchObject({ status: "done", id: "u1", file: null });
    expect(store.getState().announcement).toBe("a.jpg uploaded.");
    // A place came free: the third file starts.
    expect(pending.map((p) => p.file.name)).toEqual(["a.jpg", "b.jpg", "c.mp4"]);
  });

  it("takes at most the limit and says so", () => {
    const { transport } = fakeTransport();
    const store = createUploadStore({ transport, maxFiles: 3 });
    store.getState().add([photo("1.jpg"), photo("2.jpg")]);
    expect(store.getState().limitReached).toBe(false);
    store.getState().add([photo("3.jpg"), photo("4.jpg")]);
    expect(names(store)).toEqual(["1.jpg", "2.jpg", "3.jpg"]);
    expect(store.getState().limitReached).toBe(true);
    store.getState().remove(store.getState().items[0]!.key);
    expect(store.getState().limitReached).toBe(false);
  });

  it("marks a failed file with the server's reason, and retries that file alone", async () => {
    const { transport, pending } = fakeTransport();
    const store = createUploadStore({ transport, maxFiles: 15, concurrency: 1 });
    store.getState().add([photo("bad.jpg"), photo("good.jpg")]);
    pending[0]!.reject(new UploadError("The file is too large."));
    await settle();
    expect(store.getState().items[0]).toMatchObject({ status: "failed", error: "The file is too large." });
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(answer("u2"));
    await settle();
    store.getState().retry(store.getState().items[0]!.key);
    expect(pending).toHaveLength(3);
    expect(pending[2]!.file.name).toBe("bad.jpg");
    pending[2]!.resolve(answer("u3"));
    await settle();
    expect(store.getState().items.map((item) => [item.status, item.id])).toEqual([
      ["done", "u3"],
      ["done", "u2"],
    ]);
  });

  it("removing a finished upload discards it on the server; removing a running one cancels it", async () => {
    const { transport, pending, discarded } = fakeTransport();
    const store = createUploadStore({ transport, maxFiles: 15 });
    store.getState().add([photo("a.jpg"), photo("b.jpg")]);
    pending[0]!.resolve(answer("u1"));
    await settle();
    const [done, running] = store.getState().items;
    store.getState().remove(done!.key);
    expect(discarded).toEqual(["u1"]);
    store.getState().remove(running!.key);
    expect(pending[1]!.signal.aborted).toBe(true);
    // The server finished it anyway: nobody will attach it, so it is discarded too.
    pending[1]!.resolve(answer("u2"));
    await settle();
    expect(discarded).toEqual(["u1", "u2"]);
    expect(store.getState().items).toEqual([]);
  });

  it("reorders, and makes any file the cover (first)", () => {
    const { transport } = fakeTransport();
    const store = createUploadStore({ transport, maxFiles: 15, concurrency: 0 });
    store.getState().add([photo("a.jpg"), photo("b.jpg"), photo("c.jpg")]);
    const key = (name: string) => store.getState().items.find((item) => item.name === name)!.key;
    store.getState().move(key("a.jpg"), 1);
    expect(names(store)).toEqual(["b.jpg", "a.jpg", "c.jpg"]);
    expect(store.getState().announcement).toBe("a.jpg is now number 2 of 3.");
    store.getState().move(key("b.jpg"), -1);
    expect(names(store)).toEqual(["b.jpg", "a.jpg", "c.jpg"]);
    store.getState().makeCover(key("c.jpg"));
    expect(names(store)).toEqual(["c.jpg", "b.jpg", "a.jpg"]);
  });

  it("in the edit form lets a new upload move ahead of the saved media and become the cover", () => {
    const { transport } = fakeTransport();
    const store = createUploadStore({
      transport,
      maxFiles: 15,
      concurrency: 0,
      initial: [
        savedItem({ id: "m1", kind: "image", url: "/1.webp", thumbUrl: "/1s.webp" }, 1),
        savedItem({ id: "m2", kind: "video", url: "/2.mp4", thumbUrl: "/2.mp4" }, 2),
      ],
    });
    store.getState().add([photo("new.jpg")]);
    const [, second, added] = store.getState().items;
    expect(second!.name).toBe("Video 2");
    expect(canMove(store.getState(), added!.key, -1)).toBe(true);
    expect(canMove(store.getState(), added!.key, 1)).toBe(false);
    store.getState().move(added!.key, -1);
    expect(names(store)).toEqual(["Photo 1", "new.jpg", "Video 2"]);
    expect(canBeCover(store.getState(), added!.key)).toBe(true);
    store.getState().makeCover(added!.key);
    expect(names(store)).toEqual(["new.jpg", "Photo 1", "Video 2"]);
    expect(canBeCover(store.getState(), added!.key)).toBe(false);
  });

  it("a reset (after a submit) forgets the list without discarding anything", async () => {
    const { transport, pending, discarded } = fakeTransport();
    const store = createUploadStore({ transport, maxFiles: 15 });
    store.getState().add([photo("a.jpg")]);
    pending[0]!.resolve(answer("u1"));
    await settle();
    store.getState().reset();
    expect(store.getState().items).toEqual([]);
    expect(discarded).toEqual([]);
  });
});
