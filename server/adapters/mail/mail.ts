// The mail port. Notifications are queued in Firestore (`mailOutbox`, modules/notifications/outbox.ts) in the
// transaction of the change they report, then handed to a Mailer: SMTP (nodemailer) when configured, otherwise
// the development outbox, where admins read them in the console.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where one POST stops this kind of e-mail (List-Unsubscribe, RFC 8058); absent for notifications. */
  unsubscribeUrl?: string | null;
}

export interface Mailer {
  /** `smtp` sends; `outbox` sends nothing: the queued message stays readable in the development outbox. */
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

/** Keeps messages in the outbox only (development and tests, without SMTP settings). */
export const outboxMailer: Mailer = {
  kind: "outbox",
  async send() {},
};
