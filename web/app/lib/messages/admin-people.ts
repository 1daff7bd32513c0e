// Admin console, Customers and premium plans. Loads with the admin pages only (see addMessages in i18n.ts).
import { addMessages } from "../i18n.ts";

export const adminPeople = {} as const;

addMessages(adminPeople);
