import { districtLabel } from "#shared/districts.ts";
import { editListingPath } from "#shared/paths.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { LoginPrompt } from "../LoginPrompt.tsx";
import { WishlistButton } from "../wishlist/WishlistToggle.tsx";
import { ContactOwner } from "./ContactOwner.tsx";
import { DeleteListing } from "./DeleteListing.tsx";
import { ReportListing } from "./ReportListing.tsx";
import { ShareButton } from "./ShareButton.tsx";
import type { ListingDetailPage } from "./types.ts";
import { useViewBeacon } from "./view-beacon.ts";

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
          <Link className="button button-primary" to={editListingPath(listing.id)}>
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
