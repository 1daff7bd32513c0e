// The e-mails that keep listings fresh (issue 24): a week before a listing lapses, its owner is asked whether it
// is still available, with a signed link that keeps it on the site and one that marks it sold or let; when it
// lapses, they are told it has left the site and how to bring it back. In the owner's language.
import type { MailMessage } from "#server/adapters/mail/mail.ts";
import { formatLongDate } from "#shared/dates.ts";
import { closedAs } from "#shared/freshness.ts";
import type { Locale } from "#shared/locale.ts";
import { localizedPath } from "#shared/locale-paths.ts";
import { m } from "#shared/paraglide/messages.js";
import { pagePath } from "#shared/paths.ts";
import type { ListingType } from "#shared/values.ts";
import { ownerMailOpening } from "./listing-decision.ts";

export const LISTING_FRESHNESS_KIND = {
  warning: "listing.lapseWarning",
  lapsed: "listing.lapsed",
} as const;

/** The signed page the links open: it asks before it changes anything (mail scanners follow links). */
const FRESHNESS_PAGE = pagePath("confirmListing");

export interface FreshnessMail {
  stage: keyof typeof LISTING_FRESHNESS_KIND;
  code: string;
  propertyName: string;
  city: string;
  types: ListingType;
  firstName: string;
  /** When it lapses (warning) or lapsed. */
  lapsesAt: Date;
  /** Days a confirmation keeps it on the site. */
  days: number;
  /** The signed link's token, and until when it works. */
  token: string;
  linkExpiresAt: Date;
  siteUrl: string;
  locale: Locale;
}

export function listingFreshnessMail(input: FreshnessMail): Omit<MailMessage, "to"> {
  const { options, listing, greeting } = ownerMailOpening(input);
  const site = input.siteUrl.replace(/\/+$/, "");
  const page = `${site}${localizedPath(FRESHNESS_PAGE, input.locale)}?t=${input.token}`;
  const date = (at: Date) => formatLongDate(at, input.locale);
  const closing =
    closedAs(input.types) === "sold"
      ? m["mail.freshness.closeSold"]({ url: `${page}&answer=closed` }, options)
      : m["mail.freshness.closeLet"]({ url: `${page}&answer=closed` }, options);
  const links = [
    m["mail.freshness.confirm"]({ url: page, days: String(input.days) }, options),
    closing,
    m["mail.freshness.linkNote"]({ date: date(input.linkExpiresAt) }, options),
  ];
  if (input.stage === "warning") {
    return {
      subject: m["mail.freshness.warning.subject"]({ code: input.code }, options),
      text: [
        greeting,
        "",
        m["mail.freshness.warning.intro"]({ listing, date: date(input.lapsesAt) }, options),
        "",
        ...links,
        "",
        m["mail.signature"]({}, options),
      ].join("\n"),
    };
  }
  return {
    subject: m["mail.freshness.lapsed.subject"]({ code: input.code }, options),
    text: [
      greeting,
      "",
      m["mail.freshness.lapsed.intro"]({ listing }, options),
      "",
      ...links,
      m["mail.rejected.profileLink"](
        { url: site + localizedPath(pagePath("profile"), input.locale) },
        options,
      ),
      "",
      m["mail.signature"]({}, options),
    ].join("\n"),
  };
}
