import { sharedPageHeaders } from "#shared/shared-page.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
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

export default function Terms() {
  const { grievanceOfficer } = SITE_CONTACT;
  return (
    <main className="page info-page info-prose">
      <h1>{m["terms.title"]()}</h1>
      <p className="info-meta">{m["info.updated"]({ date: UPDATED })}</p>

      <p>
        These terms are an agreement between you and Nilam for the use of our website and services. By using
        Nilam, creating an account, posting a listing or buying a plan, you accept them. If you do not agree,
        please do not use the service.
      </p>

      <h2>1. What Nilam is</h2>
      <p>
        Nilam is an online marketplace where owners and brokers list land and buildings for sale, rent or
        lease, and where others find them. We are an intermediary: we are not the seller, landlord, broker or
        agent of any property, we are not a party to any deal made through the site, and we do not hold money
        for a deal.
      </p>

      <h2>2. Who may use Nilam</h2>
      <p>
        You must be at least 18 years old and able to make a binding contract under Indian law. Keep your
        sign-in details safe; you are responsible for what is done with your account. Give true details when
        you sign up, and keep them up to date.
      </p>

      <h2>3. Listings and approval</h2>
      <ul>
        <li>
          Only registered members can post listings. You may post a property only if you own it or are
          authorised by the owner to offer it.
        </li>
        <li>
          Every new listing is reviewed before it is published. It stays pending until approved, and we may
          approve, reject, or later remove any listing at our discretion, in particular one that breaks these
          terms. When you edit an approved listing it is reviewed again.
        </li>
        <li>
          Public visitors see a listing's details and photos; the owner contact name, phone number and address
          you give are shown only to members with an active plan (see the{" "}
          <Link to="/privacypolicy">Privacy Policy</Link>).
        </li>
        <li>
          You give Nilam a non-exclusive, royalty-free licence to host, show, resize and promote the text,
          photos and videos of your listing on Nilam for as long as it is listed.
        </li>
      </ul>

      <h2>4. Accuracy</h2>
      <p>
        You are responsible for your listing being true, complete and current: price, size, location,
        facilities, photos, title and approvals, and, where the Real Estate (Regulation and Development) Act,
        2016 applies, the project's registration. Mark a property as no longer available by deleting the
        listing. Our review is a check for obvious problems; it is not a verification of title, boundaries,
        approvals or any statement in a listing. Before you pay any money, do your own due diligence: check
        the title deeds, patta, chitta, encumbrance certificate, approvals and the identity of the person you
        deal with, ideally with a lawyer.
      </p>

      <h2>5. Prohibited content and conduct</h2>
      <p>You must not post or do anything that:</p>
      <ul>
        <li>is false or misleading, or offers a property you are not entitled to offer;</li>
        <li>
          duplicates a listing, or is not a real property offer (for example an advertisement or a “wanted”
          post);
        </li>
        <li>
          is unlawful, defamatory, obscene, hateful, or discriminates on grounds such as religion, caste, sex
          or place of birth;
        </li>
        <li>
          infringes someone's copyright, trademark or privacy, including photos you do not have the right to
          use;
        </li>
        <li>
          contains malware, or tries to break, overload, scrape or get around the security of the service;
        </li>
        <li>
          uses owner contact details for anything other than a genuine enquiry about that property: no
          marketing, spam, resale or harassment.
        </li>
      </ul>
      <p>We may remove such content and suspend or close the accounts involved.</p>

      <h2>6. Membership plans</h2>
      <ul>
        <li>
          A membership plan lets a signed-in member see the owner contact details of listings for the plan's
          period. The plans, prices (in Indian rupees, including applicable taxes) and durations are shown
          before you pay.
        </li>
        <li>
          Payments are processed by Razorpay. A plan starts when the payment is confirmed and ends at the end
          of its period; it does not renew on its own.
        </li>
        <li>
          Membership fees are non-refundable, non-transferable and cannot be cancelled, except where the law
          requires a refund, as set out in our <Link to="/refund">Refund Policy</Link>.
        </li>
        <li>
          A plan does not guarantee that an owner will answer, that a property is still available, or that any
          deal will be made.
        </li>
      </ul>

      <h2>7. Intellectual property</h2>
      <p>
        The Nilam name, logo, design and software belong to us. Apart from the licence you give us for your
        own listings, you keep the rights in your content.
      </p>

      <h2>8. Liability</h2>
      <p>
        The service is provided “as is”. To the extent the law allows, we are not liable for listings or
        statements made by members, for deals between members, or for indirect or consequential loss such as
        lost profit or opportunity. Our total liability to you for any claim is limited to the membership fees
        you paid us in the 12 months before the claim. Nothing in these terms excludes liability that cannot
        be excluded by law, including for fraud.
      </p>
      <p>
        You agree to compensate Nilam for losses and claims caused by your listings or by your breach of these
        terms.
      </p>

      <h2>9. Suspension and closing your account</h2>
      <p>
        You may delete your account at any time from your profile page. We may suspend or close an account
        that breaks these terms, with notice where that is reasonable. An active plan on an account closed for
        breach is not refunded.
      </p>

      <h2>10. Changes</h2>
      <p>
        We may change these terms; the date above shows the latest version. Significant changes will be
        announced on the site or by e-mail before they apply. If you keep using Nilam after that, the new
        terms apply.
      </p>

      <h2>11. Governing law and courts</h2>
      <p>
        These terms are governed by the laws of India. The courts of Tamil Nadu, at Tiruppur, have exclusive
        jurisdiction over any dispute arising from them or from the use of Nilam.
      </p>

      <h2>12. Grievances and contact</h2>
      <p>
        Complaints about content or about these terms go to our Grievance Officer at{" "}
        <a href={`mailto:${grievanceOfficer.email}`}>{grievanceOfficer.email}</a>; we acknowledge them within
        24 hours and resolve them within 15 days. For anything else, <Link to="/contact">contact us</Link>.
      </p>
    </main>
  );
}
