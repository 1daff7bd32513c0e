// Matrix rows of saved searches (issue 24): every member keeps their own, and only their own can be switched off
// or deleted (anyone else's is as unknown as a missing one); the e-mail's unsubscribe page needs no account, its
// signed link being the authority, and a link it cannot read changes nothing for anyone.
import { alertsOffLink } from "#server/modules/saved-searches/alerts.ts";
import { insertSavedSearch } from "#tests/support/factories/index.ts";
import { everyone, type MatrixContext, members, type Row } from "./rows.ts";

let scratch = { id: "none", token: "none" };

/** A fresh saved search of the owner's, and a signed link that turns its e-mails off, for each role's request. */
async function freshSearch({ api, members: signedIn }: MatrixContext): Promise<void> {
  const userId = signedIn.owner!.uid;
  const now = new Date();
  const id = await insertSavedSearch(api.db, { userId: userId, now: now });
  scratch = { id, token: await alertsOffLink({ db: api.db, secret: undefined }, userId, id, now) };
}

const ownerOnly = { ...members(404), owner: 200 };

export const rows: readonly Row[] = [
  {
    method: "GET",
    route: "/api/v1/saved-searches",
    path: () => "/api/v1/saved-searches",
    what: "own saved searches",
    expect: members(200),
  },
  {
    method: "POST",
    route: "/api/v1/saved-searches",
    path: () => "/api/v1/saved-searches",
    what: "save a search",
    expect: members(201),
    json: () => ({ name: "Houses to rent", query: "types=Rent&propertyName=House" }),
  },
  {
    method: "PATCH",
    route: "/api/v1/saved-searches/:id",
    path: () => `/api/v1/saved-searches/${scratch.id}`,
    what: "turn a saved search's e-mails off",
    expect: ownerOnly,
    json: () => ({ alerts: false }),
    before: freshSearch,
  },
  {
    method: "DELETE",
    route: "/api/v1/saved-searches/:id",
    path: () => `/api/v1/saved-searches/${scratch.id}`,
    what: "delete a saved search",
    expect: ownerOnly,
    before: freshSearch,
  },
  // ---- Pages ------------------------------------------------------------------------------------------------
  {
    method: "POST",
    route: "/profile",
    path: () => "/profile",
    what: "delete a saved search from the profile",
    expect: ownerOnly,
    form: () => ({ savedSearchId: scratch.id, intent: "deleteSavedSearch" }),
    before: freshSearch,
  },
  {
    method: "GET",
    route: "/saved-search-alerts",
    path: () => `/saved-search-alerts?t=${scratch.token}`,
    what: "the e-mail's unsubscribe question",
    expect: everyone(200),
    before: freshSearch,
  },
  {
    method: "POST",
    route: "/saved-search-alerts",
    path: () => "/saved-search-alerts",
    what: "unsubscribe by the e-mail's link",
    expect: everyone(200),
    form: () => ({ t: scratch.token }),
    before: freshSearch,
  },
  {
    method: "POST",
    route: "/saved-search-alerts",
    path: () => "/saved-search-alerts",
    what: "unsubscribe with a link that is not one",
    expect: everyone(403),
    form: () => ({ t: "not-a-link" }),
  },
];
