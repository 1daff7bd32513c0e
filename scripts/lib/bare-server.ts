// The bench's yardstick (issue 23): a bare Node HTTP server that sends one answer's exact bytes from memory, status,
// headers and (compressed) body as the app sent them. The app's throughput on the same URL divided by this one's
// says what the app costs per request beyond sending bytes.
import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** What the load's requests ask for, so that the app and the bare server send the same encoding. */
export const LOAD_HEADERS = { "accept-encoding": "gzip, deflate, br" };

export interface RecordedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One answer of `url` as it went over the wire (not decompressed). */
export function recordAnswer(url: string): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: LOAD_HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** A server on a free loopback port answering every request with `answer`. */
export async function startBareServer(
  answer: RecordedAnswer,
): Promise<{ url: string; close(): Promise<void> }> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || name === "transfer-encoding" || name === "connection" || name === "keep-alive")
      continue;
    headers[name] = value;
  }
  headers["content-length"] = String(answer.body.length);
  const server = createServer((_req, res) => {
    res.writeHead(answer.status, headers);
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
