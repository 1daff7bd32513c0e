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

function LoginDialog(props: {
  dialog: React.RefObject<HTMLDialogElement | null>;
  title: string;
  body: string;
}) {
  const location = useLocation();
  // Two of these may share the page (contact, report): each its own title id.
  const titleId = useId();
  const redirectTo = encodeURIComponent(location.pathname + location.search);
  return (
    <dialog ref={props.dialog} className="modal" aria-labelledby={titleId}>
      <h2 id={titleId}>{props.title}</h2>
      <p>{props.body}</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => props.dialog.current?.close()}>
          {m["detail.notNow"]()}
        </button>
        <Link className="button button-primary" to={`/signin?redirectTo=${redirectTo}`}>
          {m["detail.loginNow"]()}
        </Link>
      </div>
    </dialog>
  );
}

const mayChangeOf = (viewer: ListingDetailPage["viewer"]) => viewer.isOwner || viewer.isAdmin;

/**
 * Wishlist, share, and contact owner; for the person who posted it (and an admin) Edit and Delete instead of
 * contact owner (SPEC §2). Signed-out visitors get the login prompts of SPEC §4; members ask the server for the
 * owner's details (ContactOwner).
 */
export function DetailActions({ page }: { page: ListingDetailPage }) {
  const { listing, viewer } = page;
  const contactDialog = useRef<HTMLDialogElement>(null);
  const reportLogin = useRef<HTMLDialogElement>(null);
  // Members report another's public listing; a visitor is asked to log in first.
  const reportable = !mayChangeOf(viewer) && listing.status === "approved";
  const title = `${propertyNameLabel(listing.propertyName)} · ${districtLabel(listing.city)}`;
  const mayChange = mayChangeOf(viewer);
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
        <button
          type="button"
          className="button button-primary"
          onClick={() => contactDialog.current?.showModal()}
        >
          {m["detail.contactOwner"]()}
        </button>
      )}
      <LoginDialog
        dialog={contactDialog}
        title={m["detail.contactOwner"]()}
        body={m["detail.loginToContact"]()}
      />
      {reportable && viewer.signedIn ? <ReportListing listingId={listing.id} /> : null}
      {reportable && !viewer.signedIn ? (
        <>
          <button
            type="button"
            className="button-link report-button"
            aria-haspopup="dialog"
            onClick={() => reportLogin.current?.showModal()}
          >
            {m["report.open"]()}
          </button>
          <LoginDialog dialog={reportLogin} title={m["report.title"]()} body={m["report.loginBody"]()} />
        </>
      ) : null}
    </div>
  );
}
