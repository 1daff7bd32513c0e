// The API's one refusal, in a module of its own: the OpenAPI document describes every refusal with it, while the
// browser reads a refusal without a schema (web/app/lib/api-fetch.ts), so that the answers it does parse with
// common.ts's shapes do not bring this one's record of field errors into the zod chunk every form's page loads.
import * as z from "zod/mini";
import { described } from "./common.ts";

/** Every refusal of the API. */
export const apiError = z.object({
  error: z.object({
    code: z.string(),
    message: described(z.string(), "Safe to show the user"),
    fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
    requestId: z.optional(z.string()),
  }),
});
export type ApiError = z.infer<typeof apiError>;
