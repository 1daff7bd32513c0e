import { data } from "react-router";
import { emptyListingForm } from "#shared/forms/listing-values.ts";
import { draftKey } from "#web/components/listing-form/draft.ts";
import { ListingForm } from "#web/components/listing-form/ListingForm.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import { requireUserForPage } from "#web/lib/require-user.server.ts";
import formStyles from "#web/styles/listing-form.css?url";
import type { Route } from "./+types/sell";
import { submitListing } from "./sell.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: m["sell.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

/** Members only: a visitor gets the login-required screen (the header's Sell modal says so first). */
export function loader({ context }: Route.LoaderArgs) {
  return { memberId: requireUserForPage(context.get(appContext).user).id };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { db, user, logger, requestId } = context.get(appContext);
  const result = await submitListing(db, {
    ownerId: requireUserForPage(user).id,
    form: await request.formData(),
    logger,
    requestId,
  });
  if (!result.ok) return data(result, { status: result.status });
  return { submitted: result.listing };
}

export default function Sell({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="page listing-form-page">
      <h1>{m["sell.title"]()}</h1>
      <p className="page-intro">{m["sell.intro"]()}</p>
      <ListingForm
        mode="sell"
        start={emptyListingForm()}
        draftKey={draftKey(loaderData.memberId)}
        answer={actionData}
      />
    </main>
  );
}
