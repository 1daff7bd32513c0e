// The schemas the document names under components.schemas (each written once and referred to by $ref).
import { adminBannerGroup, adminCollection } from "#shared/api/admin/content.ts";
import { moderationRow } from "#shared/api/admin/listings.ts";
import { plan } from "#shared/api/admin/people.ts";
import { listingCard, listingRef } from "#shared/api/common.ts";
import { bannerGroup, collection } from "#shared/api/content.ts";
import { apiError } from "#shared/api/error.ts";
import { galleryItem, listingDetail, publicListing, searchAnswer, suggestion } from "#shared/api/listings.ts";
import { checkoutOrder, planOnSale } from "#shared/api/payments.ts";
import { revealedContact } from "#shared/api/reveals.ts";
import { savedSearch } from "#shared/api/saved-searches.ts";
import { profile, sessionUser } from "#shared/api/session.ts";
import { uploadedMedia } from "#shared/api/uploads.ts";
import { wishlistCard } from "#shared/api/wishlist.ts";
import { component } from "./json-schema.ts";

const NAMED = {
  Error: apiError,
  ListingCard: listingCard,
  SearchResult: searchAnswer,
  ListingDetail: publicListing,
  ListingForReview: listingDetail,
  ListingRef: listingRef,
  GalleryItem: galleryItem,
  Suggestion: suggestion,
  BannerGroup: bannerGroup,
  Collection: collection,
  SessionUser: sessionUser,
  Profile: profile,
  WishlistCard: wishlistCard,
  SavedSearch: savedSearch,
  RevealedContact: revealedContact,
  UploadedMedia: uploadedMedia,
  PlanOnSale: planOnSale,
  CheckoutOrder: checkoutOrder,
  ModerationRow: moderationRow,
  Plan: plan,
  AdminBannerGroup: adminBannerGroup,
  AdminCollection: adminCollection,
};
for (const [id, schema] of Object.entries(NAMED)) component(id, schema);
