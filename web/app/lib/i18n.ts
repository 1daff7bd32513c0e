// Every user-facing string goes through t(). English first; Tamil entries fall back to English until translated.
// Each area keeps its English messages in its own file under messages/.

import type { admin } from "./messages/admin.ts";
import type { adminContent } from "./messages/admin-content.ts";
import type { adminModeration } from "./messages/admin-moderation.ts";
import type { adminPeople } from "./messages/admin-people.ts";
import type { adminRecords } from "./messages/admin-records.ts";
import { auth } from "./messages/auth.ts";
import { common } from "./messages/common.ts";
import { detail } from "./messages/detail.ts";
import { home } from "./messages/home.ts";
import { info } from "./messages/info.ts";
import { listings } from "./messages/listings.ts";
import type { payments } from "./messages/payments.ts";
import { results } from "./messages/results.ts";
import { search } from "./messages/search.ts";
import type { sell } from "./messages/sell.ts";

const core = { ...common, ...auth, ...home, ...listings, ...results, ...detail, ...info, ...search } as const;

/**
 * Catalogues that load with the only pages using them (the Sell and edit forms' messages/sell.ts registers itself
 * through addMessages), so that other pages' JavaScript carries none of their text. Only their types are here.
 */
type PageCatalogues = typeof sell &
  typeof admin &
  typeof adminModeration &
  typeof adminPeople &
  typeof adminContent &
  typeof adminRecords &
  typeof payments;

export type MessageKey = keyof typeof core | keyof PageCatalogues;
export type Locale = "en" | "ta";

const en: Partial<Record<MessageKey, string>> = { ...core };

/** Adds a page's catalogue (see PageCatalogues); its module calls this when it loads. */
export function addMessages(catalogue: Partial<Record<MessageKey, string>>): void {
  Object.assign(en, catalogue);
}

const ta: Partial<Record<MessageKey, string>> = {
  "nav.buy": "வாங்க",
  "nav.sell": "விற்க",
  "nav.rent": "வாடகை",
  "nav.lease": "குத்தகை",
  "nav.contact": "தொடர்பு",
  "contact.showMap": "வரைபடத்தைக் காட்டு",
  "contact.mapNote": "வரைபடம் OpenStreetMap-இலிருந்து வருகிறது.",
  "contact.mapFrameTitle": "OpenStreetMap-இல் நிலம் அலுவலகத்தின் வரைபடம்",
};

const catalogues: Record<Locale, Partial<Record<MessageKey, string>>> = { en, ta };

export function t(key: MessageKey, params?: Record<string, string | number>, locale: Locale = "en"): string {
  // A key whose catalogue has not loaded shows as itself, never as "undefined".
  const template = catalogues[locale][key] ?? en[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
