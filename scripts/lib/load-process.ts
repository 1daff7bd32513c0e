// The bench's load runner, in a process of its own (scripts/lib/load.ts runLoad): autocannon drives the load with
// its own HTTP client; this prints the figures as one JSON line on stdout.
import autocannon from "autocannon";
import { type LoadOptions, summarise, urlOfRequest } from "./load.ts";

const options = JSON.parse(process.argv[2] ?? "{}") as LoadOptions;
const headers = options.headers ?? {};

for (let i = 1; i <= (options.warmup ?? 20); i += 1) {
  const response = await fetch(urlOfRequest(options, -i), { headers });
  await response.arrayBuffer();
}

const latencies: number[] = [];
let errors = 0;
let issued = 0;
const target = new URL(options.url);
// The load's span, from autocannon's start to the last answer: autocannon notices the end of its budget only at its
// next one-second tick, and that wait is not the server's time.
let started = Number.NaN;
let lastAnswer = Number.NaN;
await new Promise<void>((resolve, reject) => {
  const instance = autocannon(
    {
      url: target.origin,
      connections: options.concurrency,
      duration: options.seconds,
      maxOverallRequests: options.maxRequests,
      headers,
      requests: [
        {
          setupRequest(request) {
            const url = new URL(urlOfRequest(options, issued));
            issued += 1;
            return { ...request, path: url.pathname + url.search };
          },
        },
      ],
    },
    (error) => (error ? reject(error) : resolve()),
  );
  instance.on("start", () => {
    started = performance.now();
  });
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    lastAnswer = performance.now();
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) errors += 1;
  });
  instance.on("reqError", () => {
    errors += 1;
  });
});
const seconds = (lastAnswer - started) / 1000;
process.stdout.write(`${JSON.stringify(summarise(latencies, errors, seconds))}\n`);
