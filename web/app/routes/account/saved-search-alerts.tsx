import { data, Form, useNavigation } from "react-router";
import { pagePath } from "#shared/paths.ts";
import { FormAnswer } from "#web/components/FormAnswer.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import type { Route } from "./+types/saved-search-alerts";
import { alertsOffByLink, loadAlertsOffPage } from "./saved-search-alerts.server.ts";

export function meta(): Route.MetaDescriptors {
  return [
    { title: m["alertsOff.metaTitle"]() },
    { name: "robots", content: "noindex" },
    // The link's token is in this page's address: no other site hears of it.
    { name: "referrer", content: "no-referrer" },
  ];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  return loadAlertsOffPage({ db, config }, url);
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { db, config, logger } = context.get(appContext);
  const answer = await alertsOffByLink({ db, config, logger }, { form: await request.formData(), url });
  return data(answer, { status: answer.status });
}

/** "No more e-mails" from a saved-search e-mail: one press, without signing in. */
export default function SavedSearchAlertsOff({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <main className="page confirm-listing">
      <h1>{m["alertsOff.title"]()}</h1>
      {loaderData.state === "refused" ? (
        <p className="form-error" role="alert">
          {loaderData.message}
        </p>
      ) : (
        <>
          <p>{loaderData.name ? m["alertsOff.one"]({ name: loaderData.name }) : m["alertsOff.all"]()}</p>
          <FormAnswer answer={actionData} />
          {actionData?.ok ? null : (
            <Form method="post" className="confirm-choices">
              <input type="hidden" name="t" value={loaderData.token} />
              <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
                {m["alertsOff.stop"]()}
              </button>
            </Form>
          )}
        </>
      )}
      <p className="confirm-links">
        <Link to={pagePath("profile")}>{m["savedSearch.title"]()}</Link>
      </p>
    </main>
  );
}
