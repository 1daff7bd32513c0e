// Deadlines on waiting for Firestore.
//
// A request that gave up waiting on Firestore (http/deadline.ts) has told its client 503, "try again": whatever it
// was doing must then not change anything, or the retry would do it twice. Its reads may still finish when the
// database comes back, but no write it sends from then on reaches Firestore. A write already sent when the
// deadline passed cannot be called back; its outcome is Firestore's.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Firestore } from "firebase-admin/firestore";
import { AppError } from "#server/errors.ts";

const requestDeadline = new AsyncLocalStorage<AbortSignal>();

/** Runs `fn` (the rest of a request) under `signal`: once it is aborted, the request's writes are refused. */
export function withRequestDeadline<T>(signal: AbortSignal, fn: () => T): T {
  return requestDeadline.run(signal, fn);
}

/** The Firestore calls that change data: a batch's or a transaction's commit, and BulkWriter's batches. */
const WRITE_METHODS = new Set(["commit", "batchWrite"]);

type Send = (method: string, ...rest: unknown[]) => Promise<unknown>;
const REFUSING = Symbol("refusing writes past a deadline");

/**
 * Makes `db` refuse, with a 503, every write of a request whose deadline has passed. Every write of the client
 * (a document's set or update, a batch, a transaction) goes through one method, `request`, which is not part of
 * its typed API: the integration test of stalls (tests/integration/database-stall.test.ts) fails if that changes.
 */
export function refuseWritesPastDeadline(db: Firestore): void {
  const client = db as unknown as { request?: Send; [REFUSING]?: true };
  if (client[REFUSING]) return;
  const send = client.request;
  if (typeof send !== "function")
    throw new Error("This Firestore client has no request method: writes past a deadline cannot be refused.");
  client.request = (method, ...rest) => {
    if (WRITE_METHODS.has(method) && requestDeadline.getStore()?.aborted)
      return Promise.reject(AppError.unavailable());
    return send.call(db, method, ...rest);
  };
  client[REFUSING] = true;
}

/** Whether `done` settled by `until` (a performance.now() time), and with true. */
export function settledBy(done: Promise<boolean>, until: number): Promise<boolean> {
  const wait = until - performance.now();
  if (wait === Number.POSITIVE_INFINITY) return done;
  let timer: NodeJS.Timeout | undefined;
  // Listed first: a promise already settled wins even when the time is up.
  return Promise.race([
    done,
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), Math.max(0, wait));
    }),
  ]).finally(() => clearTimeout(timer));
}
