import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { t } from "../lib/i18n.ts";

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

/**
 * What a route error boundary shows: the login-required screen for a 401, otherwise the status and a
 * friendly message. The stack trace appears in development only.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 401) return <LoginRequired />;
  const notFound = status === 404;
  return (
    <main className="page error-page">
      <p className="error-status">{status}</p>
      <h1>{notFound ? t("notFound.title") : t("error.title")}</h1>
      <p>{notFound ? t("notFound.body") : t("error.body")}</p>
      {import.meta.env.DEV && error instanceof Error ? <pre>{error.stack}</pre> : null}
      {/* A full page load, so that a broken client state cannot survive the way home. */}
      <a className="button button-primary" href="/common/Sell">
        {t("notFound.home")}
      </a>
    </main>
  );
}
