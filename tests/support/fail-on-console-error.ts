import { afterAll, afterEach, vi } from "vitest";

// An unexpected console.error is a bug that a passing test would otherwise hide. Every vitest project loads
// this file; a test that expects an error log spies on console.error itself.
const errors: unknown[][] = [];
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

function failOnLoggedErrors(): void {
  if (errors.length === 0) return;
  const logged = errors
    .splice(0)
    .map((args) =>
      args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(" "),
    );
  throw new Error(`console.error was called:\n${logged.join("\n")}`);
}

afterEach(failOnLoggedErrors);
// Also what hooks outside any test logged.
afterAll(failOnLoggedErrors);
