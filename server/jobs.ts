// Background work, never done after a response (Cloud Run throttles an instance's CPU between requests): in
// production each job is a scheduled function (functions/index.ts), under `npm start` and `npm run serve` a timer.
import { keepListingsFresh } from "./modules/listings/freshness.ts";
import { recountModerationLists } from "./modules/listings/list-counts.ts";
import { ABANDONED_AFTER_MS, sweepAbandonedUploads } from "./modules/media/uploads.ts";
import { followMediaVisibility } from "./modules/media/visibility.ts";
import { indexListingCodes } from "./modules/moderation/code-index.ts";
import { retryFailedMail } from "./modules/notifications/outbox.ts";
import { mailSavedSearchAlerts } from "./modules/saved-searches/alerts.ts";
import type { Runtime } from "./runtime.ts";

export interface Job {
  /** How often it runs, in minutes (the schedule of its function is "every N minutes"). */
  everyMinutes: number;
  /**
   * False for a job too heavy to repeat whenever a server starts (`npm start` restarts often): its timer's
   * first run is one interval later.
   */
  atStart?: boolean;
  /**
   * It loads the public projection (every approved listing in memory): its function gets the site's memory
   * (functions/resources.ts).
   */
  holdsProjection?: true;
  /** Its function's time limit, when the runtime's default of 60 s is too short. */
  timeoutSeconds?: number;
  /** What it did, in counts, for the log. `now` is the clock's time unless a caller (the bench) says otherwise. */
  run(runtime: Runtime, now?: Date): Promise<object>;
}

export const JOBS = {
  /** Deletes what members uploaded and no listing took within a day, with its files. */
  sweepAbandonedUploads: {
    everyMinutes: 60,
    run: ({ database, storage }) =>
      sweepAbandonedUploads(database.db, { storage, olderThan: new Date(Date.now() - ABANDONED_AFTER_MS) }),
  },
  /**
   * Moves the files of every listing that went on or off the site to the public or private place (the first run
   * goes over every listing); writers a person waits on do it at once, this catches every other and any failure.
   */
  followMediaVisibility: {
    everyMinutes: 1,
    run: ({ database, storage }) => followMediaVisibility(database.db, { storage }),
  },
  /** Sends again the notification e-mails that failed, or were queued by a process that stopped. */
  retryFailedMail: {
    everyMinutes: 10,
    run: ({ database, mailer, logger }) => retryFailedMail({ db: database.db, mailer, logger }),
  },
  /** Gives listings written before the code search's lookup their `codeKey`; once done, one read a run. */
  indexListingCodes: {
    everyMinutes: 60,
    run: ({ database }) => indexListingCodes(database.db),
  },
  /** Counts the moderation lists afresh, mending any drift of the kept counts (a hand edit in the console). */
  recountModerationLists: {
    everyMinutes: 24 * 60,
    // Fifteen counts over every listing: the kept counts need no mending at each start.
    atStart: false,
    run: async ({ database }) => {
      const counts = await recountModerationLists(database.db);
      return { pending: counts.pending.all, approved: counts.approved.all, rejected: counts.rejected.all };
    },
  },
  /** Lapses listings whose owners did not confirm them in time, and warns owners a week before (issue 24). */
  keepListingsFresh: {
    everyMinutes: 60,
    run: ({ database, mailer, logger, config }) =>
      keepListingsFresh({
        db: database.db,
        mailer,
        logger,
        siteUrl: config.publicUrl,
        links: { db: database.db, secret: config.linkSecret },
        listingDays: config.listingDays,
      }),
  },
  /** The day's saved-search e-mails, from 7 in the morning India time: one a member at most (issue 24). */
  mailSavedSearchAlerts: {
    everyMinutes: 60,
    // It searches what a results page would list, so it loads the projection as the site does.
    holdsProjection: true,
    // A run of 500 members took 87 and 110 s with 100,000 listings (7 s of it loading them) under `npm run bench --
    // --alerts`, on the emulator. A run stopped part-way loses nothing: each member is one transaction, the next
    // run checks the rest, and e-mails queued but not sent go with retryFailedMail.
    timeoutSeconds: 540,
    run: async ({ database, mailer, logger, config, publicData }: Runtime, now?: Date) => {
      await publicData.sync();
      return mailSavedSearchAlerts(
        {
          db: database.db,
          mailer,
          logger,
          siteUrl: config.publicUrl,
          links: { db: database.db, secret: config.linkSecret },
          search: (filters) => publicData.projection.search(filters),
        },
        now,
      );
    },
  },
} satisfies Record<string, Job>;

export type JobName = keyof typeof JOBS;

/** Runs one job, logging its outcome; a failure is logged and left for the next run. */
export async function runJob(name: JobName, runtime: Runtime): Promise<void> {
  try {
    const outcome = await JOBS[name].run(runtime);
    runtime.logger.info({ job: name, ...outcome }, "job done");
  } catch (error) {
    runtime.logger.error({ err: error, job: name }, "job failed");
  }
}

/**
 * A long-running server's timers for every job: each runs once now (unless it is not `atStart`), then on its
 * interval. Returns a stop.
 */
export function startJobTimers(runtime: Runtime): () => void {
  const timers = Object.entries(JOBS).map(([name, job]: [string, Job]) => {
    if (job.atStart !== false) void runJob(name as JobName, runtime);
    const timer = setInterval(() => void runJob(name as JobName, runtime), job.everyMinutes * 60_000);
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
