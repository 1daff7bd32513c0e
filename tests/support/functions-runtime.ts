// Google's Functions runtime in front of the app, as functions/index.ts meets it: the runtime reads and parses every
// body first (JSON, text, web forms, anything else as bytes), keeps the bytes in `req.rawBody` and leaves the stream
// spent; the function hands the app a replay of those bytes (withReplayedBody). The deploy suite runs the real
// Functions Framework; this stand-in lets an integration or unit test put any app behind the same two steps.
import type { IncomingMessage } from "node:http";
import express, { type Express } from "express";
import { withReplayedBody } from "#server/http/replay-body.ts";

export function asTheFunctionRuns(app: Express): Express {
  const keep = {
    limit: "1024mb",
    verify: (req: IncomingMessage, _res: unknown, buf: Buffer) => {
      (req as IncomingMessage & { rawBody?: Buffer }).rawBody = buf;
    },
  };
  const runtime = express();
  runtime.use(
    express.json(keep),
    express.text(keep),
    express.urlencoded({ extended: true, ...keep }),
    express.raw({ type: "*/*", ...keep }),
  );
  runtime.all("/{*splat}", withReplayedBody(app));
  return runtime;
}
