// The profile's buttons of a saved search (a page form, posted natively too): only the server parses them. Kept
// apart from saved-search.ts, which the browser loads: a schema built there at module level is code no bundler can
// drop, and its discriminated union and enum reached every page that loads zod (0.46 KB on the Sell form).
import * as z from "zod/mini";

/** Its e-mails on or off, or its deletion. */
export const savedSearchFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("alerts"), savedSearchId: z.string(), alerts: z.enum(["on", "off"]) }),
  z.object({ intent: z.literal("deleteSavedSearch"), savedSearchId: z.string() }),
]);
