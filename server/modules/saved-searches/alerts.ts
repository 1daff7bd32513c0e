// The daily e-mail of saved searches (issue 24). From ALERT_HOUR in the morning, India time, each member whose
// searches were not checked today gets them checked against the public listings: what is new since the last check
// and what is cheaper. One e-mail a day at most, naming every search with news; none when nothing is new. The
// check and the e-mail are one transaction per member, and the member's `alertsMailedOn` says the day, so a second
// run on the same day (a retry, another instance) sends nothing again. The clock is the caller's.
import type { Mailer } from "#server/adapters/mail/mail.ts";
import { col } from "#server/db/collections.ts";
import type { SavedSearchDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import type { Logger } from "#server/logger.ts";
import { type LinkSigning, signLink, verifyLink } from "#server/modules/links/signed-links.ts";
import { queueMail, sendQueuedMail } from "#server/modules/notifications/outbox.ts";
import {
  SAVED_SEARCH_ALERT_KIND,
  type SearchNews,
  savedSearchAlertMail,
} from "#server/modules/notifications/saved-search-alerts.ts";
import { DAY_MS } from "#shared/freshness.ts";
import type { ListingCard } from "#shared/listing-card.ts";
import { DEFAULT_LOCALE } from "#shared/locale.ts";
import { filtersOfQuery, newestMatches, type Search } from "./service.ts";

/** The hour (India time) from which the day's e-mails go. */
export const ALERT_HOUR = 7;
/** Members handled in one run at most; the rest wait for the next hourly run. */
const MEMBERS_PER_RUN = 500;
/** How long an unsubscribe link works. */
const OFF_LINK_DAYS = 60;

const indiaDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });
const indiaHour = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  hour: "2-digit",
  hourCycle: "h23",
});

/** The day in India (YYYY-MM-DD). */
export function dayInIndia(now: Date): string {
  return indiaDay.format(now);
}

/** Saved searches with e-mails on, not checked on `today` (firestore.indexes.json has its index). */
export const uncheckedSearches = (db: Db, today: string) =>
  col.savedSearches(db).where("alerts", "==", true).where("checkedOn", "<", today).orderBy("checkedOn");

/** A member's saved searches with e-mails on. */
export const alertingSearchesOf = (db: Db, userId: string) =>
  col.savedSearches(db).where("userId", "==", userId).where("alerts", "==", true);

export interface AlertDeps {
  db: Db;
  mailer: Mailer;
  logger?: Pick<Logger, "warn" | "error">;
  siteUrl: string;
  links: LinkSigning;
  /** The public search (the projection): what a visitor's results page would list. */
  search: Search;
}

/** Signed link that turns off one saved search's e-mails, or (without `searchId`) all of a member's. */
export function alertsOffLink(links: LinkSigning, userId: string, searchId: string | null, now: Date) {
  return signLink(links, {
    purpose: "saved-search-unsubscribe",
    subject: userId,
    claims: searchId ? { searchId } : {},
    expiresAt: new Date(now.getTime() + OFF_LINK_DAYS * DAY_MS),
  });
}

interface Checked {
  id: string;
  search: SavedSearchDoc;
  /** The newest matches now, by id. */
  matches: Map<string, ListingCard>;
}

/** What is new or cheaper in one search since its `seen`. */
function newsOf({ search, matches }: Checked): Pick<SearchNews, "fresh" | "cheaper"> {
  const fresh: ListingCard[] = [];
  const cheaper: SearchNews["cheaper"] = [];
  for (const [id, card] of matches) {
    const was = search.seen[id];
    if (was === undefined) fresh.push(card);
    else if (card.budget !== null && card.budget < was) cheaper.push({ card, was });
  }
  return { fresh, cheaper };
}

