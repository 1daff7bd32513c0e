// What each Cloud Function is given: memory, and a scheduled job's time limit. Kept apart from functions/index.ts, which
// imports the whole server build, so that a unit test can read them beside the jobs they serve.
import type { MemoryOption } from "firebase-functions/v2/options";
import { JOBS, type Job, type JobName } from "#server/jobs.ts";

/**
 * The site's function. At 100,000 listings an instance holds about 610 MB once it has loaded them (the
 * projection's own share is about 105 MB; the rest is the runtime and what reading the snapshot leaves in native
 * memory) and peaked at 964 MB under `npm run bench`'s load: too close to 1 GiB, where Cloud Run would stop the
 * instance.
 */
export const SITE_MEMORY: MemoryOption = "2GiB";

/**
 * A scheduled job's memory. One that loads the public projection holds the same listings as the site, without its
 * requests: under `npm run bench -- --alerts` the saved-search e-mails (a run of 500 members) peaked at 404 MB RSS
 * with 10,000 listings and 646 and 677 MB (two runs) with 100,000, about 3 MB more per 1,000 listings. That is past 512 MiB, and 1 GiB
 * would be outgrown near 200,000 listings, so it gets the site's memory. The others read a page of documents at a
 * time.
 */
export function jobMemory(name: JobName): MemoryOption {
  const job: Job = JOBS[name];
  return job.holdsProjection ? SITE_MEMORY : "512MiB";
}

/** A scheduled job's time limit: its own (server/jobs.ts), else the runtime's default of 60 s. */
export function jobTimeoutSeconds(name: JobName): number | undefined {
  const job: Job = JOBS[name];
  return job.timeoutSeconds;
}

/** Megabytes (MiB) of a memory option, as the trigger manifest states them. */
export function memoryMiB(option: MemoryOption): number {
  const match = /^(\d+)(MiB|GiB)$/.exec(option);
  if (!match) throw new RangeError(`Not a memory option: ${option}`);
  return Number(match[1]) * (match[2] === "GiB" ? 1024 : 1);
}
