import { formatArea } from "#web/lib/area.ts";
import { type MessageKey, t } from "#web/lib/i18n.ts";
import { formatRupees } from "#web/lib/money.ts";
import type { ListingDetailView } from "./types.ts";

export interface Fact {
  label: string;
  value: string;
}

function fact(key: MessageKey, value: string | number | null | undefined): Fact[] {
  if (value === null || value === undefined || value === "") return [];
  return [{ label: t(key), value: String(value) }];
}

/** The labelled details of a listing: a field appears only when the owner filled it in (SPEC §2). */
export function detailFacts(listing: ListingDetailView): Fact[] {
  const isLand = listing.propertyName === "Land";
  return [
    ...fact("detail.field.code", listing.code),
    ...fact("detail.field.propertyName", listing.propertyName),
    ...fact("detail.field.types", t(`type.${listing.types}`)),
    ...fact("detail.field.propertyType", listing.propertyType),
    ...fact("detail.field.userType", listing.userType),
    ...fact("detail.field.leaseYears", listing.types === "lease" ? listing.leaseYears : null),
    ...fact("detail.field.budgetMethod", listing.budgetMethod),
    ...fact("detail.field.area", listing.areaSqFt ? formatArea(listing.areaSqFt, listing.areaUnit) : null),
    ...fact(
      "detail.field.builtUpArea",
      !isLand && listing.builtUpAreaSqFt
        ? formatArea(listing.builtUpAreaSqFt, listing.builtUpAreaUnit)
        : null,
    ),
    ...fact(
      "detail.field.dimensions",
      listing.lengthFt && listing.breadthFt ? `${listing.lengthFt} ft × ${listing.breadthFt} ft` : null,
    ),
    ...fact("detail.field.rooms", isLand ? null : listing.numberOfRooms),
    ...fact("detail.field.bathrooms", isLand ? null : listing.numberOfBathrooms),
    ...fact("detail.field.facing", listing.facingDirection),
    ...fact(
      "detail.field.age",
      listing.ageOfPropertyYears === null
        ? null
        : t("detail.field.ageYears", { years: listing.ageOfPropertyYears }),
    ),
    ...fact("detail.field.amenities", listing.amenities),
    ...fact("detail.field.locality", listing.locality),
    ...fact("detail.field.city", listing.city),
    ...fact("detail.field.state", listing.state),
    ...fact("detail.field.zipCode", listing.zipCode),
  ];
}

/** Yes/no facilities that were answered; parking and lift mean nothing for land. */
export function facilityFacts(listing: ListingDetailView): Fact[] {
  const isLand = listing.propertyName === "Land";
  return (
    Object.entries(listing.facilities) as Array<[keyof ListingDetailView["facilities"], boolean | null]>
  )
    .filter(([name, value]) => value !== null && !(isLand && (name === "parking" || name === "lift")))
    .map(([name, value]) => ({
      label: t(`detail.field.${name}`),
      value: value ? t("detail.yes") : t("detail.no"),
    }));
}

export function titleFacts(listing: ListingDetailView): Fact[] {
  return (
    Object.entries(listing.titleDocuments) as Array<
      [keyof ListingDetailView["titleDocuments"], string | null]
    >
  )
    .filter(([, value]) => Boolean(value))
    .map(([name, value]) => ({ label: t(`detail.field.${name}`), value: value! }));
}

/** Price per cent and per acre, where the price is not monthly rent. */
export function unitPriceFacts(listing: ListingDetailView): Fact[] {
  if (listing.budgetMethod === "Monthly") return [];
  return [
    ...fact(
      "detail.pricePerCent",
      listing.pricePerCentRupees ? formatRupees(listing.pricePerCentRupees) : null,
    ),
    ...fact(
      "detail.pricePerAcre",
      listing.pricePerAcreRupees ? formatRupees(listing.pricePerAcreRupees) : null,
    ),
  ];
}
