// Google's Functions runtime (the Functions Framework in production, the Functions emulator locally) parses every
// request body before our app sees it: it reads the whole stream, keeps the bytes in `req.rawBody` and puts its own
// parse in `req.body`. Our app reads bodies itself, with its own limits and messages: the payment webhook checks a
// signature over the exact bytes, page actions hand the form to React Router, uploads parse multipart. So the
// function hands the app a request whose stream plays those bytes again, and every reader works as under
// `npm start`, on one code path.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";

/** A request as the Functions runtime passes it on: the body read already, its bytes kept. */
export type RuntimeRequest = IncomingMessage & { rawBody?: unknown; body?: unknown };

/** The bytes the runtime read, when it consumed the stream; null when the stream is still the app's to read. */
export function consumedBody(req: RuntimeRequest): Buffer | null {
  return Buffer.isBuffer(req.rawBody) && req.readableEnded ? req.rawBody : null;
}

/**
 * The same request with an unread stream of `rawBody`: method, URL, headers and connection are the original's
 * (so the client's address, the protocol and the cookies are unchanged), the runtime's parse is dropped.
 */
export function replayedRequest(req: RuntimeRequest): IncomingMessage {
  const bytes = consumedBody(req);
  if (!bytes) return req;
  let sent = false;
  const replay = new Readable({
    read() {
      if (sent) return;
      sent = true;
      if (bytes.length > 0) this.push(bytes);
      this.push(null);
    },
  }) as Readable & Record<string, unknown>;
  // Express turns it into its own request (setPrototypeOf to app.request, an IncomingMessage), so it carries
  // what IncomingMessage's readers use.
  for (const key of [
    "method",
    "url",
    "headers",
    "rawHeaders",
    "trailers",
    "rawTrailers",
    "httpVersion",
    "httpVersionMajor",
    "httpVersionMinor",
    "socket",
  ] as const) {
    replay[key] = req[key];
  }
  replay.connection = req.socket;
  replay.complete = true;
  return replay as unknown as IncomingMessage;
}

/** A request handler that sees the body's stream again when the runtime consumed it. */
export function withReplayedBody<Res extends ServerResponse>(
  handler: (req: IncomingMessage, res: Res) => void,
): (req: RuntimeRequest, res: Res) => void {
  return (req, res) => handler(replayedRequest(req), res);
}
