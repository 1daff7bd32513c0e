/** A bounded closed-loop load: `concurrency` workers request `url` until the time or request budget runs out. */
export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

export async function runLoad(options: {
  /** One URL, or the URL of the n-th request (to measure answers that cannot come from a cache). */
  url: string | ((n: number) => string);
  concurrency: number;
  seconds: number;
  maxRequests: number;
  warmup?: number;
  /** Sent with every request (a session cookie). */
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const init = { headers: options.headers };
  const urlFor = typeof options.url === "string" ? () => options.url as string : options.url;
  for (let i = 0; i < (options.warmup ?? 20); i += 1) await (await fetch(urlFor(-1 - i), init)).arrayBuffer();
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && issued < options.maxRequests) {
      const url = urlFor(issued);
      issued += 1;
      const t0 = performance.now();
      try {
        const response = await fetch(url, init);
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
  };
}
