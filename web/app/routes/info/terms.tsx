import { pagePath } from "#shared/paths.ts";
import { sharedPageHeaders } from "#shared/shared-page.ts";
import { type Message, m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { rich } from "#web/lib/rich-message.tsx";
import { SITE_CONTACT } from "#web/lib/site-contact.ts";
import infoStyles from "#web/styles/info.css?url";
import type { Route } from "./+types/terms";

/** The same for every visitor without an account. */
export const headers = sharedPageHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: infoStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: m["terms.metaTitle"]() }, { name: "description", content: m["terms.metaDescription"]() }];
}

const UPDATED = "23/11/2026";

const PROHIBITED: readonly Message[] = [
  m["terms.prohibitedFalse"],
  m["terms.prohibitedDuplicate"],
  m["terms.prohibitedUnlawful"],
  m["terms.prohibitedInfringing"],
  m["terms.prohibitedMalware"],
  m["terms.prohibitedContacts"],
];

export default function Terms() {
  const { grievanceOfficer } = SITE_CONTACT;
  return (
    <main className="page info-page info-prose">
      <h1>{m["terms.title"]()}</h1>
      <p className="info-meta">{m["info.updated"]({ date: UPDATED })}</p>

      <p>{m["terms.intro"]()}</p>

      <h2>1. {m["terms.whatTitle"]()}</h2>
      <p>{m["terms.what"]()}</p>

      <h2>2. {m["terms.whoTitle"]()}</h2>
      <p>{m["terms.who"]()}</p>

      <h2>3. {m["terms.listingsTitle"]()}</h2>
      <ul>
        <li>{m["terms.listingsMembers"]()}</li>
        <li>{m["terms.listingsReview"]()}</li>
        <li>
          {rich(m["terms.listingsContact"], {
            privacy: <Link to={pagePath("privacy")}>{m["privacy.title"]()}</Link>,
          })}
        </li>
        <li>{m["terms.listingsLicence"]()}</li>
      </ul>

      <h2>4. {m["terms.accuracyTitle"]()}</h2>
      <p>{m["terms.accuracy"]()}</p>

      <h2>5. {m["terms.prohibitedTitle"]()}</h2>
      <p>{m["terms.prohibitedIntro"]()}</p>
      <ul>
        {PROHIBITED.map((item) => item()).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p>{m["terms.prohibitedAction"]()}</p>

      <h2>6. {m["terms.plansTitle"]()}</h2>
      <ul>
        <li>{m["terms.plansAccess"]()}</li>
        <li>{m["terms.plansPayment"]()}</li>
        <li>
          {rich(m["terms.plansRefund"], {
            refund: <Link to={pagePath("refund")}>{m["refund.title"]()}</Link>,
          })}
        </li>
        <li>{m["terms.plansNoGuarantee"]()}</li>
      </ul>

      <h2>7. {m["terms.ipTitle"]()}</h2>
      <p>{m["terms.ip"]()}</p>

      <h2>8. {m["terms.liabilityTitle"]()}</h2>
      <p>{m["terms.liability"]()}</p>
      <p>{m["terms.liabilityIndemnity"]()}</p>

      <h2>9. {m["terms.closingTitle"]()}</h2>
      <p>{m["terms.closing"]()}</p>

      <h2>10. {m["terms.changesTitle"]()}</h2>
      <p>{m["terms.changes"]()}</p>

      <h2>11. {m["terms.lawTitle"]()}</h2>
      <p>{m["terms.law"]()}</p>

      <h2>12. {m["terms.grievanceTitle"]()}</h2>
      <p>
        {rich(m["terms.grievance"], {
          email: <a href={`mailto:${grievanceOfficer.email}`}>{grievanceOfficer.email}</a>,
          contact: <Link to={pagePath("contact")}>{m["terms.contactUs"]()}</Link>,
        })}
      </p>
    </main>
  );
}
