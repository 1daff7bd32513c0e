// Matrix rows of the admin console: the contact messages inbox, the audit log and the development mail outbox.
import { adminOnly, adminPage, type Row } from "./rows.ts";

export const rows: readonly Row[] = [
  {
    method: "GET",
    route: "/api/v1/admin/contact-messages",
    path: () => "/api/v1/admin/contact-messages",
    what: "the Contact-page inbox",
    expect: adminOnly(200),
  },
  {
    method: "GET",
    route: "/admin/messages",
    path: () => "/admin/messages",
    what: "the inbox",
    expect: adminPage(200),
  },
  {
    method: "GET",
    route: "/admin/audit",
    path: () => "/admin/audit",
    what: "the audit log",
    expect: adminPage(200),
  },
  {
    method: "GET",
    route: "/admin/outbox",
    path: () => "/admin/outbox",
    what: "the mail outbox",
    expect: adminPage(200),
  },
];
