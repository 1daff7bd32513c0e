import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { appContext } from "#web/lib/app-context.server.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorPage } from "./components/ErrorPage.tsx";
import { LanguageMemory } from "./components/language/LanguageMemory.tsx";
import { baseLocale, getLocale, localeOfPath, locales, localizedPath, m } from "./lib/i18n.ts";
import { LiveData } from "./lib/live/LiveData.tsx";
import { inLocale, reloadAcrossLanguages } from "./lib/locale.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installing the site on a phone: public/manifest.webmanifest, and the icons of scripts/make-icons.ts.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** The fallback when a page names nothing itself, which includes every error boundary's page. */
export function meta({ error }: Route.MetaArgs) {
  const site = m["site.name"]();
  if (error) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const title =
      status === 404
        ? m["notFound.title"]()
        : status === 401
          ? m["loginRequired.title"]()
          : m["error.title"]();
    return [{ title: `${title} · ${site}` }, { name: "robots", content: "noindex" }];
  }
  return [{ title: site }, { name: "description", content: m["site.description"]() }];
}

/** Every loader, action and render of a request runs in the language of its path (/ta/… is Tamil). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ url }, next) => {
    const locale = localeOfPath(url.pathname);
    return reloadAcrossLanguages(await inLocale(locale, next), locale);
  },
];

export function loader({ context }: Route.LoaderArgs) {
  const { user, publicConfig, config } = context.get(appContext);
  // The page needs a name and a role, nothing more about the person; the live feeds need the uid.
  return {
    user: user ? { displayName: user.displayName, isAdmin: user.isAdmin } : null,
    live: user ? { uid: user.id, firebase: publicConfig.firebase, isAdmin: user.isAdmin } : null,
    // The upload forms (members only) state these limits and send large videos straight to the bucket.
    media: user ? publicConfig.media : null,
    // The map tiles, for the members' forms that place a listing on a map (and the admin's review).
    map: user ? publicConfig.map : null,
    /** The site's address, for the language alternates' absolute URLs. */
    publicUrl: config.publicUrl,
  };
}

/**
 * The page's first script marks <html> (data-scripts) before anything is drawn: app.css then hides what only the
 * page's code can work (`script-only`) where scripts cannot run, and what is said in its place (`scriptless-only`:
 * components/NeedsScript.tsx, a decision's notice) where they can. Unlike <noscript>, this also holds for a browser
 * that runs no scripts of this site alone.
 *
 * It also keeps a press that would be lost on a slow phone. A plain button (`type="button"`: Near me, Show on
 * map, Contact Owner; not one that opens a dialog by itself, `commandfor`) does nothing until React has taken the
 * page over, so the last one pressed before React started is pressed again once the page is alive (App marks it
 * `data-hydrated`). A press after React started is React's: it hydrates what was pressed at once and handles the
 * press itself (its container key on the document says it has started), so none is pressed twice.
 */
const SCRIPTS_ON =
  "(function(d,h){h.setAttribute('data-scripts','');var p;" +
  "d.addEventListener('click',function(e){" +
  "if(Object.keys(d).some(function(k){return k.indexOf('__reactContainer')===0}))return;" +
  "p=e.target.closest&&e.target.closest('button[type=button]:not([commandfor])')||p},true);" +
  "new MutationObserver(function(r,o){if(!h.hasAttribute('data-hydrated'))return;o.disconnect();" +
  "if(p&&p.isConnected&&!p.disabled)p.click()}).observe(h,{attributeFilter:['data-hydrated']})" +
  "})(document,document.documentElement)";

function ScriptsOn() {
  // Only the server's build holds the text: the page already carries it, and hydration leaves a script's inner
  // HTML as the server wrote it, so the browser's bundle (every page's JavaScript) need not carry it again.
  const text = import.meta.env.SSR ? SCRIPTS_ON : "";
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, allowed by its hash (the page's CSP)
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}

/** The page in each language (hreflang), for pages that have a Tamil twin; English is the default. */
function LanguageAlternates({ publicUrl, path }: { publicUrl: string; path: string }) {
  return (
    <>
      {locales.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={publicUrl + localizedPath(path, locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={publicUrl + localizedPath(path, baseLocale)} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const publicUrl = useRouteLoaderData<typeof loader>("root")?.publicUrl;
  const path = pathname + search;
  const hasTamilTwin = localizedPath(path, "ta") !== path || localeOfPath(pathname) === "ta";
  return (
    <html lang={getLocale()}>
      <head>
        <meta charSet="utf-8" />
        <ScriptsOn />
        {hasTamilTwin ? <LanguageMemory /> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6b3f" />
        <Meta />
        <Links />
        {hasTamilTwin && publicUrl ? <LanguageAlternates publicUrl={publicUrl} path={path} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Marks the document once React has taken over the page, for styles and tests that need to know.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <>
      <Outlet />
      <LiveData session={loaderData.live} />
    </>
  );
}

/** Errors outside the public layout (a failed root loader, /logout); the layout keeps the chrome for the rest. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
