// The e-mail an owner gets when an admin approves or rejects their listing (issue 13 "Notifications"): plain
// text, with the link to the public page (approved) or to their profile and the edit form (rejected).
import type { MailMessage } from "#server/adapters/mail/mail.ts";

export interface ListingDecisionMail {
  decision: "approved" | "rejected";
  /** The listing's code, e.g. NL-000123, and what it is (House in Salem). */
  code: string;
  propertyName: string;
  city: string;
  listingId: string;
  /** The owner's first name; blank when the profile has none. */
  firstName: string;
  /** The rejection's reason, shown to the owner as the admin wrote it. */
  reason: string | null;
  /** The site's address, without a trailing slash (config.publicUrl). */
  siteUrl: string;
}

/** The `kind` the outbox files these messages under. */
export const LISTING_DECISION_KIND = {
  approved: "listing.approved",
  rejected: "listing.rejected",
} as const;

export function listingDecisionMail(input: ListingDecisionMail): Omit<MailMessage, "to"> {
  const what = `${input.propertyName} in ${input.city} (${input.code})`;
  const greeting = input.firstName.trim() ? `Dear ${input.firstName.trim()},` : "Hello,";
  const site = input.siteUrl.replace(/\/+$/, "");
  if (input.decision === "approved") {
    return {
      subject: `Your property ${input.code} is approved`,
      text: [
        greeting,
        "",
        `Good news: your listing ${what} has been approved and is now visible to everyone on Nilam.`,
        "",
        `See it here: ${site}/view-property5/${input.listingId}`,
        "",
        "If you edit it later, it will be checked again before the changes are public.",
        "",
        "— The Nilam team",
      ].join("\n"),
    };
  }
  return {
    subject: `Your property ${input.code} was not approved`,
    text: [
      greeting,
      "",
      `Your listing ${what} was not approved, for this reason:`,
      "",
      `  ${(input.reason ?? "").replace(/\n/g, "\n  ")}`,
      "",
      `You can correct it and submit it again: ${site}/editProperty/${input.listingId}`,
      `Your listings and their status: ${site}/profile`,
      "",
      "— The Nilam team",
    ].join("\n"),
  };
}
