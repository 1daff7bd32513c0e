// Home-page content for everyone (server/http/api/content.ts), and this document (api/openapi.ts).
import { z } from "zod";
import { bannersAnswer, collectionsAnswer } from "#shared/api/content.ts";
import { ratesAnswer } from "#shared/api/rates.ts";
import { type OperationSpecs, ok } from "../spec.ts";

const tags = ["Content"];

export const CONTENT_OPERATIONS: OperationSpecs = {
  "/banners": {
    get: {
      tags,
      summary: "Banner groups with their images in order",
      responses: { 200: ok(bannersAnswer) },
    },
  },
  "/rates": {
    get: {
      tags: ["Registration rates"],
      summary: "The registration rates in force today in India, with their day and source",
      description: "A public answer (cached 60 s); an admin's change shows within the sync interval.",
      responses: { 200: ok(ratesAnswer) },
    },
  },
  "/collections": {
    get: {
      tags,
      summary: "Featured collections in order",
      responses: { 200: ok(collectionsAnswer) },
    },
  },
  "/openapi.json": {
    get: {
      tags: ["Meta"],
      summary: "This document",
      responses: {
        200: ok(
          z.looseObject({ openapi: z.literal("3.1.0") }).describe("An OpenAPI 3.1 document"),
          "This document",
        ),
      },
    },
  },
};
