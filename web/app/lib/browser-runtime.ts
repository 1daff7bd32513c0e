// Paraglide's runtime as the browser needs it (vite.config.ts puts this module in place of
// shared/paraglide/runtime.js in the client build): the page's language is its path, so the runtime's other
// strategies (cookies, URL patterns, local storage), which every page would otherwise carry, are left out.
// browser-runtime.test.ts checks that it agrees with the compiled runtime.
//
// A production build makes one bundle per language (scripts/build.ts): vite.config.ts sets NILAM_BROWSER_LOCALE,
// and as a constant here it lets the bundler drop every other language's text from the messages, so an English
// page carries no Tamil and a Tamil page no English. Without it (the dev server) the path decides at run time.
export const baseLocale = "en";
export const locales = ["en", "ta"] as const;
export type Locale = (typeof locales)[number];
export const experimentalStaticLocale: Locale | undefined = import.meta.env.NILAM_BROWSER_LOCALE;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

let currentLocale = (): Locale => {
  const path = window.location.pathname;
  return path === "/ta" || path.startsWith("/ta/") ? "ta" : baseLocale;
};

export function getLocale(): Locale {
  return experimentalStaticLocale ?? currentLocale();
}

export function overwriteGetLocale(fn: () => Locale): void {
  currentLocale = fn;
}
