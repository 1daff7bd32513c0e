import type { GalleryItem } from "../gallery/gallery-logic.ts";
import type { ListingCardData } from "../ListingCard.tsx";

/** What the detail page shows. `contact` is present only for the owner, an admin or (later) a paying member. */
export interface ListingDetailView {
  id: string;
  code: string;
  status: "pending" | "approved" | "rejected";
  rejectionReason: string | null;
  propertyName: string;
  types: "sell" | "rent" | "lease";
  propertyType: string | null;
  userType: string | null;
  leaseYears: number | null;
  budget: number | null;
  budgetMethod: string | null;
  pricePerCentRupees: number | null;
  pricePerAcreRupees: number | null;
  areaSqFt: number | null;
  areaUnit: string | null;
  builtUpAreaSqFt: number | null;
  builtUpAreaUnit: string | null;
  lengthFt: number | null;
  breadthFt: number | null;
  facilities: Record<
    "electricity" | "waterFacility" | "boreWell" | "roadFacility" | "parking" | "lift",
    boolean | null
  >;
  facingDirection: string | null;
  amenities: string | null;
  ageOfPropertyYears: number | null;
  numberOfBathrooms: number | null;
  numberOfRooms: string | null;
  locality: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  titleDocuments: Record<
    "pattaNumber" | "surveyNumber" | "dtcpCmdaApprovalNumber" | "tnreraNumber",
    string | null
  >;
  media: GalleryItem[];
  createdAt: Date;
  updatedAt: Date;
  contact: { name: string; phone: string; address: string } | null;
}

export interface ListingDetailPage {
  listing: ListingDetailView;
  similar: ListingCardData[];
  viewer: { signedIn: boolean; isOwner: boolean; isAdmin: boolean };
  canonicalUrl: string;
  imageUrl: string | null;
}
