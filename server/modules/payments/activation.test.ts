import type { Transaction } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { paymentTransaction } from "./activation.ts";

/** A database whose transactions run `update` once, as the client's would when nothing contends. */
const database = () =>
  ({
    runTransaction: (update: (tx: Transaction) => Promise<unknown>) => update({} as Transaction),
  }) as unknown as Db;

/** A database whose transactions fail with `error`, as the client's does once its retries are spent. */
const failing = (error: unknown) => ({ runTransaction: () => Promise.reject(error) }) as unknown as Db;

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Lets every callback already queued run (promise reactions and I/O), without waiting any time. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("paymentTransaction", () => {
  it("runs one payment's transactions one after another, and other payments' beside them", async () => {
    const db = database();
    const started: string[] = [];
    const release = gate();
    const first = paymentTransaction(db, "sandbox_pay_a", async () => {
      started.push("a1");
      await release.opened;
      return "a1";
    });
    const second = paymentTransaction(db, "sandbox_pay_a", async () => {
      started.push("a2");
      return "a2";
    });
    const other = paymentTransaction(db, "sandbox_pay_b", async () => {
      started.push("b1");
      return "b1";
    });
    await settle();
    expect(started).toEqual(["a1", "b1"]);
    release.open();
    expect(await Promise.all([first, second, other])).toEqual(["a1", "a2", "b1"]);
    expect(started).toEqual(["a1", "b1", "a2"]);
  });

  it("starts a payment's next transaction when the one before it failed", async () => {
    const db = database();
    const failed = paymentTransaction(db, "sandbox_pay_c", () => Promise.reject(new Error("no")));
    const next = paymentTransaction(db, "sandbox_pay_c", async () => "next");
    await expect(failed).rejects.toThrow("no");
    expect(await next).toBe("next");
  });

  it("answers the database's 503 for a transaction that lost to contention past the client's retries", async () => {
    for (const code of [10, 409]) {
      const lost = Object.assign(new Error("10 ABORTED: Transaction lock timeout."), { code });
      const refusal = await paymentTransaction(failing(lost), "sandbox_pay_d", async () => null).catch(
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({
        status: 503,
        code: "unavailable",
        message: AppError.unavailable().message,
      });
      expect((refusal as AppError).retryAfterSeconds).toBe(AppError.unavailable().retryAfterSeconds);
      expect((refusal as AppError).cause).toBe(lost);
    }
  });

  it("leaves any other failure as it is", async () => {
    const invalid = Object.assign(new Error("3 INVALID_ARGUMENT: bad"), { code: 3 });
    const refused = AppError.notFound();
    for (const error of [invalid, refused, new Error("plain")]) {
      const failure = await paymentTransaction(failing(error), "sandbox_pay_e", async () => null).catch(
        (thrown: unknown) => thrown,
      );
      expect(failure).toBe(error);
    }
  });
});
