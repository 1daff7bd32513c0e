import { data, Form, useNavigation } from "react-router";
import { formatLongDate } from "#shared/dates.ts";
import { districtLabel } from "#shared/districts.ts";
import { listingPath, pagePath } from "#shared/paths.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";
import { FormAnswer } from "#web/components/FormAnswer.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { markTakenLabel, takenStatusNote } from "#web/lib/taken-labels.ts";
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
  if (listing.status === "closed") return takenStatusNote(listing.types);
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
          <Link className="button button-primary" to={pagePath("profile")}>
            {m["confirmListing.profile"]()}
          </Link>
        </p>
      </main>
    );
  const { listing, token, closeFirst } = loaderData;
  const answerable = listing.status === "approved" || listing.status === "lapsed";
  const choices = [
    {
      answer: "confirm",
      label: m["confirmListing.keep"](),
      hint: m["confirmListing.keepHint"]({ days: String(listing.days) }),
    },
    { answer: "close", label: markTakenLabel(listing.types), hint: m["confirmListing.closeHint"]() },
  ];
  // The answer the e-mail's link named comes first, as the primary button.
  if (closeFirst) choices.reverse();
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
          {choices.map((choice, index) => (
            <div className="confirm-choice" key={choice.answer}>
              <button
                type="submit"
                name="answer"
                value={choice.answer}
                className={index === 0 ? "button button-primary" : "button"}
                aria-disabled={busy || undefined}
              >
                {choice.label}
              </button>
              <p className="field-hint">{choice.hint}</p>
            </div>
          ))}
        </Form>
      ) : null}
      <p className="confirm-links">
        {listing.status === "approved" ? (
          <Link to={listingPath(listing.id)}>{m["confirmListing.view"]()}</Link>
        ) : null}{" "}
        <Link to={pagePath("profile")}>{m["confirmListing.profile"]()}</Link>
      </p>
    </main>
  );
}
