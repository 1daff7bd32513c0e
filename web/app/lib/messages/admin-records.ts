// Admin console, The contact messages inbox, the audit log and the development mail outbox. Loads with the admin pages only (see addMessages in i18n.ts).
import { addMessages } from "../i18n.ts";

export const adminRecords = {} as const;

addMessages(adminRecords);
