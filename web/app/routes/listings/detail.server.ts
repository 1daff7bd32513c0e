import type { Db } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/context.ts";
import { getListingDetail } from "#server/modules/listings/detail.ts";
import type { PublicReads } from "#server/modules/public/reads.ts";
import { listingMeta } from "#web/components/detail/seo.ts";
import type { ListingDetailPage } from "#web/components/detail/types.ts";

/** The detail page's data: the listing as this viewer may see it, and similar listings. */
export async function loadListingDetail(input: {
  db: Db;
  reads: PublicReads;
  id: string;
  user: SessionUser | null;
  publicUrl: string;
}): Promise<ListingDetailPage | null> {
  // Visitors without an account all see the same thing, so theirs comes from the public read cache.
  const detail = input.user
    ? await getListingDetail(input.db, {
        id: input.id,
        viewer: { id: input.user.id, isAdmin: input.user.isAdmin },
      })
    : await input.reads.detailForVisitors(input.id);
  if (!detail) return null;
  const { listing } = detail;
  const similar = await input.reads.similarTo(listing);
  return {
    listing: {
      id: listing.id,
      code: listing.code,
      status: listing.status,
      rejectionReason: listing.rejectionReason,
      propertyName: listing.propertyName,
      types: listing.types,
      propertyType: listing.propertyType,
      userType: listing.userType,
      leaseYears: listing.leaseYears,
      budget: listing.budget,
      budgetMethod: listing.budgetMethod,
      pricePerCentRupees: listing.pricePerCentRupees,
      pricePerAcreRupees: listing.pricePerAcreRupees,
      areaSqFt: listing.areaSqFt,
      areaUnit: listing.areaUnit,
      builtUpAreaSqFt: listing.builtUpAreaSqFt,
      builtUpAreaUnit: listing.builtUpAreaUnit,
      lengthFt: listing.lengthFt,
      breadthFt: listing.breadthFt,
      facilities: {
        electricity: listing.electricity,
        waterFacility: listing.waterFacility,
        boreWell: listing.boreWell,
        roadFacility: listing.roadFacility,
        parking: listing.parking,
        lift: listing.lift,
      },
      facingDirection: listing.facingDirection,
      amenities: listing.amenities,
      ageOfPropertyYears: listing.ageOfPropertyYears,
      numberOfBathrooms: listing.numberOfBathrooms,
      numberOfRooms: listing.numberOfRooms,
      locality: listing.locality,
      city: listing.city,
      state: listing.state,
      zipCode: listing.zipCode,
      titleDocuments: {
        pattaNumber: listing.pattaNumber,
        surveyNumber: listing.surveyNumber,
        dtcpCmdaApprovalNumber: listing.dtcpCmdaApprovalNumber,
        tnreraNumber: listing.tnreraNumber,
      },
      media: detail.media.map((m) => ({ ...m, alt: m.alt ?? `${listing.propertyName} in ${listing.city}` })),
      createdAt: listing.createdAt,
      updatedAt: listing.updatedAt,
      contact: detail.contact,
    },
    similar,
    viewer: {
      signedIn: input.user !== null,
      isOwner: detail.isOwner,
      isAdmin: input.user?.isAdmin === true,
    },
    canonicalUrl: `${input.publicUrl}/view-property5/${listing.id}`,
    imageUrl: detail.media.find((m) => m.kind === "image")?.url ?? null,
  };
}

export function detailMeta(page: ListingDetailPage, publicUrl: string) {
  return listingMeta(page, publicUrl);
}
