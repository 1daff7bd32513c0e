import { listingPath } from "#shared/paths.ts";
import { EditListingPage } from "#web/components/listing-form/EditListingPage.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import { requireUserForPage } from "#web/lib/require-user.server.ts";
import formStyles from "#web/styles/listing-form.css?url";
import type { Route } from "./+types/edit-property";
import { editListingAction, loadListingForEdit } from "./edit-property.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: m["edit.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

/** The owner or an admin; the service answers 404 for a listing the member cannot see, 403 for one not theirs. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, user, storage } = context.get(appContext);
  return loadListingForEdit(db, { user: requireUserForPage(user), listingId: params.id, storage });
}

export function action({ context, params, request }: Route.ActionArgs) {
  return editListingAction(context.get(appContext), {
    listingId: params.id,
    request,
    afterSave: listingPath,
  });
}

export default function EditProperty({ loaderData, actionData }: Route.ComponentProps) {
  const { listing } = loaderData;
  return (
    <main className="page listing-form-page">
      <EditListingPage
        data={loaderData}
        answer={actionData}
        title={m["edit.title"]({ code: listing.code })}
        intro={m["edit.intro"]()}
        cancelTo={listingPath(listing.id)}
      />
    </main>
  );
}
