import { useId, useRef } from "react";
import { useLocation } from "react-router";
import { districtLabel } from "#shared/districts.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { WishlistButton } from "../wishlist/WishlistToggle.tsx";
import { ContactOwner } from "./ContactOwner.tsx";
import { DeleteListing } from "./DeleteListing.tsx";
import { ReportListing } from "./ReportListing.tsx";
import { ShareButton } from "./ShareButton.tsx";
import type { ListingDetailPage } from "./types.ts";
import { useViewBeacon } from "./view-beacon.ts";

/** A visitor's button for what needs an account (SPEC §4): it opens a prompt to log in and come back here. */
function LoginPrompt(props: { label: string; body: string; className: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  // Two of these may share the page (contact, report): each its own title id.
  const titleId = useId();
  const redirectTo = encodeURIComponent(location.pathname + location.search);
  return (
    <>
      <button
        type="button"
        className={props.className}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {props.label}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby={titleId}>
        <h2 id={titleId}>{props.label}</h2>
        <p>{props.body}</p>
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {m["detail.notNow"]()}
          </button>
          <Link className="button button-primary" to={`/signin?redirectTo=${redirectTo}`}>
            {m["detail.loginNow"]()}
          </Link>
        </div>
      </dialog>
    </>
  );
}

/**
 * Wishlist, share, and contact owner; for the person who posted it (and an admin) Edit and Delete instead of
 * contact owner (SPEC §2). Signed-out visitors get the login prompts of SPEC §4; members ask the server for the
 * owner's details (ContactOwner).
 */
export function DetailActions({ page }: { page: ListingDetailPage }) {
  const { listing, viewer } = page;
  const title = `${propertyNameLabel(listing.propertyName)} · ${districtLabel(listing.city)}`;
  const mayChange = viewer.isOwner || viewer.isAdmin;
  // Members report another's public listing; a visitor is asked to log in first.
  const reportable = !mayChange && listing.status === "approved";
  useViewBeacon(listing.id, !viewer.isOwner && listing.status === "approved");

  return (
    <div className="detail-actions">
      <WishlistButton listingId={listing.id} />
      <ShareButton url={page.canonicalUrl} title={title} />
      {mayChange ? (
        <>
          <Link className="button button-primary" to={`/editProperty/${listing.id}`}>
            {m["detail.edit"]()}
          </Link>
          <DeleteListing />
        </>
      ) : viewer.signedIn ? (
        <ContactOwner listingId={listing.id} />
      ) : (
        <LoginPrompt
          className="button button-primary"
          label={m["detail.contactOwner"]()}
          body={m["detail.loginToContact"]()}
        />
      )}
      {reportable && viewer.signedIn ? <ReportListing listingId={listing.id} /> : null}
      {reportable && !viewer.signedIn ? (
        <LoginPrompt className="report-button" label={m["report.open"]()} body={m["report.loginBody"]()} />
      ) : null}
    </div>
  );
}
