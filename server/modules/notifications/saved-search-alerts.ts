// The daily e-mail of a member's saved searches (issue 24): for each search with news, the listings new since the
// last e-mail and those whose price went down, with links; a signed link under each search stops its e-mails, and
// the message's List-Unsubscribe header stops them all (RFC 8058). In the member's language.
import type { MailMessage } from "#server/adapters/mail/mail.ts";
import { districtLabel } from "#shared/districts.ts";
import type { ListingCard } from "#shared/listing-card.ts";
import type { Locale } from "#shared/locale.ts";
import { localizedPath } from "#shared/locale-paths.ts";
import { budgetLabel } from "#shared/money.ts";
import { m } from "#shared/paraglide/messages.js";
import { listingPath, pagePath, resultsPath } from "#shared/paths.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";

export const SAVED_SEARCH_ALERT_KIND = "savedSearch.alert";

/** The signed page that turns a saved search's e-mails off. */
const ALERTS_OFF_PAGE = pagePath("savedSearchAlerts");

export interface SearchNews {
  name: string;
  /** The results page's query string. */
  query: string;
  fresh: ListingCard[];
  cheaper: Array<{ card: ListingCard; was: number }>;
  /** The signed link's token that turns this search's e-mails off. */
  offToken: string;
}

export function savedSearchAlertMail(input: {
  firstName: string;
  searches: readonly SearchNews[];
  /** The signed token that turns every search's e-mails off (the List-Unsubscribe header). */
  allOffToken: string;
  siteUrl: string;
  locale: Locale;
}): Omit<MailMessage, "to"> {
  const options = { locale: input.locale };
  const site = input.siteUrl.replace(/\/+$/, "");
  const url = (path: string) => site + localizedPath(path, input.locale);
  const line = (card: ListingCard, price: string) =>
    `  • ${m["mail.listing"](
      {
        propertyName: propertyNameLabel(card.propertyName, input.locale),
        city: districtLabel(card.city, input.locale),
        code: card.code,
      },
      options,
    )}: ${price}\n    ${url(listingPath(card.id))}`;
  const price = (card: ListingCard, budget = card.budget) =>
    budgetLabel(budget, card.budgetMethod, input.locale) ?? "";
  const name = input.firstName.trim();
  const sections = input.searches.flatMap((search) => [
    `${search.name}`,
    ...(search.fresh.length > 0
      ? [
          m["mail.alerts.fresh"]({ count: search.fresh.length }, options),
          ...search.fresh.map((card) => line(card, price(card))),
        ]
      : []),
    ...(search.cheaper.length > 0
      ? [
          m["mail.alerts.cheaper"]({ count: search.cheaper.length }, options),
          ...search.cheaper.map(({ card, was }) =>
            line(card, m["mail.alerts.priceWas"]({ now: price(card), was: price(card, was) }, options)),
          ),
        ]
      : []),
    m["mail.alerts.all"]({ url: url(resultsPath(search.query)) }, options),
    m["mail.alerts.stop"]({ url: `${url(ALERTS_OFF_PAGE)}?t=${search.offToken}` }, options),
    "",
  ]);
  return {
    subject: m["mail.alerts.subject"]({ count: input.searches.length }, options),
    text: [
      name ? m["mail.greeting"]({ name }, options) : m["mail.greetingAnonymous"]({}, options),
      "",
      m["mail.alerts.intro"]({}, options),
      "",
      ...sections,
      m["mail.alerts.profile"]({ url: url(pagePath("profile")) }, options),
      "",
      m["mail.signature"]({}, options),
    ].join("\n"),
    unsubscribeUrl: `${url(ALERTS_OFF_PAGE)}?t=${input.allOffToken}`,
  };
}
