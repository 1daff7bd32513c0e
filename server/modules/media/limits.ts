// Bounds on the work uploads cause, so that a burst of them queues instead of exhausting memory or CPU.
import { AppError } from "#server/errors.ts";

/** Units of something (slots, bytes) handed out first come, first served, with a bounded queue. */
export interface Budget {
  /** Waits for `units` (capped at the capacity, so a request never waits forever); returns the release. */
  acquire(units: number): Promise<() => void>;
  /** Runs `work` while holding `units`. */
  run<T>(units: number, work: () => Promise<T>): Promise<T>;
  setCapacity(capacity: number): void;
  readonly capacity: number;
  readonly inUse: number;
  readonly waiting: number;
}

/** Thrown when the queue is full: the server is busy, and the client should try again later. */
export const busy = () =>
  new AppError({
    status: 503,
    code: "busy",
    message: "Too many uploads at once right now. Please try again in a minute.",
  });

export function createBudget(options: { capacity: number; maxWaiting?: number }): Budget {
  let capacity = options.capacity;
  let inUse = 0;
  const maxWaiting = options.maxWaiting ?? Number.POSITIVE_INFINITY;
  const queue: { units: number; grant: (units: number) => void }[] = [];

  /** Never more than the capacity, so that every request can be served. */
  const fitted = (units: number) => Math.min(Math.max(units, 0), capacity);

  const releaser = (units: number) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      inUse -= units;
      pump();
    };
  };

  // Strictly in order: a large request at the head is not overtaken by small ones behind it (no starvation).
  function pump(): void {
    while (queue.length > 0 && inUse + fitted(queue[0]!.units) <= capacity) {
      const next = queue.shift()!;
      const units = fitted(next.units);
      inUse += units;
      next.grant(units);
    }
  }

  const acquire = (requested: number): Promise<() => void> => {
    const units = fitted(requested);
    if (queue.length === 0 && inUse + units <= capacity) {
      inUse += units;
      return Promise.resolve(releaser(units));
    }
    if (queue.length >= maxWaiting) return Promise.reject(busy());
    return new Promise((resolve) => {
      queue.push({ units: requested, grant: (granted) => resolve(releaser(granted)) });
    });
  };

  return {
    acquire,
    async run(units, work) {
      const release = await acquire(units);
      try {
        return await work();
      } finally {
        release();
      }
    },
    setCapacity(next) {
      capacity = next;
      pump();
    },
    get capacity() {
      return capacity;
    },
    get inUse() {
      return inUse;
    },
    get waiting() {
      return queue.length;
    },
  };
}

const MB = 1024 * 1024;

/** Photos decoded and encoded at once in this process (MEDIA_CONCURRENCY); each holds about 30 MB while it runs. */
export const imageWork = createBudget({ capacity: 2 });

/**
 * Upload bytes held in memory at once in this process (MEDIA_BUFFER_MB), from before a request's body is read until
 * its files are stored. An upload that does not fit waits with its body unread (TCP holds it back); past 100 waiting,
 * the server answers 503.
 */
export const uploadMemory = createBudget({ capacity: 256 * MB, maxWaiting: 100 });

export function configureMediaWork(options: { concurrency: number; bufferBytes: number }): void {
  imageWork.setCapacity(Math.max(1, Math.floor(options.concurrency)));
  uploadMemory.setCapacity(Math.max(1, Math.floor(options.bufferBytes)));
}
