// The page an owner's e-mailed links open (issue 24): it shows the listing and asks, and only a press of its
// buttons changes anything (mail scanners open links). The signed link is the owner's authority: no sign-in.
import type { Config } from "#server/config.ts";
import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import { type FormRefusal, formRefusal } from "#server/http/form-refusal.ts";
import type { Logger } from "#server/logger.ts";
import { isListingId } from "#server/modules/listings/detail.ts";
import { answerForListing, onSiteUntil, readFreshnessLink } from "#server/modules/listings/freshness.ts";
import { FRESHNESS_MESSAGES, freshnessAnswerSchema } from "#shared/forms/freshness.ts";
import { m } from "#shared/paraglide/messages.js";
import type { ListingStatus, ListingType } from "#shared/values.ts";

export interface LinkedListing {
  id: string;
  code: string;
  propertyName: string;
  city: string;
  types: ListingType;
  status: ListingStatus;
  /** When it lapses, while it is on the site. */
  lapsesAt: Date | null;
  /** Days a confirmation keeps it on the site. */
  days: number;
}

export type LinkPage =
  | { state: "ready"; token: string; listing: LinkedListing; closeFirst: boolean }
  | { state: "refused"; message: string };

interface LinkDeps {
  db: Db;
  config: Pick<Config, "linkSecret" | "listingDays">;
}

async function listingOfLink(deps: LinkDeps, token: string) {
  const link = await readFreshnessLink({ db: deps.db, secret: deps.config.linkSecret }, token);
  if (link === "expired") return { refused: FRESHNESS_MESSAGES.linkExpired() };
  if (link === "invalid" || !isListingId(link.listingId))
    return { refused: FRESHNESS_MESSAGES.linkInvalid() };
  return { link };
}

export async function loadLinkPage(deps: LinkDeps, url: URL): Promise<LinkPage> {
  const token = url.searchParams.get("t") ?? "";
  const found = await listingOfLink(deps, token);
  if (!found.link) return { state: "refused", message: found.refused };
  const listing = (await col.listings(deps.db).doc(found.link.listingId).get()).data();
  if (!listing) return { state: "refused", message: FRESHNESS_MESSAGES.linkInvalid() };
  return {
    state: "ready",
    token,
    closeFirst: url.searchParams.get("answer") === "closed",
    listing: {
      id: found.link.listingId,
      code: listing.code,
      propertyName: listing.propertyName,
      city: listing.city,
      types: listing.types,
      status: listing.status,
      lapsesAt: onSiteUntil(listing, deps.config.listingDays),
      days: deps.config.listingDays[listing.types],
    },
  };
}

export type LinkAnswer = { ok: true; status: 200; message: string } | FormRefusal;

export async function answerByLink(
  deps: LinkDeps & { logger: Logger; requestId: string },
  form: FormData,
): Promise<LinkAnswer> {
  try {
    const { answer } = freshnessAnswerSchema.parse(Object.fromEntries(form));
    const found = await listingOfLink(deps, String(form.get("t") ?? ""));
    if (!found.link) return { ok: false, status: 403, message: found.refused, fieldErrors: {} };
    const outcome = await answerForListing(deps, {
      listingId: found.link.listingId,
      by: { period: found.link.period },
      answer,
      requestId: deps.requestId,
    });
    return { ok: true, status: 200, message: outcome.message };
  } catch (error) {
    return formRefusal(error, { failed: m["freshness.failed"], logger: deps.logger });
  }
}
