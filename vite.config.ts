import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { singleLocaleMessages } from "./scripts/lib/single-locale-messages.ts";

/** The one language of this client build's messages (see web/app/lib/browser-runtime.ts); none: every language. */
const browserLocale = process.env.NILAM_BROWSER_LOCALE;
if (browserLocale !== undefined && !["en", "ta"].includes(browserLocale))
  throw new Error(`NILAM_BROWSER_LOCALE is "${browserLocale}": expected en or ta`);

/** React Router names every server entry index.js: ours keep their input's name (index.js, functions.js). */
const namedServerEntries: Plugin = {
  name: "nilam:named-server-entries",
  applyToEnvironment: (environment) => environment.name === "ssr",
  outputOptions: (output) => ({ ...output, entryFileNames: "[name].js" }),
};

/**
 * The browser gets Paraglide's runtime without the locale strategies it does not use (web/app/lib/browser-runtime.ts):
 * about 2 KB gzip less on every page.
 */
const browserParaglideRuntime: Plugin = {
  name: "nilam:browser-paraglide-runtime",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "client",
  async resolveId(source, importer, options) {
    if (!source.endsWith("runtime.js") || importer?.endsWith("browser-runtime.ts")) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved?.id.endsWith("shared/paraglide/runtime.js")) return null;
    return fileURLToPath(new URL("./web/app/lib/browser-runtime.ts", import.meta.url));
  },
};

/** In a one-language client build, each message is its language's function (scripts/lib/single-locale-messages.ts). */
const singleLocaleMessageModules: Plugin = {
  name: "nilam:single-locale-messages",
  applyToEnvironment: (environment) => environment.name === "client" && browserLocale !== undefined,
  transform(code, id) {
    if (!browserLocale || !/shared[\\/]paraglide[\\/]messages[\\/][^_]/.test(id)) return null;
    return { code: singleLocaleMessages(code, browserLocale).code, map: null };
  },
};

/**
 * `virtual:nilam/locale-manifests`: the client manifests of the other languages' browser bundles, which
 * scripts/build.ts builds first and names in NILAM_LOCALE_MANIFESTS; none under the dev server or a lone
 * `react-router build`, where every page gets the one bundle.
 */
const localeManifests: Plugin = {
  name: "nilam:locale-manifests",
  resolveId: (source) => (source === "virtual:nilam/locale-manifests" ? "\0nilam:locale-manifests" : null),
  load(id) {
    if (id !== "\0nilam:locale-manifests") return null;
    const file = process.env.NILAM_LOCALE_MANIFESTS;
    return `export default ${file ? readFileSync(file, "utf8") : "{}"};`;
  },
};

// The server bundle's entries are our Express app factory and the Cloud Functions, so production runs one bundle
// holding the API, the webhook and the server-rendered pages.
export default defineConfig({
  define: {
    "import.meta.env.NILAM_BROWSER_LOCALE": browserLocale ? JSON.stringify(browserLocale) : "undefined",
  },
  // React, React DOM and React Router in one chunk of their own: every page needs them, and left to the automatic
  // splitting they spread over several chunks shaped by which routes share what, which compress worse (about
  // 3 KB gzip more on each public page once the admin console shared modules with them).
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // What every public page loads besides: the words' helpers, and the API's headers (api.ts, which the
            // wishlist's early send needs), which in a file of their own cost a request of their own.
            {
              name: "i18n",
              test: /shared[\\/](paraglide[\\/](runtime|registry)|locale-paths|locale|districts|value-labels|values|area-label)\.|web[\\/]app[\\/]lib[\\/](i18n|links|labels|money|area|dates|api)\./,
            },
            // Zod, and the form words that every page loading zod loads too (shared/forms' text checks and field
            // errors; phone has no field errors, 0.1 KB): in files of their own they cost 0.2–0.3 KB more.
            {
              name: "zod",
              test: /node_modules[\\/]zod[\\/]|shared[\\/]forms[\\/](text|form-text|field-errors)\./,
            },
            // What the profile's plans and Contact Owner's dialog (loaded on a press) both say: a plan's duration
            // and the words around a purchase, in one file rather than three (a request each on the profile).
            {
              name: "plan-words",
              test: /web[\\/]app[\\/]components[\\/]payments[\\/]plan-duration\.|paraglide[\\/]messages[\\/]payments_(selectplan1|orderfailed1)\./,
            },
          ],
        },
      },
    },
  },
  environments: {
    ssr: {
      build: {
        // The Express app (npm run serve) and the Cloud Functions entries, sharing their chunks.
        rollupOptions: { input: { index: "./server/entry.ts", functions: "./functions/index.ts" } },
      },
    },
  },
  plugins: [
    reactRouter(),
    namedServerEntries,
    browserParaglideRuntime,
    singleLocaleMessageModules,
    localeManifests,
  ],
});
