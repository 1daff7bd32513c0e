import type { Config } from "#server/config.ts";
import { type Mailer, outboxMailer } from "./mail.ts";
import { createSmtpMailer } from "./smtp.ts";

/** SMTP when SMTP_URL is set; otherwise the development outbox, where admins read what would have been sent. */
export function createMailer(config: Pick<Config, "mail">): Mailer {
  const { smtpUrl, from } = config.mail;
  return smtpUrl ? createSmtpMailer({ url: smtpUrl, from }) : outboxMailer;
}
