// Notification e-mails over SMTP (nodemailer), for SMTP_URL. One connection per message: notifications are few,
// and a pooled connection left idle would be dropped by most providers anyway.
import { createTransport } from "nodemailer";
import type { Mailer } from "./mail.ts";

export interface SmtpSettings {
  /** smtp:// or smtps://, credentials percent-encoded in the URL. */
  url: string;
  /** The From header: an address, or "Name <address>". */
  from: string;
  /**
   * How long an unanswering server may keep a send waiting; nodemailer's own defaults run to minutes, which
   * would hold a moderation request that sends after its commit.
   */
  timeoutMs?: number;
}

export function createSmtpMailer({ url, from, timeoutMs = 15_000 }: SmtpSettings): Mailer {
  const transport = createTransport(
    { url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs },
    { from },
  );
  return {
    kind: "smtp",
    async send({ to, subject, text, unsubscribeUrl }) {
      // A refused recipient rejects here, with the server's reply in the message (kept on the outbox entry).
      await transport.sendMail({
        to,
        subject,
        text,
        // RFC 8058: the mail client's own "Unsubscribe" posts `List-Unsubscribe=One-Click` to the address.
        ...(unsubscribeUrl
          ? {
              list: { unsubscribe: unsubscribeUrl },
              headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
            }
          : {}),
      });
    },
  };
}
