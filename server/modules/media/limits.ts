// Bounds on the work uploads cause, so that a burst of them queues instead of exhausting memory or CPU.
import { AppError } from "#server/errors.ts";
import { m } from "#shared/paraglide/messages.js";

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
    message: m["upload.busy"](),
  });

/** What a budget and the upload memory keep: a capacity, how much of it is in use, who waits. */
interface Pool<Waiter> {
  capacity: number;
  inUse: number;
  readonly queue: Waiter[];
}

/** The pool's counts, read-only, and its capacity, which may change (then `pump` serves who can be served). */
function poolGauges(pool: Pool<unknown>, pump: () => void) {
  return {
    setCapacity(next: number) {
      pool.capacity = next;
      pump();
    },
    get capacity() {
      return pool.capacity;
    },
    get inUse() {
      return pool.inUse;
    },
    get waiting() {
      return pool.queue.length;
    },
  };
}

export function createBudget(options: { capacity: number; maxWaiting?: number }): Budget {
  const pool: Pool<{ units: number; grant: (units: number) => void }> = {
    capacity: options.capacity,
    inUse: 0,
    queue: [],
  };
  const { queue } = pool;
  const maxWaiting = options.maxWaiting ?? Number.POSITIVE_INFINITY;

  /** Never more than the capacity, so that every request can be served. */
  const fitted = (units: number) => Math.min(Math.max(units, 0), pool.capacity);

  const releaser = (units: number) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      pool.inUse -= units;
      pump();
    };
  };

  // Strictly in order: a large request at the head is not overtaken by small ones behind it (no starvation).
  function pump(): void {
    while (queue.length > 0 && pool.inUse + fitted(queue[0]!.units) <= pool.capacity) {
      const next = queue.shift()!;
      const units = fitted(next.units);
      pool.inUse += units;
      next.grant(units);
    }
  }

  const acquire = (requested: number): Promise<() => void> => {
    const units = fitted(requested);
    if (queue.length === 0 && pool.inUse + units <= pool.capacity) {
      pool.inUse += units;
      return Promise.resolve(releaser(units));
    }
    if (queue.length >= maxWaiting) return Promise.reject(busy());
    return new Promise((resolve) => {
      queue.push({ units: requested, grant: (granted) => resolve(releaser(granted)) });
    });
  };

  return Object.assign(poolGauges(pool, pump), {
    acquire,
    async run<T>(units: number, work: () => Promise<T>): Promise<T> {
      const release = await acquire(units);
      try {
        return await work();
      } finally {
        release();
      }
    },
  });
}

/** One request's account with the upload memory: the bytes of its body held so far, and what it may still need. */
export interface MemoryAccount {
  /**
   * Waits until `bytes` more may be held, then holds them. Rejects with busy() (503) past `maxWaiting` waiting, and
   * with the reason of a release() while it waits.
   */
  take(bytes: number): Promise<void>;
  /** True while a take() waits. */
  readonly waiting: boolean;
  /** The body is read: the account needs no more than it holds. */
  doneTaking(): void;
  /** Gives back all the account holds; a take() still waiting is refused with `reason`. Once is enough. */
  release(reason?: Error): void;
}

/** Memory for upload bodies, held as their bytes arrive (not as they are announced). */
export interface UploadMemory {
  /** An account for a body that announces `need` bytes at most (its Content-Length, or the largest allowed). */
  open(need: number): MemoryAccount;
  setCapacity(capacity: number): void;
  readonly capacity: number;
  readonly inUse: number;
  /** Takes waiting. */
  readonly waiting: number;
}

interface Account {
  need: number;
  held: number;
}

/**
 * Upload memory that a body takes as its bytes arrive, so that a client sending slowly holds only what it has sent,
 * never the whole size it announced. A take is granted only when, after it, every open body can still be read to
 * its end in some order (the banker's rule: the one needing least can finish with what is free, then hand back all
 * it held, and so on), so that bodies read side by side never all wait for memory none of them will give back.
 * Waiting takes are granted in order, except that a body already being read may go ahead of one not started (the
 * one that must finish first may be waiting behind it); a new body never overtakes, so none waits for ever.
 */
