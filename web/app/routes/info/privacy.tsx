import { sharedPageHeaders } from "#shared/shared-page.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { SITE_CONTACT } from "#web/lib/site-contact.ts";
import infoStyles from "#web/styles/info.css?url";
import type { Route } from "./+types/privacy";

/** The same for every visitor without an account. */
export const headers = sharedPageHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: infoStyles }];

export function meta(): Route.MetaDescriptors {
  return [
    { title: m["privacy.metaTitle"]() },
    { name: "description", content: m["privacy.metaDescription"]() },
  ];
}

const UPDATED = "23/11/2026";

export default function Privacy() {
  const { office, grievanceOfficer } = SITE_CONTACT;
  return (
    <main className="page info-page info-prose">
      <h1>{m["privacy.title"]()}</h1>
      <p className="info-meta">{m["info.updated"]({ date: UPDATED })}</p>

      <p>
        Nilam (“we”, “us”) runs an online marketplace where people list and find land and buildings in Tamil
        Nadu. This policy explains what personal data we collect, why, who sees it, how long we keep it and
        the rights you have under India's Digital Personal Data Protection Act, 2023 (the “DPDP Act”) and the
        rules made under it. For that Act we are the Data Fiduciary, and you are the Data Principal.
      </p>

      <nav aria-label="Contents" className="info-toc">
        <ol>
          <li>
            <a href="#collect">What we collect</a>
          </li>
          <li>
            <a href="#purposes">Why we use it</a>
          </li>
          <li>
            <a href="#consent">Consent</a>
          </li>
          <li>
            <a href="#sharing">Who sees it</a>
          </li>
          <li>
            <a href="#payments">Payments</a>
          </li>
          <li>
            <a href="#cookies">Cookies</a>
          </li>
          <li>
            <a href="#retention">How long we keep it</a>
          </li>
          <li>
            <a href="#rights">Your rights</a>
          </li>
          <li>
            <a href="#children">Children</a>
          </li>
          <li>
            <a href="#security">Security</a>
          </li>
          <li>
            <a href="#grievance">Grievance Officer</a>
          </li>
          <li>
            <a href="#changes">Changes</a>
          </li>
        </ol>
      </nav>

      <h2 id="collect">1. What we collect</h2>
      <ul>
        <li>
          <strong>Account:</strong> your first and last name, e-mail address, phone number and city, and, if
          you add it, your address. Sign-in is handled by Google Firebase Authentication: we never see or
          store your password. If you sign in with Google or a phone one-time code, we receive your name,
          e-mail address or phone number from that service.
        </li>
        <li>
          <strong>Listings you post:</strong> the property's details and photos or videos, and the owner
          contact details you give for it (contact name, phone number and property address).
        </li>
        <li>
          <strong>Your activity:</strong> your wishlist, the listings you post and their status, and a record
          of each time a member views an owner's contact details.
        </li>
        <li>
          <strong>Membership and payments:</strong> the plan you buy, its price, dates, and the order and
          payment references and status that our payment provider reports. We do not receive or store card
          numbers, UPI PINs or bank passwords.
        </li>
        <li>
          <strong>Messages:</strong> what you send through the Contact page (name, surname, phone, e-mail and
          message).
        </li>
        <li>
          <strong>Technical data:</strong> the pages and files your browser requests, with the time, your IP
          address and browser type, in our server logs; for the Contact form's abuse limit we keep only a
          one-way hash of your IP address.
        </li>
      </ul>

      <h2 id="purposes">2. Why we use it</h2>
      <ul>
        <li>to create and secure your account and keep you signed in;</li>
        <li>
          to publish your listings after review, and to show buyers, tenants and lessees the public details;
        </li>
        <li>to show owner contact details to members with an active plan, as described below;</li>
        <li>to take payments for plans, keep accounts and meet tax and legal duties;</li>
        <li>
          to answer your messages and send service e-mails (verification, password reset, plan receipts);
        </li>
        <li>to prevent fraud, spam and misuse, and to keep the service working and secure.</li>
      </ul>
      <p>We do not sell your personal data, and we do not use it for third-party advertising or profiling.</p>

      <h2 id="consent">3. Consent</h2>
      <p>
        We process your personal data with your consent, which you give when you create an account, post a
        listing, buy a plan or send us a message, each for the purposes stated there; and, where the DPDP Act
        allows it without consent, for legitimate uses such as meeting a legal obligation or responding to a
        medical emergency or disaster. You may withdraw your consent at any time, as easily as you gave it:
        delete a listing, delete your account from your profile page, or write to the Grievance Officer.
        Withdrawal does not affect processing already done, and some records (for example payment records)
        must be kept for the periods the law sets.
      </p>

      <h2 id="sharing">4. Who sees your data</h2>
      <ul>
        <li>
          <strong>Everyone</strong> sees the public part of an approved listing: its type, price, size,
          facilities, photos, city and locality. Your name, phone number and exact address are never shown
          publicly.
        </li>
        <li>
          <strong>Owner contact details are revealed only to paying members.</strong> The contact name, phone
          number and property address of a listing are shown only to signed-in members with an active paid
          plan (and to the listing's owner and our administrators). Every reveal is logged with the member and
          the time, so that misuse can be traced.
        </li>
        <li>
          <strong>Our service providers</strong>, who process data only on our instructions: Google Firebase
          Authentication (sign-in), Razorpay (payments), and our hosting, storage and e-mail providers. Some
          of them may process data outside India, in countries the Central Government has not restricted.
        </li>
        <li>
          <strong>Authorities</strong>, when the law requires it or to protect people from fraud or harm.
        </li>
      </ul>

      <h2 id="payments">5. Payments</h2>
      <p>
        Plans are paid through Razorpay Software Private Limited. You enter your card, UPI or bank details on
        Razorpay's checkout, and Razorpay processes them under its own privacy policy and the Reserve Bank of
        India's rules. We receive only the payment's reference, amount, method type and status, which we use
        to activate your plan and keep our accounts.
      </p>

      <h2 id="cookies">6. Cookies</h2>
      <p>
        We use <strong>one cookie</strong>: <code>__session</code>, set when you sign in. It keeps you signed
        in, cannot be read by scripts on the page, and is deleted when you sign out or when it expires after a
        few days. It is strictly necessary for the service, so we do not ask for a separate cookie consent. We
        use no advertising or analytics cookies. While you sign in, Google's sign-in library keeps its own
        sign-in state in your browser's storage, and Razorpay's checkout may set its own cookies on its
        payment pages.
      </p>

      <h2 id="retention">7. How long we keep it</h2>
      <ul>
        <li>
          Account and profile data: while your account is open. When you delete your account we erase your
          profile, wishlist and the owner contact details of your listings at once.
        </li>
        <li>
          Listings: while they are live, and up to 12 months after you delete them or they are rejected, to
          handle disputes; then they are deleted.
        </li>
        <li>Payment and invoice records: 8 years, as Indian tax and company law requires.</li>
        <li>Contact messages: up to 2 years after we have answered them.</li>
        <li>Server logs: up to 90 days; records of contact-detail reveals: up to 1 year.</li>
      </ul>

      <h2 id="rights">8. Your rights</h2>
      <p>Under the DPDP Act you have the right:</p>
      <ul>
        <li>
          to a summary of the personal data we process about you and of the processing, and to know with whom
          we have shared it;
        </li>
        <li>
          to have inaccurate or incomplete data corrected, completed or updated (most of it you can edit on
          your profile page), and to have data erased when it is no longer needed;
        </li>
        <li>to withdraw consent, as explained above;</li>
        <li>
          to have your grievances answered by our Grievance Officer, and, if you are not satisfied, to
          complain to the Data Protection Board of India;
        </li>
        <li>
          to nominate a person who may exercise these rights for you in the event of your death or incapacity.
        </li>
      </ul>
      <p>
        To use any of them, write to the Grievance Officer from the e-mail address of your account. We may ask
        you to confirm your identity. Please give us accurate information and do not file false or frivolous
        complaints; the Act sets these duties for Data Principals too.
      </p>

      <h2 id="children">9. Children</h2>
      <p>
        Nilam is meant for adults. You must be 18 or older to create an account, post a listing or buy a plan.
        We do not knowingly collect personal data of children; if we learn that a child has given us data
        without verifiable parental consent, we delete it. A parent or guardian who believes this has happened
        can write to the Grievance Officer.
      </p>

      <h2 id="security">10. Security</h2>
      <p>
        We use encrypted connections (HTTPS), sign-in sessions that scripts cannot read, access limited to
        staff who need it, and logs of who viewed owner contact details. If a personal data breach happens, we
        will tell the Data Protection Board of India and the people affected, as the law requires.
      </p>

      <h2 id="grievance">11. Grievance Officer</h2>
      <address className="info-address">
        {grievanceOfficer.name}
        <br />
        E-mail: <a href={`mailto:${grievanceOfficer.email}`}>{grievanceOfficer.email}</a>
        <br />
        {office.name}, {office.lines.join(", ")}
      </address>
      <p>
        We acknowledge grievances within 24 hours and resolve them within 15 days. You can also send us a
        message from the <Link to="/contact">Contact page</Link>.
      </p>

      <h2 id="changes">12. Changes to this policy</h2>
      <p>
        If we change this policy we will update the date above, and for significant changes we will tell
        members by e-mail or on the site before the change takes effect. Please also read our{" "}
        <Link to="/termsandconditions">Terms and Conditions</Link> and <Link to="/refund">Refund Policy</Link>
        .
      </p>
    </main>
  );
}
