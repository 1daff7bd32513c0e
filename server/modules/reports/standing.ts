// Which reports may hold a listing (issue 30, item 6). Accounts cost a minute each (one mailbox's + aliases give
// as many verified e-mails as one likes), so only a reporter whose account has a phone number verified by SMS code
// counts towards a hold, once per number: Firebase holds a number on one account at most, and a number is a SIM,
// which in India needs its owner's KYC. We did not take "an account older than a week that did something else":
// age is free to wait for and "something else" is one wishlist click, so a week's patience buys any number of such
// accounts. Other members' reports still reach the admin's queue; they do not hide anything by themselves.
import { createHash } from "node:crypto";
import type { AccountFacts } from "#server/adapters/auth/firebase.ts";

/** What the server knows of a reporter beyond their uid: kept with the report, shown to the admin as ages and counts. */
export interface ReporterStanding {
  /** When their Firebase account was made; null when Firebase no longer knows it. */
  since: Date | null;
  /** A digest of the verified phone number: the same number on another account is the same person. */
  phoneKey: string | null;
}

/** A phone number's digest: it tells numbers apart without keeping them with a report. */
export function phoneKeyOf(phoneNumber: string): string {
  return createHash("sha256").update(`nilam report ${phoneNumber}`).digest("base64url").slice(0, 22);
}

export function reporterStanding(account: AccountFacts | null): ReporterStanding {
  return {
    since: account?.createdAt ?? null,
    phoneKey: account?.phoneNumber ? phoneKeyOf(account.phoneNumber) : null,
  };
}

/**
 * What a reporter's reports are rate-limited by: their phone number, or else the network they send from. Not the
 * account, which is what an abuser multiplies.
 */
export function reportLimitKey(standing: ReporterStanding, clientAddress: string): string {
  return standing.phoneKey ? `phone ${standing.phoneKey}` : `address ${clientAddress}`;
}

/** Whole days from `since` to `now` (0 on the day the account was made). */
export function accountAgeDays(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 86_400_000));
}