export function createUploadMemory(options: { capacity: number; maxWaiting?: number }): UploadMemory {
  const pool: Pool<{ account: Account; bytes: number; grant(): void; refuse(reason: Error): void }> = {
    capacity: options.capacity,
    inUse: 0,
    queue: [],
  };
  const { queue } = pool;
  const maxWaiting = options.maxWaiting ?? Number.POSITIVE_INFINITY;
  const accounts = new Set<Account>();

  /** True when `account` may hold `bytes` more and every open body can still be read to its end. */
  function safe(account: Account, bytes: number): boolean {
    let free = pool.capacity - pool.inUse - bytes;
    if (free < 0) return false;
    const open = [...accounts].map((a) => {
      const held = a === account ? a.held + bytes : a.held;
      return { held, rest: Math.max(0, a.need - held) };
    });
    open.sort((a, b) => a.rest - b.rest);
    for (const { held, rest } of open) {
      if (rest > free) return false;
      free += held;
    }
    return true;
  }

  /** The first body waiting goes first; one already being read may go ahead. */
  const mayGo = (account: Account, place: number) => place === 0 || account.held > 0;

  function pump(): void {
    for (let place = 0; place < queue.length; place += 1) {
      const { account, bytes } = queue[place]!;
      if (!mayGo(account, place) || !safe(account, bytes)) continue;
      queue.splice(place, 1)[0]!.grant();
      place = -1;
    }
  }

  return Object.assign(poolGauges(pool, pump), {
    open(announced: number): MemoryAccount {
      const account: Account = { need: Math.min(announced, pool.capacity), held: 0 };
      accounts.add(account);
      let pending: (typeof queue)[number] | null = null;
      let closed = false;
      const hold = (bytes: number) => {
        account.held += bytes;
        pool.inUse += bytes;
      };
      return {
        take(requested: number) {
          if (closed) return Promise.reject(new Error("the account is closed"));
          // No body is held beyond the whole capacity (it holds at most one file of the largest size and its form).
          const bytes = Math.max(0, Math.min(requested, pool.capacity - account.held));
          // More than announced (no Content-Length): it needs what it takes.
          account.need = Math.min(Math.max(account.need, account.held + bytes), pool.capacity);
          if (mayGo(account, queue.length) && safe(account, bytes)) {
            hold(bytes);
            return Promise.resolve();
          }
          if (queue.length >= maxWaiting) return Promise.reject(busy());
          return new Promise<void>((resolve, reject) => {
            pending = {
              account,
              bytes,
              grant() {
                pending = null;
                hold(bytes);
                resolve();
              },
              refuse(reason) {
                pending = null;
                reject(reason);
              },
            };
            queue.push(pending);
          });
        },
        get waiting() {
          return pending !== null;
        },
        doneTaking() {
          account.need = account.held;
          pump();
        },
        release(reason = new Error("the upload ended")) {
          if (closed) return;
          closed = true;
          if (pending) {
            queue.splice(queue.indexOf(pending), 1);
            pending.refuse(reason);
          }
          accounts.delete(account);
          pool.inUse -= account.held;
          account.held = 0;
          pump();
        },
      };
    },
  });
}

/** How many of something each key (a member) has going at once, up to `max`. */
export interface PerKeyLimit {
  /** Counts one more for `key` and answers its end, or null when `key` has `max` going already. */
  enter(key: string): (() => void) | null;
}

export function createPerKeyLimit(max: number): PerKeyLimit {
  const going = new Map<string, number>();
  return {
    enter(key) {
      const count = going.get(key) ?? 0;
      if (count >= max) return null;
      going.set(key, count + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const rest = (going.get(key) ?? 1) - 1;
        if (rest > 0) going.set(key, rest);
        else going.delete(key);
      };
    },
  };
}

const MB = 1024 * 1024;

/** Photos decoded and encoded at once in this process (MEDIA_CONCURRENCY); each holds about 30 MB while it runs. */
export const imageWork = createBudget({ capacity: 2 });

/**
 * Upload bytes held in memory at once in this process (MEDIA_BUFFER_MB), from their arrival until the upload's files
 * are stored. A body that may not take more waits with the rest unread (TCP holds it back); past 100 waiting, the
 * server answers 503.
 */
export const uploadMemory = createUploadMemory({ capacity: 256 * MB, maxWaiting: 100 });

export function configureMediaWork(options: { concurrency: number; bufferBytes: number }): void {
  imageWork.setCapacity(Math.max(1, Math.floor(options.concurrency)));
  uploadMemory.setCapacity(Math.max(1, Math.floor(options.bufferBytes)));
}
