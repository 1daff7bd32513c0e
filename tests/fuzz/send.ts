// Sending fuzzed requests exactly as built: Node's http client leaves paths and headers as they are (fetch would
// resolve `%2E%2E` in a path and refuse odd headers).
import { Agent, request } from "node:http";

/** A request as sent: the request target verbatim, its headers, its body. */
export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  error?: string;
}

function send(base: URL, agent: Agent, c: RawRequest): Promise<Answer> {
  return new Promise((resolve) => {
    let answered = false;
    const req = request(
      { host: base.hostname, port: base.port, method: c.method, path: c.path, headers: c.headers, agent },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        const done = (error?: Error) =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers["content-type"] ?? ""),
            text: Buffer.concat(chunks).subarray(0, 600).toString("utf8"),
            error: error?.message,
          });
        res.on("end", () => done());
        res.on("error", done);
      },
    );
    req.on("error", (error) => {
      if (!answered) resolve({ status: 0, contentType: "", text: "", error: error.message });
    });
    // A guard against a request that is never answered, not a measure of speed.
    req.setTimeout(20_000, () => req.destroy(new Error("no answer within 20 s")));
    req.end(c.body ?? undefined);
  });
}

/** The requests, `inFlight` at a time over kept-alive connections; the answers in the requests' order. */
export async function sendAll(
  base: string,
  requests: readonly RawRequest[],
  inFlight = 8,
): Promise<Answer[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: inFlight });
  const url = new URL(base);
  const answers: Answer[] = new Array(requests.length);
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < requests.length) {
          const i = next++;
          answers[i] = await send(url, agent, requests[i]!);
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return answers;
}
