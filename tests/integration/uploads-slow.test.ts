// Upload bodies that come slowly or stop, sent as a client on a poor network (or a hostile one) sends them: what a
// member's slow uploads cost everyone else's (nothing: memory is held for bytes that arrived, not for bytes
// announced), how many one member may send at once (3), and what a body that stops gets (408, its memory freed).
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadMemory } from "#server/modules/media/limits.ts";
import { pngImage } from "#tests/support/factories/media.ts";
import { type ApiTest, apiTest, type TestMember } from "#tests/support/test-server.ts";

const MB = 1024 * 1024;
// Small limits: a "large" upload is 2 MB, and the memory for upload bodies (4 MB) holds two of them.
const settings = { MEDIA_MAX_IMAGE_MB: "1", MEDIA_MAX_VIDEO_MB: "2", MEDIA_BUFFER_MB: "4" };
const rateLimits = { signInPer15Minutes: 1000, signUpPerHour: 1000, uploadsPer10Minutes: 1000 };

/** Slow bodies wait here for as long as a test needs. */
let patient: ApiTest;
/** Here a body that sends nothing for 200 ms is given up. */
let impatient: ApiTest;

beforeAll(async () => {
  patient = await apiTest({ settings, rateLimits: { ...rateLimits, uploadIdleMs: 60_000 } });
  impatient = await apiTest({ settings, rateLimits: { ...rateLimits, uploadIdleMs: 200 } });
});

afterAll(async () => {
  await patient?.close();
  await impatient?.close();
});

interface Answer {
  status: number;
  body: { error?: { code: string; message: string } };
}

interface SlowUpload {
  /** The server's answer, once there is one. */
  answer: Promise<Answer>;
  answered(): boolean;
  /** Sends the rest of the body. */
  finish(): Promise<Answer>;
}

/**
 * A member's upload of a 2 MB file (not a video: the server answers 415 once it has it all) that announces its
 * whole length and sends only its first `sent` bytes, then nothing until finish().
 */
function slowUpload(on: ApiTest, member: TestMember, sent = 1000): SlowUpload {
  const boundary = "nilam-slow-upload";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="walk.mp4"\r\n` +
        "Content-Type: video/mp4\r\n\r\n",
    ),
    Buffer.alloc(2 * MB - 1000, "survey "),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const request = http.request(new URL("/api/v1/uploads", on.server.base), {
    method: "POST",
    headers: {
      origin: on.server.base,
      cookie: member.cookie,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(body.length),
    },
  });
  let answered = false;
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        answered = true;
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString() || "{}"),
        });
      });
    });
    request.on("error", reject);
  });
  // A test that failed early leaves it unanswered; the server's closing then ends it.
  answer.catch(() => undefined);
  request.write(body.subarray(0, sent));
  return {
    answer,
    answered: () => answered,
    finish() {
      request.end(body.subarray(sent));
      return answer;
    },
  };
}

/**
 * Four slow uploads of `member` at once: the one the server refuses as one too many (the first answered, whichever
 * it took in last), and the three it reads.
 */
async function fourAtOnce(
  on: ApiTest,
  member: TestMember,
): Promise<{ refused: Answer; reading: SlowUpload[] }> {
  const uploads = [1, 2, 3, 4].map(() => slowUpload(on, member));
  const first = await Promise.race(
    uploads.map((upload, i) => upload.answer.then((answer) => ({ answer, i }))),
  );
  return { refused: first.answer, reading: uploads.filter((_, i) => i !== first.i) };
}

/** A photo upload of `member`, answered within 10 s or failed. */
function photoUpload(on: ApiTest, member: TestMember, photo: Buffer): Promise<Response> {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(photo)], "plot.png"));
  return fetch(`${on.server.base}/api/v1/uploads`, {
    method: "POST",
    headers: { origin: on.server.base, cookie: member.cookie },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
}

describe("slow upload bodies", () => {
  it("do not hold back another member's photo: it is stored while they still trickle", async () => {
    const slowMember = await patient.signIn();
    // Three 2 MB uploads announce 6 MB, more than the 4 MB for bodies, and send 1 kB each; a fourth at once is
    // refused, so the server has taken the three in.
    const { refused, reading: slow } = await fourAtOnce(patient, slowMember);
    expect(refused.status).toBe(429);

    const other = await patient.signIn();
    const photo = await photoUpload(patient, other, await pngImage(64, 48));
    expect(photo.status, await photo.clone().text()).toBe(201);
    expect(slow.map((upload) => upload.answered())).toEqual([false, false, false]);

    // Sent whole, they are answered as any upload.
    const answers = await Promise.all(slow.map((upload) => upload.finish()));
    expect(answers.map((answer) => answer.status)).toEqual([415, 415, 415]);
  });

  it("are three at once per member: a fourth is 429 until one of them is done", async () => {
    const member = await patient.signIn();
    const { refused, reading: slow } = await fourAtOnce(patient, member);
    expect(refused).toMatchObject({
      status: 429,
      body: {
        error: {
          code: "too_many_uploads",
          message: "You are sending 3 files already. Please wait for one of them to finish.",
        },
      },
    });
    // Another member is not counted with them.
    const other = await patient.signIn();
    expect((await photoUpload(patient, other, await pngImage(32, 32))).status).toBe(201);

    expect((await slow[0]!.finish()).status).toBe(415);
    expect((await photoUpload(patient, member, await pngImage(32, 32))).status).toBe(201);
    await Promise.all(slow.slice(1).map((upload) => upload.finish()));
  });

  it("that stop are answered 408, and the memory their bytes held is free again", async () => {
    const member = await impatient.signIn();
    const stalled = slowUpload(impatient, member, 1.5 * MB);
    const answer = await stalled.answer;
    expect(answer).toMatchObject({
      status: 408,
      body: {
        error: {
          code: "upload_stalled",
          message: "The file stopped arriving. Please check your connection and upload it again.",
        },
      },
    });
    expect(uploadMemory.inUse).toBe(0);
    // Its place among the member's three is free too.
    expect((await photoUpload(impatient, member, await pngImage(32, 32))).status).toBe(201);
  });
});
