import { afterEach, describe, expect, it, vi } from "vitest";
import { JOBS, type JobName, startJobTimers } from "./jobs.ts";
import type { Runtime } from "./runtime.ts";

const runtime = { logger: { info: vi.fn(), error: vi.fn() } } as unknown as Runtime;

/** Every job's run, replaced by one that does nothing. */
function spyOnEveryJob(): Record<JobName, ReturnType<typeof vi.fn>> {
  const jobs: Record<string, { run(runtime: Runtime): Promise<object> }> = JOBS;
  return Object.fromEntries(
    Object.keys(jobs).map((name) => [name, vi.spyOn(jobs[name]!, "run").mockResolvedValue({})]),
  ) as unknown as Record<JobName, ReturnType<typeof vi.fn>>;
}

describe("startJobTimers", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("runs the light jobs at once, but leaves the daily recount for its first interval", () => {
    vi.useFakeTimers();
    const runs = spyOnEveryJob();
    const stop = startJobTimers(runtime);
    expect(runs.sweepAbandonedUploads).toHaveBeenCalledTimes(1);
    expect(runs.retryFailedMail).toHaveBeenCalledTimes(1);
    expect(runs.indexListingCodes).toHaveBeenCalledTimes(1);
    expect(runs.recountModerationLists).not.toHaveBeenCalled();
    vi.advanceTimersByTime(24 * 60 * 60_000);
    expect(runs.recountModerationLists).toHaveBeenCalledTimes(1);
    expect(runs.retryFailedMail).toHaveBeenCalledTimes(1 + 24 * 6);
    stop();
    vi.advanceTimersByTime(24 * 60 * 60_000);
    expect(runs.recountModerationLists).toHaveBeenCalledTimes(1);
  });
});
