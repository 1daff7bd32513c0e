// Admin console, Moderation: the pending, approved and rejected lists, the review page and the admin's edit. Loads with the admin pages only (see addMessages in i18n.ts).
import { addMessages } from "../i18n.ts";

export const adminModeration = {} as const;

addMessages(adminModeration);
