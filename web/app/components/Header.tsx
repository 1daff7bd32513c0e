import { useRef } from "react";
import { Form, Link, NavLink } from "react-router";
import { t } from "../lib/i18n.ts";

export interface HeaderUser {
  displayName: string;
  isAdmin: boolean;
}

const NAV = [
  { to: "/common/Sell", label: t("nav.buy") },
  { to: "/common/Rent", label: t("nav.rent") },
  { to: "/common/Lease", label: t("nav.lease") },
  { to: "/contact", label: t("nav.contact") },
];

/** Sell needs an account: logged-out visitors get the SPEC's modal (or, without JavaScript, the login page). */
function SellLink({ signedIn }: { signedIn: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  if (signedIn) return <NavLink to="/sell">{t("nav.sell")}</NavLink>;
  return (
    <>
      <a
        href="/signin?redirectTo=%2Fsell"
        onClick={(event) => {
          event.preventDefault();
          dialog.current?.showModal();
        }}
      >
        {t("nav.sell")}
      </a>
      <dialog ref={dialog} className="modal" aria-labelledby="sell-modal-text">
        <p id="sell-modal-text">{t("sellModal.message")}</p>
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t("sellModal.close")}
          </button>
          <Link className="button button-primary" to="/signin?redirectTo=%2Fsell">
            {t("sellModal.login")}
          </Link>
        </div>
      </dialog>
    </>
  );
}

export function Header({ user }: { user: HeaderUser | null }) {
  const links = (
    <ul className="nav-links">
      <li>
        <NavLink to={NAV[0]!.to}>{NAV[0]!.label}</NavLink>
      </li>
      <li>
        <SellLink signedIn={user !== null} />
      </li>
      {NAV.slice(1).map((item) => (
        <li key={item.to}>
          <NavLink to={item.to}>{item.label}</NavLink>
        </li>
      ))}
    </ul>
  );
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to="/common/Sell" className="logo" aria-label={t("site.name")}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>
            Nilam <span lang="ta">நிலம்</span>
          </span>
        </Link>
        <nav className="nav-wide" aria-label={t("nav.main")}>
          {links}
        </nav>
        <Form method="get" action="/propertylisting" className="search-box" role="search">
          <label htmlFor="site-search" className="visually-hidden">
            {t("search.label")}
          </label>
          <input
            id="site-search"
            name="q"
            type="search"
            placeholder={t("search.placeholder")}
            autoComplete="off"
          />
          <button type="submit" className="button button-primary">
            {t("search.submit")}
          </button>
        </Form>
        {user ? (
          <Link to="/profile" className="user-link" aria-label={t("nav.profile", { name: user.displayName })}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <circle cx="12" cy="8" r="4" fill="currentColor" />
              <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
            </svg>
          </Link>
        ) : (
          <Link to="/signin" className="button login-link">
            {t("nav.login")}
          </Link>
        )}
        <details className="nav-narrow">
          <summary aria-label={t("nav.menu")}>
            <span aria-hidden="true">☰</span>
          </summary>
          <nav aria-label={t("nav.main")}>{links}</nav>
        </details>
      </div>
    </header>
  );
}
