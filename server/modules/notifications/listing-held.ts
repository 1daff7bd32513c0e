// The e-mail an owner gets when members' reports take their listing off the public site (issue 24): what the
// reports said (never who sent them), and that an admin will look at it. In the owner's language.
import type { MailMessage } from "#server/adapters/mail/mail.ts";
import { REPORT_REASON_LABELS, type ReportReason } from "#shared/forms/report.ts";
import type { Locale } from "#shared/locale.ts";
import { localizedPath } from "#shared/locale-paths.ts";
import { m } from "#shared/paraglide/messages.js";
import { pagePath } from "#shared/paths.ts";
import { ownerMailOpening } from "./listing-decision.ts";

export const LISTING_HELD_KIND = "listing.heldForReports";

export function listingHeldMail(input: {
  code: string;
  propertyName: string;
  city: string;
  firstName: string;
  /** The reasons the open reports gave, in the form's order. */
  reasons: readonly ReportReason[];
  siteUrl: string;
  locale: Locale;
}): Omit<MailMessage, "to"> {
  const { options, listing, greeting } = ownerMailOpening(input);
  const profile = input.siteUrl.replace(/\/+$/, "") + localizedPath(pagePath("profile"), input.locale);
  return {
    subject: m["mail.held.subject"]({ code: input.code }, options),
    text: [
      greeting,
      "",
      m["mail.held.intro"]({ listing }, options),
      "",
      ...input.reasons.map((reason) => `  • ${REPORT_REASON_LABELS[reason]({}, options)}`),
      "",
      m["mail.held.next"]({}, options),
      m["mail.rejected.profileLink"]({ url: profile }, options),
      "",
      m["mail.signature"]({}, options),
    ].join("\n"),
  };
}
