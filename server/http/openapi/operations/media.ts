// A member's photos and videos for a listing (server/http/api/uploads.ts).
import { directUploadAnswer, directUploadBody, uploadAnswer, uploadForm } from "#shared/api/uploads.ts";
import { idParam, json, noBody, type OperationSpecs, ok, refusal } from "../spec.ts";

const tags = ["Media"];

export const MEDIA_OPERATIONS: OperationSpecs = {
  "/uploads": {
    post: {
      tags,
      summary: "Upload one photo or video for a listing",
      description:
        "Signed-in members, one file per request (so each has its own progress and retry); a listing saved later names the upload's id. The type is read from the bytes, not the name: JPEG, PNG or WebP photos (turned upright, every metadata block including EXIF and GPS removed, stored as WebP and AVIF at 480, 960 and 1600 px wide, never upscaled, with a 16 px placeholder) and MP4 videos (kept as they are but for their metadata, the place they were recorded included, which is blanked). An upload no listing takes within a day is deleted. 60 uploads per member in 10 minutes, 3 at once; a body that sends nothing for 30 s is given up.",
      body: { schema: uploadForm, contentType: "multipart/form-data" },
      responses: {
        201: ok(uploadAnswer, "Processed and stored"),
        400: refusal("No file, or not a multipart/form-data body"),
        401: refusal("Not signed in"),
        403: refusal("A cross-site request"),
        408: refusal("The body stopped arriving (nothing for 30 s)"),
        413: refusal("Over the size limit (MEDIA_MAX_IMAGE_MB, MEDIA_MAX_VIDEO_MB) or 50 megapixels"),
        415: refusal("Not a photo or video we accept"),
        429: refusal("Too many uploads in 10 minutes, or 3 of the member's at once already"),
        503: refusal("Too many uploads being processed at once; try again"),
      },
    },
  },
  "/uploads/{id}": {
    delete: {
      tags,
      summary: "Discard one of your uploads that no listing holds, with its files",
      parameters: [idParam],
      responses: {
        204: noBody("Deleted"),
        401: refusal("Not signed in"),
        404: refusal("No upload of yours with this id (or a listing holds it already)"),
      },
    },
  },
  "/uploads/direct": {
    post: {
      tags,
      summary: "Start sending a large video straight to the bucket",
      description:
        "Signed-in members; counted with POST /uploads. With STORAGE_DRIVER=s3, for a video larger than the page's `media.directUploadOverBytes` (MEDIA_DIRECT_OVER_MB, 30 MB by default: a Cloud Functions request is capped at 32 MB). Records the upload and answers a presigned URL: PUT the file's bytes to it with `headers`, exactly `size` of them, before `expiresAt`; then POST /uploads/{id}/complete. An upload never completed is deleted after a day.",
      body: json(directUploadBody),
      responses: {
        201: ok(directUploadAnswer, "Send the file"),
        400: refusal("No filename or size"),
        401: refusal("Not signed in"),
        403: refusal("A cross-site request"),
        404: refusal("This server takes every file itself (disk storage, or MEDIA_DIRECT_OVER_MB=off)"),
        413: refusal("Over the size limit (MEDIA_MAX_IMAGE_MB, MEDIA_MAX_VIDEO_MB)"),
        429: refusal("Too many uploads"),
      },
    },
  },
  "/uploads/{id}/complete": {
    post: {
      tags,
      summary: "Take over a video sent straight to the bucket",
      description:
        "The server reads the stored file as it reads an upload's body: the type from its bytes (only MP4 videos come this way; photos go to POST /uploads), a whole MP4, the video size limit. It then moves the file into the upload's folder and answers as POST /uploads does. A refusal deletes the file and the upload. Completing again answers the same upload (200). Takes no body.",
      parameters: [idParam],
      responses: {
        200: ok(uploadAnswer, "Completed before: the same upload"),
        201: ok(uploadAnswer, "Checked and stored"),
        401: refusal("Not signed in"),
        403: refusal("A cross-site request"),
        404: refusal("No upload of yours with this id, or no direct uploads on this server"),
        409: refusal("The file has not arrived in the bucket"),
        413: refusal("A video over MEDIA_MAX_VIDEO_MB"),
        415: refusal("Not an MP4 video"),
      },
    },
  },
};
