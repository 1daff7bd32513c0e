import { describe, expect, it } from "vitest";
import { createBudget } from "./limits.ts";

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
