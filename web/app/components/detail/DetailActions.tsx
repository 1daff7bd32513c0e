import { useRef } from "react";
import { useLocation } from "react-router";
import { districtLabel } from "#shared/districts.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { WishlistButton } from "../wishlist/WishlistToggle.tsx";
import { ContactOwner } from "./ContactOwner.tsx";
import { DeleteListing } from "./DeleteListing.tsx";
import { ShareButton } from "./ShareButton.tsx";
import type { ListingDetailPage } from "./types.ts";
import { useViewBeacon } from "./view-beacon.ts";

function LoginDialog(props: {
  dialog: React.RefObject<HTMLDialogElement | null>;
  title: string;
  body: string;
}) {
  const location = useLocation();
  const redirectTo = encodeURIComponent(location.pathname + location.search);
  return (
    <dialog ref={props.dialog} className="modal" aria-labelledby="login-dialog-title">
      <h2 id="login-dialog-title">{props.title}</h2>
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

/**
 * Wishlist, share, and contact owner; for the person who posted it (and an admin) Edit and Delete instead of
 * contact owner (SPEC §2). Signed-out visitors get the login prompts of SPEC §4; members ask the server for the
 * owner's details (ContactOwner).
 */
export function DetailActions({ page }: { page: ListingDetailPage }) {
  const { listing, viewer } = page;
  const contactDialog = useRef<HTMLDialogElement>(null);
  const title = `${propertyNameLabel(listing.propertyName)} · ${districtLabel(listing.city)}`;
  const mayChange = viewer.isOwner || viewer.isAdmin;
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
    </div>
  );
}
