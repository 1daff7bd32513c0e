// What vite.config.ts's `define` gives the browser code besides Vite's own.
interface ImportMetaEnv {
  /** The one language of a production client build's messages (web/app/lib/browser-runtime.ts). */
  readonly NILAM_BROWSER_LOCALE?: "en" | "ta";
}
