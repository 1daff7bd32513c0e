import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import { appContext } from "../../server/http/context.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { t } from "./lib/i18n.ts";
import { useNonce } from "./lib/nonce.tsx";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(appContext);
  // The page needs a name and a role, nothing more about the person.
  return { user: user ? { displayName: user.displayName, isAdmin: user.isAdmin } : null };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6b3f" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

function LoginRequired() {
  const location = useLocation();
  const redirectTo = encodeURIComponent(location.pathname + location.search);
  return (
    <main className="page error-page">
      <h1>{t("loginRequired.title")}</h1>
      <Link className="button button-primary" to={`/signin?redirectTo=${redirectTo}`}>
        {t("loginRequired.button")}
      </Link>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 401) return <LoginRequired />;
  const notFound = status === 404;
  return (
    <main className="page error-page">
      <p className="error-status">{status}</p>
      <h1>{notFound ? t("notFound.title") : t("error.title")}</h1>
      <p>{notFound ? t("notFound.body") : t("error.body")}</p>
      {import.meta.env.DEV && error instanceof Error ? <pre>{error.stack}</pre> : null}
      <a className="button button-primary" href="/common/Sell">
        {t("notFound.home")}
      </a>
    </main>
  );
}
