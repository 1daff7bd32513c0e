import type { MetaDescriptor } from "react-router";
import { formatArea } from "#shared/area-label.ts";
import { askingPriceRupees } from "#shared/costs/asking-price.ts";
import type { GuidelineUnit } from "#shared/costs/guideline.ts";
import { districtLabel } from "#shared/districts.ts";
import { budgetLabel } from "#shared/money.ts";
import { HOME_PATH, typeHomePath } from "#shared/paths.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";
import { BUDGET_METHODS } from "#shared/values.ts";
import { m } from "#web/lib/i18n.ts";
import { LISTING_PURPOSE_LABELS, LISTING_TYPE_LABELS } from "#web/lib/labels.ts";
import { inPageLanguage, pageMeta, SITE_IMAGE } from "#web/lib/page-meta.ts";
import type { ListingDetailPage, ListingDetailView } from "./types.ts";

/** The listing's photo as an absolute web address (relative ones are on the site), or null for none usable. */
function photoUrl(url: string | null, origin: string): string | null {
  const photo = url ? URL.parse(url, origin) : null;
  return photo && (photo.protocol === "https:" || photo.protocol === "http:") ? photo.href : null;
}

/**
 * The picture of a shared link (WhatsApp, Facebook, X): the listing's photo, or, for a listing without a usable
 * one, the site's own card, so that every detail page has one.
 */
function previewImage(photo: string | null, origin: string): MetaDescriptor[] {
  const image = photo ?? `${origin}${SITE_IMAGE.path}`;
  return [
    { property: "og:image", content: image },
    ...(photo
      ? []
      : [
          { property: "og:image:width", content: String(SITE_IMAGE.width) },
          { property: "og:image:height", content: String(SITE_IMAGE.height) },
          { property: "og:image:alt", content: SITE_IMAGE.alt() },
        ]),
    { name: "twitter:image", content: image },
  ];
}

/**
 * The place's title references and road as schema.org PropertyValues (Place.additionalProperty): the
 * registration and approval numbers under their authority's name, the road's width in feet (UN/CEFACT FOT), and
 * a sale's guideline value per unit as its owner states it (the government's value, not the seller's offer).
 */
const GUIDELINE_UNIT_TEXT: Record<GuidelineUnit, string> = { sqft: "sq ft", cent: "cent", acre: "acre" };

function titleProperties(listing: ListingDetailView): { additionalProperty?: object[] } {
  const { dtcpCmdaApprovalNumber, tnreraNumber } = listing.titleDocuments;
  const guideline = listing.types === "sell" ? listing.guidelineValue : null;
  const properties = [
    ...(tnreraNumber ? [{ "@type": "PropertyValue", propertyID: "TNRERA", value: tnreraNumber }] : []),
    ...(dtcpCmdaApprovalNumber && listing.approvals.layout
      ? [{ "@type": "PropertyValue", propertyID: listing.approvals.layout, value: dtcpCmdaApprovalNumber }]
      : []),
    ...(listing.road.widthFt
      ? [{ "@type": "PropertyValue", name: "Road width", value: listing.road.widthFt, unitCode: "FOT" }]
      : []),
    ...(guideline
      ? [
          {
            "@type": "PropertyValue",
            name: "Guideline value",
            description: `As the owner states it: ${guideline.source}`,
            value: guideline.rupeesPerUnit,
            unitText: `INR per ${GUIDELINE_UNIT_TEXT[guideline.unit]}`,
          },
        ]
      : []),
  ];
  return properties.length > 0 ? { additionalProperty: properties } : {};
}

/**
 * The place's point for search engines: the public approximate area only (about a km from the property), never
 * the exact point, which is contact data even on the owner's own page.
 */
function geoOf(listing: ListingDetailView): { geo?: object } {
  const { area } = listing;
  return area ? { geo: { "@type": "GeoCoordinates", latitude: area.lat, longitude: area.lng } } : {};
}

/** Per cent and per acre as JSON-LD's unit prices name them: a quantity of one unit, in words. */
const PRICE_UNITS = { "Per Cent": "cent", "Per Acre": "acre" } as const;

/**
 * The listing's offer: the whole price, and for a price per cent or per acre that unit price beside it (a per-unit
 * budget is not the price; without an area there is no whole price to give).
 */
function offerOf(listing: ListingDetailView, budget: number): Record<string, unknown> {
  const method = BUDGET_METHODS.find((known) => known === listing.budgetMethod) ?? null;
  const price = askingPriceRupees({ budget, budgetMethod: method, areaSqFt: listing.areaSqFt });
  const unit = method === "Per Cent" || method === "Per Acre" ? method : null;
  return {
    "@type": "Offer",
    ...(price !== null ? { price } : {}),
    priceCurrency: "INR",
    ...(unit
      ? {
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: budget,
            priceCurrency: "INR",
            referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: PRICE_UNITS[unit] },
          },
        }
      : {}),
    businessFunction:
      listing.types === "sell"
        ? "http://purl.org/goodrelations/v1#Sell"
        : "http://purl.org/goodrelations/v1#LeaseOut",
  };
}

/** Title, description, canonical URL, Open Graph/Twitter cards and JSON-LD for one listing. */
export function listingMeta(page: ListingDetailPage, origin: string): MetaDescriptor[] {
  const { listing } = page;
  const purpose = LISTING_PURPOSE_LABELS[listing.types]();
  const name = propertyNameLabel(listing.propertyName);
  const city = districtLabel(listing.city);
  const price = budgetLabel(listing.budget, listing.budgetMethod) ?? "";
  const area = listing.areaSqFt ? formatArea(listing.areaSqFt, listing.areaUnit) : "";
  const title = m["detail.metaTitle"]({
    name,
    purpose,
    city,
    code: listing.code,
  });
  const description = m["detail.metaDescription"]({
    name,
    purpose,
    city,
    price,
    area,
    code: listing.code,
  })
    .replace(/\s+\./g, ".")
    .replace(/\.\s*\./g, ".");
  const image = photoUrl(page.imageUrl, origin);
  const typePage = inPageLanguage(origin + typeHomePath(listing.types));
  const pageUrl = inPageLanguage(page.canonicalUrl);
  const descriptors: MetaDescriptor[] = [
    ...pageMeta({ title, description, canonicalUrl: page.canonicalUrl }),
    ...previewImage(image, origin),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "RealEstateListing",
        name: title,
        description,
        url: pageUrl,
        identifier: listing.code,
        datePosted: listing.createdAt.toISOString(),
        ...(image ? { image } : {}),
        ...(listing.budget ? { offers: offerOf(listing, listing.budget) } : {}),
        contentLocation: {
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            addressLocality: listing.locality ?? listing.city,
            addressRegion: listing.state,
            addressCountry: "IN",
            ...(listing.zipCode ? { postalCode: listing.zipCode } : {}),
          },
          ...geoOf(listing),
          ...titleProperties(listing),
        },
      },
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          {
            "@type": "ListItem",
            position: 1,
            name: m["detail.breadcrumbHome"](),
            item: inPageLanguage(origin + HOME_PATH),
          },
          { "@type": "ListItem", position: 2, name: LISTING_TYPE_LABELS[listing.types](), item: typePage },
          { "@type": "ListItem", position: 3, name: listing.code, item: pageUrl },
        ],
      },
    },
  ];
  // Listings waiting for approval are never indexed.
  if (listing.status !== "approved") descriptors.push({ name: "robots", content: "noindex" });
  return descriptors;
}
