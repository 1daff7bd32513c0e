import { data, redirect } from "react-router";
import lightboxStyles from "yet-another-react-lightbox/styles.css?url";
import { formatLongDate } from "#shared/dates.ts";
import { districtLabel } from "#shared/districts.ts";
import { budgetLabel } from "#shared/money.ts";
import { HOME_PATH, pagePath, typeHomePath } from "#shared/paths.ts";
import { sharedPageHeaders } from "#shared/shared-page.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";
import type { ListingType } from "#shared/values.ts";
import { CostsSection } from "#web/components/detail/costs/CostsSection.tsx";
import { costsSection } from "#web/components/detail/costs/costs-section.server.ts";
import { DetailActions } from "#web/components/detail/DetailActions.tsx";
import { FactList, FactSection } from "#web/components/detail/FactList.tsx";
import { detailFacts, facilityFacts, titleFacts, unitPriceFacts } from "#web/components/detail/facts.ts";
import { MoreNear } from "#web/components/detail/MoreNear.tsx";
import { Gallery } from "#web/components/gallery/Gallery.tsx";
import { ListingRow } from "#web/components/ListingRow.tsx";
import { MapFacade } from "#web/components/map/MapFacade.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { confirmedAgo } from "#web/lib/freshness.ts";
import { localizedPath, m } from "#web/lib/i18n.ts";
import { LISTING_PURPOSE_LABELS, LISTING_TYPE_LABELS } from "#web/lib/labels.ts";
import { requireUserForPage } from "#web/lib/require-user.server.ts";
import { takenStatusNote } from "#web/lib/taken-labels.ts";
import detailStyles from "#web/styles/detail.css?url";
import type { Route } from "./+types/detail";
import { deleteListingFor, detailMeta, loadListingDetail } from "./detail.server.ts";

/** The same for every visitor without an account. */
export const headers = sharedPageHeaders;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: detailStyles },
  { rel: "stylesheet", href: lightboxStyles },
];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, reads, user, storage, config, publicConfig } = context.get(appContext);
  const page = await loadListingDetail({
    db,
    reads,
    id: params.id,
    user,
    storage,
    publicUrl: config.publicUrl,
  });
  if (!page) throw data(null, { status: 404 });
  // Said here, in the request's language: only owners and admins see it, so its texts stay off the page's bundle.
  const note = page.listing.status === "approved" ? null : statusNote(page.listing);
  // The tiles only where there is a point to show (the map's words and code come with the visitor's click).
  const map = page.listing.area ? publicConfig.map : null;
  // A sale's costs, for the numbers in the URL when the visitor sent the form without JavaScript.
  const costs = await costsSection(page.listing, reads, new URL(request.url).searchParams);
  // Said here too, so that the page's bundle carries neither these messages nor the dates' formatting.
  const { listing } = page;
  const dated = m["detail.posted"]({ date: formatLongDate(listing.createdAt) });
  const posted =
    listing.updatedAt.getTime() - listing.createdAt.getTime() > 60_000
      ? `${dated} · ${m["detail.updated"]({ date: formatLongDate(listing.updatedAt) })}`
      : dated;
  return { page, meta: detailMeta(page, config.publicUrl), statusNote: note, map, costs, posted };
}

/** The owner's (or an admin's) Delete, confirmed in DetailActions' dialog; then to the member's listings. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const { db, user, storage, logger, requestId } = context.get(appContext);
  const member = requireUserForPage(user);
  if ((await request.formData()).get("intent") !== "delete") throw data(null, { status: 400 });
  const result = await deleteListingFor(db, {
    user: member,
    listingId: params.id,
    storage,
    logger,
    requestId,
  });
  if (!result.ok) return data({ deleteFailed: true }, { status: result.status });
  return redirect(localizedPath(pagePath("profile")));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [{ title: m["notFound.title"]() }, { name: "robots", content: "noindex" }];
}

/** Why the owner or an admin sees a listing the public does not. */
function statusNote(listing: { status: string; types: ListingType; rejectionReason: string | null }): string {
  if (listing.status === "pending") return m["detail.status.pending"]();
  if (listing.status === "lapsed") return m["detail.status.lapsed"]();
  if (listing.status === "closed") return takenStatusNote(listing.types);
  return m["detail.status.rejected"]({ reason: listing.rejectionReason ?? "" });
}

export default function ListingDetail({ loaderData }: Route.ComponentProps) {
  const { page, statusNote: note, map, costs, posted } = loaderData;
  const { listing } = page;
  const type = LISTING_TYPE_LABELS[listing.types]();
  const pictureAlt = m["card.imageAlt"]({
    name: propertyNameLabel(listing.propertyName),
    city: districtLabel(listing.city),
  });
  const heading = m["detail.heading"]({
    name: propertyNameLabel(listing.propertyName),
    purpose: LISTING_PURPOSE_LABELS[listing.types](),
    city: districtLabel(listing.city),
  });
  return (
    <main className="page detail">
      <nav aria-label={m["detail.breadcrumb"]()} className="breadcrumb">
        <a href={localizedPath(HOME_PATH)}>{m["detail.breadcrumbHome"]()}</a> ›{" "}
        <a href={localizedPath(typeHomePath(listing.types))}>{type}</a> ›{" "}
        <span aria-current="page">{listing.code}</span>
      </nav>
      {note ? (
        <p className="detail-status" role="status">
          {note}
        </p>
      ) : null}
      <div className="detail-layout">
        <Gallery
          items={listing.media.map((item) => ({ ...item, alt: item.alt ?? pictureAlt }))}
          title={heading}
        />
        <div className="detail-summary">
          <p className="card-code">{listing.code}</p>
          <h1>{heading}</h1>
          <p className="detail-price">{budgetLabel(listing.budget, listing.budgetMethod)}</p>
          <FactList facts={unitPriceFacts(listing)} className="facts facts-inline" />
          <p className="detail-dates">
            {posted}
            {listing.confirmedDaysAgo !== null ? (
              <>
                <br />
                <strong className="detail-confirmed">{confirmedAgo(listing.confirmedDaysAgo)}</strong>
              </>
            ) : null}
          </p>
          <DetailActions page={page} />
          <MapFacade
            locality={listing.locality}
            district={districtLabel(listing.city)}
            area={listing.area}
            pin={listing.contact?.location}
            config={map}
          />
        </div>
      </div>
      {costs ? <CostsSection costs={costs} /> : null}
      <FactSection title={m["detail.details"]()} facts={detailFacts(listing)} />
      <FactSection title={m["detail.facilities"]()} facts={facilityFacts(listing)} />
      <FactSection title={m["detail.titleDocuments"]()} facts={titleFacts(listing)} />
      <ListingRow
        id="similar"
        title={m["detail.similar"]()}
        emptyText={m["detail.similarEmpty"]()}
        listings={page.similar}
      />
      <MoreNear listing={listing} />
    </main>
  );
}
