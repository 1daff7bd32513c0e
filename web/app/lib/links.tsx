// The site's own links, in the language of the page they are on: a Tamil page's "/sell" goes to "/ta/sell".
// Public and member pages import Link and NavLink from here instead of react-router, and build paths that are
// not JSX links with localizedPath (from ./i18n.ts). A link into pages of another language (a Tamil page's link
// to the English-only admin console) loads the page whole: each language has a browser bundle of its own
// (scripts/build.ts), and a page rendered by the other one would speak its language.
import type { ComponentProps } from "react";
import {
  createPath,
  type NavigateOptions,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
  useNavigate,
} from "react-router";
import { getLocale, localeOfPath, localizedPath } from "./i18n.ts";

function localizedTo(to: To): To {
  if (typeof to === "string") return localizedPath(to);
  return to.pathname ? { ...to, pathname: localizedPath(to.pathname) } : to;
}

/** Whether `to` (already localized) is a page of another language than this page's. */
function crossesLanguage(to: To): boolean {
  const pathname = typeof to === "string" ? to.split(/[?#]/)[0] : to.pathname;
  return pathname?.startsWith("/") === true && localeOfPath(pathname) !== getLocale();
}

export function Link({ to, reloadDocument, ...props }: ComponentProps<typeof RouterLink>) {
  const target = localizedTo(to);
  return <RouterLink to={target} reloadDocument={reloadDocument || crossesLanguage(target)} {...props} />;
}

export function NavLink({ to, reloadDocument, ...props }: ComponentProps<typeof RouterNavLink>) {
  const target = localizedTo(to);
  return <RouterNavLink to={target} reloadDocument={reloadDocument || crossesLanguage(target)} {...props} />;
}

/** React Router's navigate, to paths in the page's language. */
export function useLocalizedNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return (to, options) => {
    const target = localizedTo(to);
    if (!crossesLanguage(target)) return navigate(target, options);
    const href = typeof target === "string" ? target : createPath(target);
    if (options?.replace) window.location.replace(href);
    else window.location.assign(href);
  };
}
