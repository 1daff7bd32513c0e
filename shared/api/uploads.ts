// A member's photos and videos for a listing, one file per request (server/http/api/uploads.ts).
import * as z from "zod/mini";
import { dateTime, described, mediaKind } from "./common.ts";

/** What the browser says of a file it will send straight to the bucket. */
export const directUploadBody = z.object({
  filename: z.string().check(z.minLength(1), z.maxLength(255)),
  size: described(z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)), "Bytes"),
  contentType: described(
    z._default(z.string().check(z.maxLength(255)), ""),
    "As the browser knows it (File.type)",
  ),
});

/** The multipart body of POST /uploads: one file. */
export const uploadForm = z.object({ file: described(z.string(), "The photo or video (binary)") });

const variant = z.object({
  width: z.int(),
  height: z.int(),
  url: z.string(),
  key: z.nullable(z.string()),
  contentType: z.string(),
});
export const uploadedMedia = described(
  z.looseObject({
    id: z.string(),
    kind: mediaKind,
    url: z.string(),
    width: z.nullable(z.int()),
    height: z.nullable(z.int()),
    alt: z.nullable(z.string()),
    variants: described(z.array(variant), "WebP renditions, narrowest first"),
    avifVariants: z.optional(z.array(variant)),
    placeholder: z.optional(z.nullable(z.string())),
  }),
  "The listing media as it will be stored, its URLs signed for the preview",
);
export const uploadAnswer = z.object({ upload: z.object({ id: z.string(), media: uploadedMedia }) });
export const directUploadAnswer = z.object({
  uploadId: z.string(),
  url: described(z.string(), "A presigned PUT to the bucket"),
  headers: z.record(z.string(), z.string()),
  expiresAt: dateTime,
});
