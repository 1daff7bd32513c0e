import { adminReviewPath } from "#shared/paths.ts";
import { EditListingPage } from "#web/components/listing-form/EditListingPage.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import { requireUserForPage } from "#web/lib/require-user.server.ts";
import { editListingAction, loadListingForEdit } from "#web/routes/listings/edit-property.server.ts";
import formStyles from "#web/styles/listing-form.css?url";
import type { Route } from "./+types/edit";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const page = m["moderation.edit.title"]({ code: loaderData?.listing.code ?? "" });
  return [{ title: m["admin.metaTitle"]({ page }) }, { name: "robots", content: "noindex" }];
}

/**
 * The owner's edit form with the 38 districts, for an admin (the layout admits only admins): property name and
 * type read-only, every other field as typed (no character is stripped). An admin's edit keeps the listing's
 * moderation state; afterwards, back to the review page.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, user, storage } = context.get(appContext);
  return loadListingForEdit(db, { user: requireUserForPage(user), listingId: params.id, storage });
}

export function action({ context, params, request }: Route.ActionArgs) {
  return editListingAction(context.get(appContext), {
    listingId: params.id,
    request,
    afterSave: adminReviewPath,
  });
}

export default function AdminEditListing({ loaderData, actionData }: Route.ComponentProps) {
  const { listing } = loaderData;
  return (
    <div className="listing-form-page">
      <EditListingPage
        data={loaderData}
        answer={actionData}
        title={m["moderation.edit.title"]({ code: listing.code })}
        intro={m["moderation.edit.intro"]()}
        cancelTo={adminReviewPath(listing.id)}
      />
    </div>
  );
}
