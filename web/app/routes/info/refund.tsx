import { sharedPageHeaders } from "#shared/shared-page.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import infoStyles from "#web/styles/info.css?url";
import type { Route } from "./+types/refund";
import { ContactDetails } from "./ContactDetails.tsx";

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

      <p>
        This policy explains what happens to the fee you pay for a Nilam membership plan, the paid plan that
        lets you see an owner's name, phone number and address. Please read it before you pay.
      </p>

      <h2>Membership fees are non-refundable</h2>
      <p>
        Membership fees are <strong>non-refundable</strong>. Once a plan is paid for and active, we do not
        refund the fee, in full or in part, including when you stop using Nilam before the plan ends, do not
        contact any owner, or do not find a property that suits you.
      </p>

      <h2>Non-transferable</h2>
      <p>
        A membership belongs to the account that bought it. It cannot be transferred, sold or shared with
        another person or account, and it cannot be exchanged for cash or credit.
      </p>

      <h2>No cancellation</h2>
      <p>
        A membership cannot be cancelled once it has been purchased. It stays active until the end of the
        period you paid for and then simply expires; plans do not renew on their own, so nothing further is
        charged.
      </p>

      <h2>When the law requires a refund</h2>
      <p>
        Nothing in this policy limits a refund that the law requires. Where applicable law entitles you to
        one, for example in cases of fraud, misrepresentation or breach of contract on our part, we will
        refund the fee as the law requires. If you were charged more than once for the same plan, or charged
        for a payment that failed, write to us and we will return the extra amount to the original payment
        method.
      </p>

      <h2>How to ask</h2>
      <p>
        Write to us with the e-mail address of your account, the plan, the payment date and the Razorpay
        payment reference. We reply within 7 working days; refunds that are due are sent to the original
        payment method and usually reach you within 5–7 working days after that.
      </p>

      <h2>Contact</h2>
      <ContactDetails
        labels={{ email: m["contact.email"](), phone: m["contact.phone"](), office: m["contact.office"]() }}
      />
      <p>
        You can also send us a message from the <Link to="/contact">Contact page</Link>.
      </p>
    </main>
  );
}
