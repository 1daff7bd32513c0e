// Admin console, Banners and featured collections. Loads with the admin pages only (see addMessages in i18n.ts).
import { addMessages } from "../i18n.ts";

export const adminContent = {} as const;

addMessages(adminContent);
