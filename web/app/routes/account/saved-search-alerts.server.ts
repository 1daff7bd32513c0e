// The page of a saved-search e-mail's "No more e-mails" link (issue 24): it names the search and asks; a press
// turns its e-mails off (or all of them, from the message's List-Unsubscribe header, whose mail client posts
// `List-Unsubscribe=One-Click` here: RFC 8058). The signed link is the member's authority: no sign-in.
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/firestore.ts";
import { type FormRefusal, formRefusal } from "#server/http/form-refusal.ts";
import type { Logger } from "#server/logger.ts";
import { readAlertsOffLink, turnAlertsOff } from "#server/modules/saved-searches/alerts.ts";
import { SAVED_SEARCH_MESSAGES } from "#shared/forms/saved-search.ts";

interface LinkDeps {
  db: Db;
  config: Pick<Config, "linkSecret">;
}

export type AlertsOffPage =
  | { state: "ready"; token: string; name: string | null }
  | { state: "refused"; message: string };

async function targetOf(deps: LinkDeps, token: string) {
  const target = await readAlertsOffLink(
    { db: deps.db, links: { db: deps.db, secret: deps.config.linkSecret } },
    token,
  );
  if (target === "expired") return { refused: SAVED_SEARCH_MESSAGES.linkExpired() };
  if (target === "invalid") return { refused: SAVED_SEARCH_MESSAGES.linkInvalid() };
  return { target };
}

export async function loadAlertsOffPage(deps: LinkDeps, url: URL): Promise<AlertsOffPage> {
  const token = url.searchParams.get("t") ?? "";
  const found = await targetOf(deps, token);
  if (!found.target) return { state: "refused", message: found.refused };
  return { state: "ready", token, name: found.target.searchId ? found.target.name : null };
}

export type AlertsOffAnswer = { ok: true; status: 200; message: string } | FormRefusal;

/** The page's button, or a mail client's one-click POST (the token in the address, not the form). */
export async function alertsOffByLink(
  deps: LinkDeps & { logger: Logger },
  input: { form: FormData; url: URL },
): Promise<AlertsOffAnswer> {
  try {
    const token = String(input.form.get("t") ?? input.url.searchParams.get("t") ?? "");
    const found = await targetOf(deps, token);
    if (!found.target) return { ok: false, status: 403, message: found.refused, fieldErrors: {} };
    await turnAlertsOff(deps.db, found.target);
    return { ok: true, status: 200, message: SAVED_SEARCH_MESSAGES.alertsOff() };
  } catch (error) {
    return formRefusal(error, { failed: SAVED_SEARCH_MESSAGES.failed, logger: deps.logger });
  }
}
