import { describe, expect, it } from "vitest";
import { JOBS, type Job, type JobName } from "#server/jobs.ts";
import type { Runtime } from "#server/runtime.ts";
import { jobMemory, memoryMiB, SITE_MEMORY } from "./resources.ts";

const STOP = new Error("stopped at the first use of a runtime part");

/**
 * The parts of the runtime a job reaches for: it runs against a runtime whose every part throws on first use, so
 * it stops there. Every job destructures what it uses before its first await, so this names them all.
 */
async function partsUsedBy(job: Job): Promise<Set<string>> {
  const used = new Set<string>();
  const unusable: unknown = new Proxy(() => undefined, {
    get: () => {
      throw STOP;
    },
    apply: () => {
      throw STOP;
    },
  });
  const runtime = new Proxy({} as Runtime, {
    get: (_target, key) => {
      used.add(String(key));
      return unusable;
    },
  });
  await Promise.resolve()
    .then(() => job.run(runtime))
    .catch((error: unknown) => {
      if (error !== STOP) throw error;
    });
  return used;
}

describe("the functions' memory", () => {
  it("is a whole number of MiB, as the trigger manifest says it", () => {
    expect(memoryMiB("512MiB")).toBe(512);
    expect(memoryMiB("2GiB")).toBe(2048);
  });

  it("gives a job that loads the public projection what the site has for the same projection", async () => {
    const holders: JobName[] = [];
    for (const [name, job] of Object.entries(JOBS) as [JobName, Job][]) {
      if ((await partsUsedBy(job)).has("publicData")) holders.push(name);
    }
    // The saved-search e-mails search the projection (issue 24): the check above finds it.
    expect(holders).toContain("mailSavedSearchAlerts");
    for (const name of holders)
      expect(memoryMiB(jobMemory(name)), name).toBeGreaterThanOrEqual(memoryMiB(SITE_MEMORY));
  });
});
