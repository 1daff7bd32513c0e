// Save this search (issue 24): a member keeps the results' filters under a name, for the profile and a daily
// e-mail; a visitor's button is a link to log in and come back here (no dialog: this page's JavaScript is the
// tightest). The member's dialog, with the name's check, loads with the first press.
import { useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { signInPath } from "#shared/paths.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { loadOnce } from "#web/lib/load-once.ts";
import { showError } from "#web/lib/toast.ts";
import type { loader as rootLoader } from "#web/root.tsx";
import { NeedsScript } from "../NeedsScript.tsx";

type Dialog = typeof import("./SaveSearchDialog.tsx");
const loadDialog = loadOnce<Dialog>(() => import("./SaveSearchDialog.tsx"));

/** `query`: the results' filters as a query string; `name`: what the dialog offers as the search's name. */
export function SaveSearch({ query, name }: { query: string; name: string }) {
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);
  const location = useLocation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (!signedIn)
    return (
      <Link className="button save-search" to={signInPath(location.pathname + location.search)}>
        {m["savedSearch.open"]()}
      </Link>
    );
  const open = async () => {
    const loaded = await loadDialog().catch(() => null);
    if (loaded) setDialog(loaded);
    else showError(m["savedSearch.failed"]());
  };
  return (
    <>
      <button
        type="button"
        className="button save-search script-only"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog().catch(() => {})}
        onClick={() => void open()}
      >
        {m["savedSearch.open"]()}
      </button>
      <NeedsScript message={m["savedSearch.needsScript"]()} />
      {dialog ? <dialog.SaveSearchDialog query={query} name={name} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
