import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "web/app",
  // A second build beside the usual one (NILAM_BUILD_DIR) lets two test runs share a work tree.
  buildDirectory: process.env.NILAM_BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