/** Checks one member's searches, and e-mails them if there is news. Returns the queued e-mail's id, if any. */
async function checkMember(
  deps: AlertDeps,
  userId: string,
  today: string,
  now: Date,
): Promise<string | null> {
  const { db } = deps;
  const due = await alertingSearchesOf(db, userId).get();
  const checked: Checked[] = [];
  for (const doc of due.docs) {
    const search = doc.data();
    if (search.checkedOn === today) continue;
    const filters = filtersOfQuery(search.query);
    const matches = new Map<string, ListingCard>();
    if (filters) {
      const newest = await newestMatches(deps.search, filters);
      for (const card of newest.cards) matches.set(card.id, card);
    }
    checked.push({ id: doc.id, search, matches });
  }
  if (checked.length === 0) return null;
  const withNews = checked
    .map((entry) => ({ entry, news: newsOf(entry) }))
    .filter(({ news }) => news.fresh.length > 0 || news.cheaper.length > 0);
  const tokens = await Promise.all([
    alertsOffLink(deps.links, userId, null, now),
    ...withNews.map(({ entry }) => alertsOffLink(deps.links, userId, entry.id, now)),
  ]);
  const userRef = col.users(db).doc(userId);
  return db.runTransaction(async (tx) => {
    const refs = checked.map(({ id }) => col.savedSearches(db).doc(id));
    const [user, ...current] = await Promise.all([tx.get(userRef), ...refs.map((ref) => tx.get(ref))]);
    const member = user.data();
    // Checked today already (another run): nothing more.
    if (member?.alertsMailedOn === today) return null;
    for (const [index, { search, matches }] of checked.entries()) {
      const stored = current[index]?.data();
      if (!stored || stored.checkedOn === today || stored.query !== search.query) continue;
      const seen = Object.fromEntries([...matches].map(([id, card]) => [id, card.budget ?? 0]));
      tx.update(refs[index]!, { seen, checkedOn: today });
    }
    if (withNews.length === 0 || !member?.email || member.disabled) return null;
    tx.update(userRef, { alertsMailedOn: today });
    return queueMail(db, {
      tx,
      to: member.email,
      ...savedSearchAlertMail({
        firstName: member.firstName,
        searches: withNews.map(({ entry, news }, index) => ({
          name: entry.search.name,
          query: entry.search.query,
          ...news,
          offToken: tokens[index + 1]!,
        })),
        allOffToken: tokens[0]!,
        siteUrl: deps.siteUrl,
        locale: member.locale ?? DEFAULT_LOCALE,
      }),
      kind: SAVED_SEARCH_ALERT_KIND,
      entityId: userId,
    });
  });
}

export interface AlertRun {
  members: number;
  mailed: number;
}

/** Checks the saved searches not checked today and sends the day's e-mails; before ALERT_HOUR, nothing. */
export async function mailSavedSearchAlerts(deps: AlertDeps, now = new Date()): Promise<AlertRun> {
  const run: AlertRun = { members: 0, mailed: 0 };
  if (Number(indiaHour.format(now)) < ALERT_HOUR) return run;
  const today = dayInIndia(now);
  const pending = await uncheckedSearches(deps.db, today)
    .select("userId")
    .limit(MEMBERS_PER_RUN * 4)
    .get();
  const members = [...new Set(pending.docs.map((doc) => String(doc.get("userId"))))].slice(
    0,
    MEMBERS_PER_RUN,
  );
  const mailIds: string[] = [];
  for (const userId of members) {
    try {
      const mailId = await checkMember(deps, userId, today, now);
      run.members += 1;
      if (mailId) {
        run.mailed += 1;
        mailIds.push(mailId);
      }
    } catch (error) {
      // One member's failure (a search that no longer parses, a lost transaction) leaves the others alone.
      deps.logger?.error({ err: error, userId }, "a member's saved searches could not be checked");
    }
  }
  await sendQueuedMail({ db: deps.db, mailer: deps.mailer, logger: deps.logger }, mailIds);
  return run;
}

/** What an unsubscribe link turns off: one saved search (its name), or all of a member's. */
export type AlertsOffTarget =
  | { userId: string; searchId: string; name: string }
  | { userId: string; searchId: null };

/** The saved search (or all) a signed unsubscribe link names; a refusal for a link that is not one, or old. */
export async function readAlertsOffLink(
  deps: Pick<AlertDeps, "db" | "links">,
  token: string,
  now = new Date(),
): Promise<AlertsOffTarget | "expired" | "invalid"> {
  const link = await verifyLink(deps.links, "saved-search-unsubscribe", token, now);
  if (typeof link === "string") return link;
  const { searchId } = link.claims;
  if (searchId === undefined) return { userId: link.subject, searchId: null };
  if (typeof searchId !== "string") return "invalid";
  const search = (await col.savedSearches(deps.db).doc(searchId).get()).data();
  // A search deleted since: nothing is left to turn off, which is what was asked.
  if (search && search.userId !== link.subject) return "invalid";
  return { userId: link.subject, searchId, name: search?.name ?? "" };
}

/** Turns the e-mails of a link's saved search (or all of the member's) off. Repeating it changes nothing. */
export async function turnAlertsOff(db: Db, target: AlertsOffTarget): Promise<number> {
  // Each search read once: the one named, or the member's with e-mails on.
  const snapshots = target.searchId
    ? [await col.savedSearches(db).doc(target.searchId).get()]
    : (await alertingSearchesOf(db, target.userId).get()).docs;
  const batch = db.batch();
  const now = new Date();
  let turned = 0;
  for (const snapshot of snapshots) {
    const search = snapshot.data();
    if (!search?.alerts || search.userId !== target.userId) continue;
    batch.update(snapshot.ref, { alerts: false, updatedAt: now });
    turned += 1;
  }
  await batch.commit();
  return turned;
}
