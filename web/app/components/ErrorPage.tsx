import { isRouteErrorResponse, useLocation } from "react-router";
import { HOME_PATH, signInPath } from "#shared/paths.ts";
import { Link } from "#web/lib/links.tsx";
import { localizedPath, m } from "../lib/i18n.ts";

function LoginRequired() {
  const location = useLocation();
  const signIn = signInPath(location.pathname + location.search);
  return (
    <main className="page error-page">
      <h1>{m["loginRequired.title"]()}</h1>
      <Link className="button button-primary" to={signIn}>
        {m["loginRequired.button"]()}
      </Link>
    </main>
  );
}

/** The message a refusal carries (server/http/pages.ts passes a service's AppError message on). */
function refusalMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status >= 500) return null;
  const body: unknown = error.data;
  return typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
    ? body.message
    : null;
}

/**
 * The page a refused form was on: the server's word for a form refused before its action (PageErrorData.back),
 * or this page for one posted to a page that takes none (405).
 */
function formPage(error: unknown, here: string): string | null {
  if (!isRouteErrorResponse(error)) return null;
  if (error.status === 405) return here;
  const body: unknown = error.data;
  return typeof body === "object" && body !== null && "back" in body && typeof body.back === "string"
    ? body.back
    : null;
}

/**
 * What a route error boundary shows: the login-required screen for a 401, otherwise the status and a
 * friendly message (the service's own, for a refusal). Never a stack trace or an error's own text, not even in
 * development: they name files and internals, and a development server may be reachable by others. Developers
 * read them in the server's log and the browser's console.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 401) return <LoginRequired />;
  const notFound = status === 404;
  const unavailable = status === 503;
  const message = refusalMessage(error);
  const back = formPage(error, location.pathname + location.search);
  const title = notFound
    ? m["notFound.title"]()
    : unavailable
      ? m["error.unavailableTitle"]()
      : back !== null
        ? m["error.refusedTitle"]()
        : m["error.title"]();
  return (
    <main className="page error-page">
      <p className="error-status">{status}</p>
      <h1>{title}</h1>
      <p>
        {message ??
          (notFound
            ? m["notFound.body"]()
            : unavailable
              ? m["error.unavailable"]()
              : status === 405
                ? m["error.noAction"]()
                : m["error.body"]())}
      </p>
      {/* Full page loads, so that a broken client state cannot survive the way back or home. */}
      {back !== null ? (
        <a className="button button-primary" href={back}>
          {m["error.backToPage"]()}
        </a>
      ) : null}
      <a className={back !== null ? "button" : "button button-primary"} href={localizedPath(HOME_PATH)}>
        {m["notFound.home"]()}
      </a>
    </main>
  );
}
