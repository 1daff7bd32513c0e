// The admin's home-page content (server/http/api/admin/content.ts): banner groups and featured collections.
import * as z from "zod/mini";
import { LISTING_TYPES } from "../../values.ts";
import { described } from "../common.ts";

export {
  bannerAddSchema as bannerAddBody,
  bannerReplaceSchema as bannerReplaceBody,
  collectionFormSchema as collectionBody,
  moveSchema as moveBody,
  newCollectionSchema as newCollectionBody,
} from "../../forms/content.ts";
export { messageAnswer as contentDeletedAnswer } from "../common.ts";

const thumbnail = {
  url: z.string(),
  thumbUrl: described(z.string(), "A small rendition for the admin's list"),
};
export const adminBannerGroup = z.object({
  id: z.string(),
  name: z.string(),
  types: z.nullable(z.enum(LISTING_TYPES)),
  images: z.array(
    z.object({
      id: z.string(),
      ...thumbnail,
      alt: z.string(),
      altTa: z.nullable(z.string()),
      width: z.nullable(z.int()),
      height: z.nullable(z.int()),
    }),
  ),
});
export const adminBannersAnswer = z.object({ groups: z.array(adminBannerGroup) });
export const bannerAddedAnswer = z.object({ groupId: z.string(), imageId: z.string(), message: z.string() });
export const bannerSavedAnswer = z.object({ imageId: z.string(), message: z.string() });

export const adminCollection = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  titleTa: z.nullable(z.string()),
  descriptionTa: z.nullable(z.string()),
  propertyName: z.nullable(z.string()),
  image: z.nullable(z.object(thumbnail)),
});
export const adminCollectionsAnswer = z.object({ collections: z.array(adminCollection) });
export const collectionSavedAnswer = z.object({ id: z.string(), message: z.string() });
export const collectionMovedAnswer = z.object({
  moved: described(z.boolean(), "false at either end: it stays"),
  order: described(z.array(z.string()), "The collections' ids in their new order"),
  message: z.string(),
});
