import { pagePath } from "#shared/paths.ts";
import { sharedPageHeaders } from "#shared/shared-page.ts";
import { ContactDetails } from "#web/components/info/ContactDetails.tsx";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { rich } from "#web/lib/rich-message.tsx";
import infoStyles from "#web/styles/info.css?url";
import type { Route } from "./+types/refund";

/** The same for every visitor without an account. */
export const headers = sharedPageHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: infoStyles }];

export function meta(): Route.MetaDescriptors {
  return [
    { title: m["refund.metaTitle"]() },
    { name: "description", content: m["refund.metaDescription"]() },
  ];
}

/** SPEC §1 and §9: membership is non-refundable; effective 17/10/2024. */
const REFUND_EFFECTIVE_DATE = "17/10/2024";

export default function Refund() {
  return (
    <main className="page info-page info-prose">
      <h1>{m["refund.title"]()}</h1>
      <p className="info-meta">{m["info.effective"]({ date: REFUND_EFFECTIVE_DATE })}</p>

      <p>{m["refund.intro"]()}</p>

      <h2>{m["refund.nonRefundableTitle"]()}</h2>
      <p>
        {rich(m["refund.nonRefundable"], {
          nonRefundable: <strong>{m["refund.nonRefundableWord"]()}</strong>,
        })}
      </p>

      <h2>{m["refund.nonTransferableTitle"]()}</h2>
      <p>{m["refund.nonTransferable"]()}</p>

      <h2>{m["refund.noCancellationTitle"]()}</h2>
      <p>{m["refund.noCancellation"]()}</p>

      <h2>{m["refund.lawTitle"]()}</h2>
      <p>{m["refund.law"]()}</p>

      <h2>{m["refund.howTitle"]()}</h2>
      <p>{m["refund.how"]()}</p>

      <h2>{m["refund.contactTitle"]()}</h2>
      <ContactDetails
        labels={{ email: m["contact.email"](), phone: m["contact.phone"](), office: m["contact.office"]() }}
      />
      <p>
        {rich(m["info.contactNote"], {
          link: <Link to={pagePath("contact")}>{m["info.contactPage"]()}</Link>,
        })}
      </p>
    </main>
  );
}
