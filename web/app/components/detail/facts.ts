import { formatArea } from "#shared/area-label.ts";
import { districtLabel } from "#shared/districts.ts";
import { formatRupees } from "#shared/money.ts";
import {
  budgetMethodLabel,
  facingDirectionLabel,
  propertyNameLabel,
  propertyTypeLabel,
  roomOptionLabel,
  userTypeLabel,
} from "#shared/value-labels.ts";
import { type Message, m } from "#web/lib/i18n.ts";
import { LISTING_TYPE_LABELS } from "#web/lib/labels.ts";
import type { ListingDetailView } from "./types.ts";

export interface Fact {
  label: string;
  value: string;
  /** Written by the owner, in whatever language they wrote it: shown as it is, on pages of either language. */
  ownersWords?: boolean;
}

function fact(label: Message, value: string | number | null | undefined): Fact[] {
  if (value === null || value === undefined || value === "") return [];
  return [{ label: label(), value: String(value) }];
}

function ownersFact(label: Message, value: string | null): Fact[] {
  return fact(label, value).map((written) => ({ ...written, ownersWords: true }));
}

const FACILITY_LABELS: Record<keyof ListingDetailView["facilities"], Message> = {
  electricity: m["detail.field.electricity"],
  waterFacility: m["detail.field.waterFacility"],
  boreWell: m["detail.field.boreWell"],
  roadFacility: m["detail.field.roadFacility"],
  parking: m["detail.field.parking"],
  lift: m["detail.field.lift"],
};

const TITLE_LABELS: Record<keyof ListingDetailView["titleDocuments"], Message> = {
  pattaNumber: m["detail.field.pattaNumber"],
  surveyNumber: m["detail.field.surveyNumber"],
  dtcpCmdaApprovalNumber: m["detail.field.dtcpCmdaApprovalNumber"],
  tnreraNumber: m["detail.field.tnreraNumber"],
};

/** The labelled details of a listing: a field appears only when the owner filled it in (SPEC §2). */
export function detailFacts(listing: ListingDetailView): Fact[] {
  const isLand = listing.propertyName === "Land";
  return [
    ...fact(m["detail.field.code"], listing.code),
    ...fact(m["detail.field.propertyName"], propertyNameLabel(listing.propertyName)),
    ...fact(m["detail.field.types"], LISTING_TYPE_LABELS[listing.types]()),
    ...fact(m["detail.field.propertyType"], listing.propertyType && propertyTypeLabel(listing.propertyType)),
    ...fact(m["detail.field.userType"], listing.userType && userTypeLabel(listing.userType)),
    ...fact(m["detail.field.leaseYears"], listing.types === "lease" ? listing.leaseYears : null),
    ...fact(m["detail.field.budgetMethod"], listing.budgetMethod && budgetMethodLabel(listing.budgetMethod)),
    ...fact(m["detail.field.area"], listing.areaSqFt ? formatArea(listing.areaSqFt, listing.areaUnit) : null),
    ...fact(
      m["detail.field.builtUpArea"],
      !isLand && listing.builtUpAreaSqFt
        ? formatArea(listing.builtUpAreaSqFt, listing.builtUpAreaUnit)
        : null,
    ),
    ...fact(
      m["detail.field.dimensions"],
      listing.lengthFt && listing.breadthFt
        ? m["detail.field.dimensionsValue"]({ length: listing.lengthFt, breadth: listing.breadthFt })
        : null,
    ),
    ...fact(
      m["detail.field.rooms"],
      isLand || !listing.numberOfRooms ? null : roomOptionLabel(listing.numberOfRooms),
    ),
    ...fact(m["detail.field.bathrooms"], isLand ? null : listing.numberOfBathrooms),
    ...fact(
      m["detail.field.facing"],
      listing.facingDirection && facingDirectionLabel(listing.facingDirection),
    ),
    ...fact(
      m["detail.field.age"],
      listing.ageOfPropertyYears === null
        ? null
        : m["detail.field.ageYears"]({ years: listing.ageOfPropertyYears }),
    ),
    ...ownersFact(m["detail.field.amenities"], listing.amenities),
    ...ownersFact(m["detail.field.locality"], listing.locality),
    ...fact(m["detail.field.city"], districtLabel(listing.city)),
    ...fact(
      m["detail.field.state"],
      listing.state === "Tamil Nadu" ? m["detail.tamilNadu"]() : listing.state,
    ),
    ...fact(m["detail.field.zipCode"], listing.zipCode),
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
      label: FACILITY_LABELS[name](),
      value: value ? m["detail.yes"]() : m["detail.no"](),
    }));
}

/** The title references the owner gave, then the road in front (width, corner plot, the side it is on). */
export function titleFacts(listing: ListingDetailView): Fact[] {
  const { road } = listing;
  const references = (
    Object.entries(listing.titleDocuments) as Array<
      [keyof ListingDetailView["titleDocuments"], string | null]
    >
  )
    .filter(([, value]) => Boolean(value))
    .map(([name, value]) => ({ label: TITLE_LABELS[name](), value: value!, ownersWords: true }));
  return [
    ...references,
    ...fact(
      m["detail.field.roadWidth"],
      road.widthFt && m["detail.field.roadWidthValue"]({ feet: road.widthFt }),
    ),
    ...fact(
      m["detail.field.cornerPlot"],
      road.cornerPlot === null ? null : road.cornerPlot ? m["detail.yes"]() : m["detail.no"](),
    ),
    ...fact(m["detail.field.roadSide"], road.side && facingDirectionLabel(road.side)),
  ];
}

/** Price per cent and per acre, where the price is not monthly rent. */
export function unitPriceFacts(listing: ListingDetailView): Fact[] {
  if (listing.budgetMethod === "Monthly") return [];
  return [
    ...fact(
      m["detail.pricePerCent"],
      listing.pricePerCentRupees ? formatRupees(listing.pricePerCentRupees) : null,
    ),
    ...fact(
      m["detail.pricePerAcre"],
      listing.pricePerAcreRupees ? formatRupees(listing.pricePerAcreRupees) : null,
    ),
  ];
}
