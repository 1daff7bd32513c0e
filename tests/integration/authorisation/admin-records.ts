// Matrix rows of the admin console: the contact messages inbox, the audit log and the development mail outbox.
import { col } from "#server/db/collections.ts";
import { adminOnly, adminPage, type MatrixContext, type Row } from "./rows.ts";

/** A Contact-page message made before each role's request, for the rows that mark one handled or not. */
let messageId = "no-message-yet";
async function freshMessage({ api }: MatrixContext): Promise<void> {
  const ref = col.contactMessages(api.db).doc();
  await ref.set({
    name: "Meena",
    surname: "Raman",
    phone: "9876543210",
    email: "meena@example.com",
    message: "Is the house in Fairlands still for sale?",
    userId: null,
    handledAt: null,
    createdAt: new Date(),
  });
  messageId = ref.id;
}

export const rows: readonly Row[] = [
  {
    method: "GET",
    route: "/api/v1/admin/contact-messages",
    path: () => "/api/v1/admin/contact-messages",
    what: "the Contact-page inbox",
    expect: adminOnly(200),
  },
  {
    method: "POST",
    route: "/api/v1/admin/contact-messages/:id/handled",
    path: () => `/api/v1/admin/contact-messages/${messageId}/handled`,
    what: "mark a message handled",
    expect: adminOnly(200),
    json: () => ({ handled: true }),
    before: freshMessage,
  },
  {
    method: "DELETE",
    route: "/api/v1/admin/contact-messages/:id/handled",
    path: () => `/api/v1/admin/contact-messages/${messageId}/handled`,
    what: "open a message again",
    expect: adminOnly(200),
    before: freshMessage,
  },
  {
    method: "GET",
    route: "/api/v1/admin/audit-log",
    path: () => "/api/v1/admin/audit-log?action=listing.",
    what: "the audit log, filtered",
    expect: adminOnly(200),
  },
  {
    method: "GET",
    route: "/api/v1/admin/outbox",
    path: () => "/api/v1/admin/outbox",
    what: "the mail outbox",
    expect: adminOnly(200),
  },
  {
    method: "POST",
    route: "/api/v1/admin/outbox/retry",
    path: () => "/api/v1/admin/outbox/retry",
    what: "send failed e-mails again",
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
    method: "POST",
    route: "/admin/messages",
    path: () => "/admin/messages",
    what: "mark a message handled from the inbox",
    expect: adminPage(200),
    form: () => ({ messageId, handled: "true" }),
    before: freshMessage,
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
  {
    method: "POST",
    route: "/admin/outbox",
    path: () => "/admin/outbox",
    what: "Retry on the mail outbox",
    expect: adminPage(200),
    form: () => ({ intent: "retry" }),
  },
];
