import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import lightboxStyles from "yet-another-react-lightbox/styles.css?url";
import { keepDataWhenNoticeLeaves } from "#web/components/admin-moderation/decided-notice.ts";
import { ReviewPage } from "#web/components/admin-moderation/ReviewPage.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import moderationStyles from "#web/styles/admin-moderation.css?url";
import detailStyles from "#web/styles/detail.css?url";
import type { Route } from "./+types/review";
import { decideOnReview, loadReview } from "./review.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: detailStyles },
  { rel: "stylesheet", href: lightboxStyles },
  { rel: "stylesheet", href: moderationStyles },
];

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const page = loaderData?.review.listing.code ?? m["moderation.title.pending"]();
  return [{ title: m["admin.metaTitle"]({ page }) }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, storage } = context.get(appContext);
  return loadReview(db, { listingId: params.id, storage });
}

/** Approve, Reject with a reason, or Delete; after a decision, on to the next pending property. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { db, user, mailer, storage, logger, requestId, config } = context.get(appContext);
  if (!user) throw data(null, { status: 401 });
  const outcome = await decideOnReview(db, {
    user,
    listingId: params.id,
    form: await request.formData(),
    mailer,
    storage,
    logger,
    requestId,
    siteUrl: config.publicUrl,
  });
  if ("redirectTo" in outcome) return redirect(outcome.redirectTo);
  return data(outcome.refusal, { status: outcome.status });
}

/** A decision refused because the listing moved on (409) shows its current state at once. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  if (args.actionStatus === 409) return true;
  return keepDataWhenNoticeLeaves(args);
}

export default function ReviewListing({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewPage {...loaderData} answer={actionData} />;
}
