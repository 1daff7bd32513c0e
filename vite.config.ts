import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The server bundle's entry is our Express app factory, so production runs one bundle
// holding the API, the webhook and the server-rendered pages.
export default defineConfig({
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: "./server/entry.ts" },
      },
    },
  },
  plugins: [reactRouter()],
});
