import { defineConfig } from "vitest/config";

// Unit tests sit beside their code and need nothing running. Rules tests (tests/rules) and integration tests
// (tests/integration) run against the Firebase emulators that scripts/test.ts starts, given to them in
// FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST; without those they fail, they do not skip.
// Deploy tests (tests/deploy) drive the deployed package (build/functions) under Google's Functions Framework and
// through the Hosting and Functions emulators.
// Every project fails a test that logs an unexpected console.error.
const failOnConsoleError = "tests/support/fail-on-console-error.ts";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "server/**/*.test.ts",
            "shared/**/*.test.ts",
            "web/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "functions/**/*.test.ts",
          ],
          environment: "node",
          setupFiles: [failOnConsoleError],
        },
      },
      {
        test: {
          name: "rules",
          include: ["tests/rules/**/*.test.ts"],
          environment: "node",
          setupFiles: [failOnConsoleError],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          setupFiles: [failOnConsoleError],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "deploy",
          include: ["tests/deploy/**/*.test.ts"],
          environment: "node",
          setupFiles: [failOnConsoleError],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // One deployment at a time: each starts servers or a whole emulator suite of its own.
          fileParallelism: false,
        },
      },
    ],
  },
});
