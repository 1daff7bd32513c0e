import { data, Form, useNavigation } from "react-router";
import { formatLongDate } from "#shared/dates.ts";
import { districtLabel } from "#shared/districts.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";
import { FormAnswer } from "#web/components/FormAnswer.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import type { Route } from "./+types/confirm-listing";
import { answerByLink, type LinkedListing, loadLinkPage } from "./confirm-listing.server.ts";

export function meta(): Route.MetaDescriptors {
  return [
    { title: m["confirmListing.metaTitle"]() },
    { name: "robots", content: "noindex" },
    // The link's token is in this page's address: no other site hears of it.
    { name: "referrer", content: "no-referrer" },
  ];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  return loadLinkPage({ db, config }, url);
}

export async function action({ context, request }: Route.ActionArgs) {
  const { db, config, logger, requestId } = context.get(appContext);
  const answer = await answerByLink({ db, config, logger, requestId }, await request.formData());
  return data(answer, { status: answer.status });
}

function where(listing: LinkedListing): string {
  if (listing.status === "approved" && listing.lapsesAt)
    return m["confirmListing.onSiteUntil"]({ date: formatLongDate(listing.lapsesAt) });
  if (listing.status === "lapsed") return m["confirmListing.lapsed"]();
  if (listing.status === "closed")
    return listing.types === "sell" ? m["detail.status.sold"]() : m["detail.status.let"]();
  return m["freshness.notOnSite"]();
}

/** The signed page of an owner's e-mail: "Still available", or sold or let, in one press and without signing in. */
export default function ConfirmListing({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (loaderData.state === "refused")
    return (
      <main className="page confirm-listing">
        <h1>{m["confirmListing.title"]()}</h1>
        <p className="form-error" role="alert">
          {loaderData.message}
        </p>
        <p>
          <Link className="button button-primary" to="/profile">
            {m["confirmListing.profile"]()}
          </Link>
        </p>
      </main>
    );
  const { listing, token, closeFirst } = loaderData;
  const answerable = listing.status === "approved" || listing.status === "lapsed";
  const keep = (
    <div className="confirm-choice" key="keep">
      <button
        type="submit"
        name="answer"
        value="confirm"
        className={`button${closeFirst ? "" : " button-primary"}`}
        aria-disabled={busy || undefined}
      >
        {m["confirmListing.keep"]()}
      </button>
      <p className="field-hint">{m["confirmListing.keepHint"]({ days: String(listing.days) })}</p>
    </div>
  );
  const close = (
    <div className="confirm-choice" key="close">
      <button
        type="submit"
        name="answer"
        value="close"
        className={`button${closeFirst ? " button-primary" : ""}`}
        aria-disabled={busy || undefined}
      >
        {listing.types === "sell" ? m["confirmListing.markSold"]() : m["confirmListing.markLet"]()}
      </button>
      <p className="field-hint">{m["confirmListing.closeHint"]()}</p>
    </div>
  );
  return (
    <main className="page confirm-listing">
      <h1>{m["confirmListing.title"]()}</h1>
      <p className="confirm-listing-name">
        {m["mail.listing"]({
          propertyName: propertyNameLabel(listing.propertyName),
          city: districtLabel(listing.city),
          code: listing.code,
        })}
      </p>
      <p>{where(listing)}</p>
      <FormAnswer answer={actionData} />
      {answerable && !actionData?.ok ? (
        <Form method="post" className="confirm-choices">
          <input type="hidden" name="t" value={token} />
          {closeFirst ? [close, keep] : [keep, close]}
        </Form>
      ) : null}
      <p className="confirm-links">
        {listing.status === "approved" ? (
          <Link to={`/view-property5/${listing.id}`}>{m["confirmListing.view"]()}</Link>
        ) : null}{" "}
        <Link to="/profile">{m["confirmListing.profile"]()}</Link>
      </p>
    </main>
  );
}
