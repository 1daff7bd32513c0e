// Pages leave out React Router's `<link rel="modulepreload">` hints. On a slow connection they ask for every module
// of the page (about 125 KB gzip, two dozen files) at high priority before the first paint, so the banner or photo
// the visitor came for and the styles share the bandwidth with code that only makes the page interactive:
// Lighthouse's mobile LCP of the home page went from 3.0 s to about 1.4 s without them (issue 23). The page's
// module script imports the same modules, found one level of imports at a time. At hydration React adds the
// hints back (they are hoisted links), when every module they name has loaded: no second download.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}
