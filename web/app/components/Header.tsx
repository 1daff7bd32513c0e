import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { HOME_PATH, pagePath, signInPath, typeHomePath } from "#shared/paths.ts";
import { Link, NavLink } from "#web/lib/links.tsx";
import { localizedPath, m } from "../lib/i18n.ts";
import { LanguageSwitch } from "./language/LanguageSwitch.tsx";
import { SearchBox } from "./search/SearchBox.tsx";

export interface HeaderUser {
  displayName: string;
  isAdmin: boolean;
}

const SIGN_IN_TO_SELL = signInPath(pagePath("sell"));

const NAV_AFTER_SELL = [
  { to: typeHomePath("rent"), label: m["nav.rent"] },
  { to: typeHomePath("lease"), label: m["nav.lease"] },
  { to: pagePath("contact"), label: m["nav.contact"] },
];

/**
 * The nav list; rendered twice (wide bar and narrow menu). Logged out, Sell opens the SPEC's modal, or
 * without JavaScript goes straight to the login page.
 */
function NavLinks({ sellDialog }: { sellDialog: RefObject<HTMLDialogElement | null> | null }) {
  return (
    <ul className="nav-links">
      <li>
        <NavLink to={HOME_PATH}>{m["nav.buy"]()}</NavLink>
      </li>
      <li>
        {sellDialog ? (
          <a
            href={localizedPath(SIGN_IN_TO_SELL)}
            aria-haspopup="dialog"
            onClick={(event) => {
              event.preventDefault();
              sellDialog.current?.showModal();
            }}
          >
            {m["nav.sell"]()}
          </a>
        ) : (
          <NavLink to={pagePath("sell")}>{m["nav.sell"]()}</NavLink>
        )}
      </li>
      {NAV_AFTER_SELL.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to}>{item.label()}</NavLink>
        </li>
      ))}
    </ul>
  );
}

function SellDialog({ dialog }: { dialog: RefObject<HTMLDialogElement | null> }) {
  const close = () => dialog.current?.close();
  return (
    <dialog ref={dialog} className="modal" aria-labelledby="sell-modal-text">
      <p id="sell-modal-text">{m["sellModal.message"]()}</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={close}>
          {m["sellModal.close"]()}
        </button>
        {/* The header outlives the navigation, so the modal must close itself on the way out. */}
        <Link className="button button-primary" to={SIGN_IN_TO_SELL} onClick={close}>
          {m["sellModal.login"]()}
        </Link>
      </div>
    </dialog>
  );
}

export function Header({ user }: { user: HeaderUser | null }) {
  const sellDialog = useRef<HTMLDialogElement>(null);
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  // The narrow menu is a <details> so it works before hydration; after a client-side navigation it
  // would stay open over the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the URL changes
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname, search]);
  const dialogRef = user ? null : sellDialog;
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to={HOME_PATH} className="logo">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>
            Nilam <span aria-hidden="true">·</span> <span lang="ta">நிலம்</span>
          </span>
        </Link>
        <nav className="nav-wide" aria-label={m["nav.main"]()}>
          <NavLinks sellDialog={dialogRef} />
        </nav>
        <SearchBox />
        <LanguageSwitch signedIn={user !== null} />
        {user ? (
          <Link
            to={pagePath("profile")}
            className="user-link"
            aria-label={m["nav.profile"]({ name: user.displayName })}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <circle cx="12" cy="8" r="4" fill="currentColor" />
              <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
            </svg>
          </Link>
        ) : (
          <Link to={pagePath("signIn")} className="button login-link">
            {m["nav.login"]()}
          </Link>
        )}
        <details className="nav-narrow" ref={menu}>
          <summary aria-label={m["nav.menu"]()}>
            <span aria-hidden="true">☰</span>
          </summary>
          <nav aria-label={m["nav.main"]()}>
            <NavLinks sellDialog={dialogRef} />
          </nav>
        </details>
        {user ? null : <SellDialog dialog={sellDialog} />}
      </div>
    </header>
  );
}
