// The admin console's frame: its menu, the dashboard and the refusal for members without the admin claim. Loads
// with the admin pages only (see addMessages in i18n.ts): the public pages carry none of its text.
import { addMessages } from "../i18n.ts";

export const admin = {
  "admin.metaTitle": "{page} · Admin · Nilam",
  "admin.menu": "Admin menu",
  "admin.title": "Dashboard",
  "admin.hero.title": "Welcome to the Nilam admin console",
  "admin.hero.body":
    "Choose a section from the menu: review listings waiting for approval, manage customers, plans, banners and featured collections.",
  "admin.nav.customers": "Customers Details",
  "admin.nav.pending": "Pending Properties",
  "admin.nav.approved": "Approved Properties",
  "admin.nav.rejected": "Rejected Properties",
  "admin.nav.plans": "Premium Plans",
  "admin.nav.payments": "Payments",
  "admin.nav.banners": "Upload Image",
  "admin.nav.collections": "Featured Collections",
  "admin.nav.messages": "Messages",
  "admin.nav.audit": "Audit Log",
  "admin.nav.outbox": "Mail Outbox",
  "admin.count": "{count}",
} as const;

addMessages(admin);
