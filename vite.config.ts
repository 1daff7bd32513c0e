import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The server bundle's entry is our Express app factory, so production runs one bundle
// holding the API, the webhook and the server-rendered pages.
export default defineConfig({
  // React, React DOM and React Router in one chunk of their own: every page needs them, and left to the automatic
  // splitting they spread over several chunks shaped by which routes share what, which compress worse (about
  // 3 KB gzip more on each public page once the admin console shared modules with them).
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: "./server/entry.ts" },
      },
    },
  },
  plugins: [reactRouter()],
});
