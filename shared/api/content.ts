// Home-page content admins manage: the public reads (server/http/api/content.ts).
import * as z from "zod/mini";
import { PROPERTY_NAMES } from "../values.ts";
import { described } from "./common.ts";

export const contentImage = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.int(),
  height: z.int(),
  srcSet: described(z.nullable(z.string()), "`url 480w, url 960w, …` when renditions exist"),
});
export const bannerGroup = z.object({
  id: z.string(),
  name: z.string(),
  alt: z.string(),
  images: z.array(
    z.extend(contentImage, {
      id: z.string(),
      altTa: described(z.nullable(z.string()), "The alt text on Tamil pages; null: alt"),
    }),
  ),
});
export const collection = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  titleTa: described(z.nullable(z.string()), "The title on Tamil pages; null: title"),
  descriptionTa: described(z.nullable(z.string()), "The description on Tamil pages; null: description"),
  propertyName: z.nullable(z.enum(PROPERTY_NAMES)),
  image: z.nullable(contentImage),
});
export const bannersAnswer = z.object({ banners: z.array(bannerGroup) });
export const collectionsAnswer = z.object({ collections: z.array(collection) });
