// Contact owner: the owner's details, revealed and recorded (server/http/api/reveals.ts).
import * as z from "zod/mini";
import { described, geoPoint } from "./common.ts";

export const revealedContact = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  location: described(
    z.nullable(geoPoint),
    "The exact point, unless the owner shows members the area only; null when none was placed",
  ),
  quota: described(
    z.nullable(z.object({ used: z.int(), limit: z.int() })),
    "Contacts used and allowed by the plan; null: unlimited (or the owner or an admin)",
  ),
});
export type RevealedContact = z.infer<typeof revealedContact>;
