// The site's own links, in the language of the page they are on: a Tamil page's "/sell" goes to "/ta/sell".
// Public and member pages import Link and NavLink from here instead of react-router, and build paths that are
// not JSX links with localizedPath (from ./i18n.ts).
import type { ComponentProps } from "react";
import {
  type NavigateOptions,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
  useNavigate,
} from "react-router";
import { localizedPath } from "./i18n.ts";

function localizedTo(to: To): To {
  if (typeof to === "string") return localizedPath(to);
  return to.pathname ? { ...to, pathname: localizedPath(to.pathname) } : to;
}

export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={localizedTo(to)} {...props} />;
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={localizedTo(to)} {...props} />;
}

/** React Router's navigate, to paths in the page's language. */
export function useLocalizedNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return (to, options) => navigate(localizedTo(to), options);
}
