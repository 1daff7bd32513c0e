import { describe, expect, it } from "vitest";
import { createBudget, createPerKeyLimit, createUploadMemory } from "./limits.ts";

/** Lets every promise callback that is ready run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("createBudget", () => {
  it("hands out units up to its capacity and queues the rest in order", async () => {
    const budget = createBudget({ capacity: 10 });
    const order: string[] = [];
    const first = await budget.acquire(6);
    const second = budget.acquire(6).then((release) => {
      order.push("second");
      return release;
    });
    const third = budget.acquire(3).then((release) => {
      order.push("third");
      return release;
    });
    await settle();
    // The small third request fits beside the first, but waits behind the second: no overtaking.
    expect(order).toEqual([]);
    expect(budget.inUse).toBe(6);
    expect(budget.waiting).toBe(2);
    first();
    await settle();
    expect(order).toEqual(["second", "third"]);
    expect(budget.inUse).toBe(9);
    (await second)();
    (await third)();
    expect(budget.inUse).toBe(0);
  });

  it("never makes a request wait for more than its capacity, and releasing twice counts once", async () => {
    const budget = createBudget({ capacity: 4 });
    const release = await budget.acquire(100);
    expect(budget.inUse).toBe(4);
    release();
    release();
    expect(budget.inUse).toBe(0);
  });

  it("runs at most `capacity` jobs at once", async () => {
    const budget = createBudget({ capacity: 2 });
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const jobs = Array.from({ length: 6 }, () =>
      budget.run(1, async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running -= 1;
      }),
    );
    while (gates.length > 0 || budget.waiting > 0 || budget.inUse > 0) {
      await settle();
      gates.shift()?.();
    }
    await Promise.all(jobs);
    expect(most).toBe(2);
  });

  it("answers 503 once too many are waiting", async () => {
    const budget = createBudget({ capacity: 1, maxWaiting: 1 });
    const release = await budget.acquire(1);
    const waiting = budget.acquire(1);
    await expect(budget.acquire(1)).rejects.toMatchObject({ status: 503, code: "busy" });
    release();
    (await waiting)();
  });

  it("serves waiting requests when its capacity grows, and fits them when it shrinks", async () => {
    const budget = createBudget({ capacity: 1 });
    const first = await budget.acquire(1);
    let second = false;
    const waiting = budget.acquire(1).then((release) => {
      second = true;
      return release;
    });
    budget.setCapacity(2);
    await settle();
    expect(second).toBe(true);
    first();
    (await waiting)();
    const large = budget.acquire(2);
    budget.setCapacity(1);
    (await large)();
    expect(budget.inUse).toBe(0);
  });
});

/** Whether a take has been granted yet (after every ready callback ran). */
async function granted(take: Promise<void>): Promise<boolean> {
  let done = false;
  void take.then(() => {
    done = true;
  });
  await settle();
  return done;
}

describe("createUploadMemory", () => {
  it("holds a body's bytes as they arrive: bodies that announce much and send little hold back nobody", async () => {
    const memory = createUploadMemory({ capacity: 10 });
    const slow = [1, 2, 3].map(() => memory.open(8));
    for (const account of slow) await account.take(1);
    expect(memory.inUse).toBe(3);
    const small = memory.open(2);
    expect(await granted(small.take(2))).toBe(true);
    expect(memory.inUse).toBe(5);
    small.release();
    for (const account of slow) account.release();
    expect(memory.inUse).toBe(0);
  });

  it("never lets bodies read side by side all wait for memory none of them gives back", async () => {
    // Taken as they arrive, A's last byte would wait for B's and B's for A's.
    const memory = createUploadMemory({ capacity: 4 });
    const a = memory.open(3);
    const b = memory.open(3);
    await a.take(2);
    await b.take(1);
    // B's second byte would leave neither able to finish: it waits...
    const bSecond = b.take(1);
    expect(await granted(bSecond)).toBe(false);
    expect(b.waiting).toBe(true);
    // ...and A, already being read, goes ahead of it to its end.
    expect(await granted(a.take(1))).toBe(true);
    a.doneTaking();
    expect(await granted(bSecond)).toBe(false);
    a.release();
    expect(await granted(bSecond)).toBe(true);
    expect(await granted(b.take(1))).toBe(true);
    b.release();
    expect(memory.inUse).toBe(0);
  });

  it("lets no new body overtake one waiting, so that none waits for ever", async () => {
    const memory = createUploadMemory({ capacity: 4 });
    const first = memory.open(4);
    await first.take(3);
    const large = memory.open(2).take(2);
    const small = memory.open(1).take(1);
    expect([await granted(large), await granted(small)]).toEqual([false, false]);
    first.release();
    expect([await granted(large), await granted(small)]).toEqual([true, true]);
  });

  it("answers 503 past the bodies it lets wait, and a release ends a take still waiting", async () => {
    const memory = createUploadMemory({ capacity: 1, maxWaiting: 1 });
    const first = memory.open(1);
    await first.take(1);
    const second = memory.open(1);
    const waiting = second.take(1);
    await expect(memory.open(1).take(1)).rejects.toMatchObject({ status: 503, code: "busy" });
    const gone = new Error("gone");
    second.release(gone);
    await expect(waiting).rejects.toBe(gone);
    expect(memory.waiting).toBe(0);
    first.release();
    first.release();
    expect(memory.inUse).toBe(0);
  });
});

describe("createPerKeyLimit", () => {
  it("lets each key have `max` going at once, counting each end once", () => {
    const limit = createPerKeyLimit(3);
    const ends = [1, 2, 3].map(() => limit.enter("member a"));
    expect(ends.every(Boolean)).toBe(true);
    expect(limit.enter("member a")).toBeNull();
    expect(limit.enter("member b")).not.toBeNull();
    ends[0]!();
    ends[0]!();
    const again = limit.enter("member a");
    expect(again).not.toBeNull();
    expect(limit.enter("member a")).toBeNull();
  });
});
