// The e-mail an owner gets when an admin approves or rejects their listing (issue 13 "Notifications"): plain
// text, with the link to the public page (approved) or to their profile and the edit form (rejected). Written in
// the owner's language, whatever the admin's: the texts are the `mail.*` messages, called with the owner's locale.
import type { MailMessage } from "#server/adapters/mail/mail.ts";
import { districtLabel } from "#shared/districts.ts";
import type { Locale } from "#shared/locale.ts";
import { localizedPath } from "#shared/locale-paths.ts";
import { m } from "#shared/paraglide/messages.js";
import { editListingPath, listingPath, pagePath } from "#shared/paths.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";

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
  /** The owner's language (their user document's `locale`): the texts, names and links are in it. */
  locale: Locale;
}

/** The `kind` the outbox files these messages under. */
export const LISTING_DECISION_KIND = {
  approved: "listing.approved",
  rejected: "listing.rejected",
} as const;

/**
 * What every e-mail to a listing's owner opens with, in their language: the greeting and the listing's name
 * ("House in Salem (NL-000123)"), and the message options for the rest of its texts.
 */
export function ownerMailOpening(
  input: Pick<ListingDecisionMail, "code" | "propertyName" | "city" | "firstName" | "locale">,
) {
  const options = { locale: input.locale };
  const listing = m["mail.listing"](
    {
      propertyName: propertyNameLabel(input.propertyName, input.locale),
      city: districtLabel(input.city, input.locale),
      code: input.code,
    },
    options,
  );
  const name = input.firstName.trim();
  const greeting = name ? m["mail.greeting"]({ name }, options) : m["mail.greetingAnonymous"]({}, options);
  return { options, listing, greeting };
}

export function listingDecisionMail(input: ListingDecisionMail): Omit<MailMessage, "to"> {
  const { options, listing, greeting } = ownerMailOpening(input);
  const site = input.siteUrl.replace(/\/+$/, "");
  const url = (path: string) => site + localizedPath(path, input.locale);
  if (input.decision === "approved") {
    return {
      subject: m["mail.approved.subject"]({ code: input.code }, options),
      text: [
        greeting,
        "",
        m["mail.approved.intro"]({ listing }, options),
        "",
        m["mail.approved.link"]({ url: url(listingPath(input.listingId)) }, options),
        "",
        m["mail.approved.editNote"]({}, options),
        "",
        m["mail.signature"]({}, options),
      ].join("\n"),
    };
  }
  return {
    subject: m["mail.rejected.subject"]({ code: input.code }, options),
    text: [
      greeting,
      "",
      m["mail.rejected.intro"]({ listing }, options),
      "",
      `  ${(input.reason ?? "").replace(/\n/g, "\n  ")}`,
      "",
      m["mail.rejected.editLink"]({ url: url(editListingPath(input.listingId)) }, options),
      m["mail.rejected.profileLink"]({ url: url(pagePath("profile")) }, options),
      "",
      m["mail.signature"]({}, options),
    ].join("\n"),
  };
}
