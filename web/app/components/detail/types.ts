import type { ListingDetailView } from "#shared/listing-card.ts";
import type { ListingCardData } from "../ListingCard.tsx";

export type { ListingDetailView };

export interface ListingDetailPage {
  listing: ListingDetailView;
  similar: ListingCardData[];
  viewer: { signedIn: boolean; isOwner: boolean; isAdmin: boolean };
  canonicalUrl: string;
  imageUrl: string | null;
}
