import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium.ts";
// scripts/test.ts starts the Auth and Firestore emulators and a seeded server on them, then passes the
// server's address in BASE_URL (and the emulators' in FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST).
import { baseURL } from "./tests/support/e2e/site.ts";

export default defineConfig({
  testDir: "tests/e2e",
  // A second run in the same work tree (NILAM_TEST_RUN, README) keeps its traces and screenshots apart.
  outputDir: process.env.NILAM_TEST_RUN ? `test-results/${process.env.NILAM_TEST_RUN}` : "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON ?? "test-results/e2e.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: "mobile", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
});
