import { data } from "react-router";
import { ProfilePage } from "#web/components/account/ProfilePage.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import { requireUserForPage } from "#web/lib/require-user.server.ts";
import paymentsStyles from "#web/styles/payments.css?url";
import type { Route } from "./+types/profile";
import {
  answerFromProfile,
  answerHoldFromProfile,
  changeSavedSearch,
  loadProfilePage,
} from "./profile.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: paymentsStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: m["profile.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, reads, user, config } = context.get(appContext);
  const me = requireUserForPage(user);
  const tab = url.searchParams.get("tab") === "wishlist" ? "wishlist" : "sell";
  const page = await loadProfilePage(db, { userId: me.id, reads, listingDays: config.listingDays });
  return { ...page, tab, isAdmin: me.isAdmin } as const;
}

/**
 * An own listing's "Still available" or "Sold"/"Let", or its answer to a hold; a saved search's e-mails on or off,
 * or its deletion.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { db, user, logger, requestId } = context.get(appContext);
  const me = requireUserForPage(user);
  const form = await request.formData();
  const own = { userId: me.id, form, logger, requestId };
  const answer = form.has("savedSearchId")
    ? await changeSavedSearch(db, { userId: me.id, form, logger })
    : form.get("intent") === "answerHold"
      ? await answerHoldFromProfile(db, own)
      : await answerFromProfile(db, own);
  return data(answer, { status: answer.status });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePage {...loaderData} answer={actionData} />;
}
