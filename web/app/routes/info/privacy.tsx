import { pagePath } from "#shared/paths.ts";
import { sharedPageHeaders } from "#shared/shared-page.ts";
import { LANGUAGE_COOKIE, type Message, m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { rich } from "#web/lib/rich-message.tsx";
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

/** The numbered sections, in order; the contents name some of them more briefly than their headings. */
const SECTIONS = [
  { id: "collect", title: m["privacy.collectTitle"] },
  { id: "purposes", title: m["privacy.purposesTitle"] },
  { id: "consent", title: m["privacy.consentTitle"] },
  { id: "sharing", title: m["privacy.sharingTitle"], toc: m["privacy.sharingToc"] },
  { id: "payments", title: m["privacy.paymentsTitle"] },
  { id: "cookies", title: m["privacy.cookiesTitle"] },
  { id: "retention", title: m["privacy.retentionTitle"] },
  { id: "rights", title: m["privacy.rightsTitle"] },
  { id: "children", title: m["privacy.childrenTitle"] },
  { id: "security", title: m["privacy.securityTitle"] },
  { id: "grievance", title: m["privacy.grievanceTitle"] },
  { id: "changes", title: m["privacy.changesTitle"], toc: m["privacy.changesToc"] },
] as const satisfies readonly { id: string; title: Message; toc?: Message }[];

type SectionId = (typeof SECTIONS)[number]["id"];

function Heading({ id }: { id: SectionId }) {
  const index = SECTIONS.findIndex((section) => section.id === id);
  return (
    <h2 id={id}>
      {index + 1}. {SECTIONS[index]?.title()}
    </h2>
  );
}

const COLLECTED: readonly { label: Message; text: Message }[] = [
  { label: m["privacy.collectAccountLabel"], text: m["privacy.collectAccount"] },
  { label: m["privacy.collectListingsLabel"], text: m["privacy.collectListings"] },
  { label: m["privacy.collectActivityLabel"], text: m["privacy.collectActivity"] },
  { label: m["privacy.collectPaymentsLabel"], text: m["privacy.collectPayments"] },
  { label: m["privacy.collectMessagesLabel"], text: m["privacy.collectMessages"] },
  { label: m["privacy.collectTechnicalLabel"], text: m["privacy.collectTechnical"] },
];

const PURPOSES: readonly Message[] = [
  m["privacy.purposesAccount"],
  m["privacy.purposesListings"],
  m["privacy.purposesContacts"],
  m["privacy.purposesPayments"],
  m["privacy.purposesMessages"],
  m["privacy.purposesMisuse"],
];

const RETENTION: readonly Message[] = [
  m["privacy.retentionAccount"],
  m["privacy.retentionListings"],
  m["privacy.retentionPayments"],
  m["privacy.retentionMessages"],
  m["privacy.retentionLogs"],
];

const RIGHTS: readonly Message[] = [
  m["privacy.rightsSummary"],
  m["privacy.rightsCorrection"],
  m["privacy.rightsWithdraw"],
  m["privacy.rightsGrievance"],
  m["privacy.rightsNominate"],
];

/** A list of plain messages, keyed by their text (each is different). */
function MessageList({ items }: { items: readonly Message[] }) {
  return (
    <ul>
      {items
        .map((item) => item())
        .map((text) => (
          <li key={text}>{text}</li>
        ))}
    </ul>
  );
}

export default function Privacy() {
  const { office, grievanceOfficer } = SITE_CONTACT;
  return (
    <main className="page info-page info-prose">
      <h1>{m["privacy.title"]()}</h1>
      <p className="info-meta">{m["info.updated"]({ date: UPDATED })}</p>

      <p>{m["privacy.intro"]()}</p>

      <nav aria-label={m["privacy.toc"]()} className="info-toc">
        <ol>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{("toc" in section ? section.toc : section.title)()}</a>
            </li>
          ))}
        </ol>
      </nav>

      <Heading id="collect" />
      <ul>
        {COLLECTED.map((item) => {
          const label = item.label();
          return (
            <li key={label}>
              <strong>{label}</strong> {item.text()}
            </li>
          );
        })}
      </ul>

      <Heading id="purposes" />
      <MessageList items={PURPOSES} />
      <p>{m["privacy.purposesNoSale"]()}</p>

      <Heading id="consent" />
      <p>{m["privacy.consent"]()}</p>

      <Heading id="sharing" />
      <ul>
        <li>
          {rich(m["privacy.sharingEveryone"], {
            everyone: <strong>{m["privacy.sharingEveryoneLabel"]()}</strong>,
          })}
        </li>
        <li>
          <strong>{m["privacy.sharingOwnersLabel"]()}</strong> {m["privacy.sharingOwners"]()}
        </li>
        <li>
          {rich(m["privacy.sharingProviders"], {
            providers: <strong>{m["privacy.sharingProvidersLabel"]()}</strong>,
          })}
        </li>
        <li>
          {rich(m["privacy.sharingAuthorities"], {
            authorities: <strong>{m["privacy.sharingAuthoritiesLabel"]()}</strong>,
          })}
        </li>
      </ul>

      <Heading id="payments" />
      <p>{m["privacy.payments"]()}</p>

      <Heading id="cookies" />
      <p>{rich(m["privacy.cookiesIntro"], { cookies: <strong>{m["privacy.cookiesCount"]()}</strong> })}</p>
      <ul>
        <li>{rich(m["privacy.cookiesSession"], { name: <code>__session</code> })}</li>
        <li>{rich(m["privacy.cookiesLanguage"], { name: <code>{LANGUAGE_COOKIE}</code> })}</li>
      </ul>
      <p>{m["privacy.cookiesOthers"]()}</p>

      <Heading id="retention" />
      <MessageList items={RETENTION} />

      <Heading id="rights" />
      <p>{m["privacy.rightsIntro"]()}</p>
      <MessageList items={RIGHTS} />
      <p>{m["privacy.rightsHow"]()}</p>

      <Heading id="children" />
      <p>{m["privacy.children"]()}</p>

      <Heading id="security" />
      <p>{m["privacy.security"]()}</p>

      <Heading id="grievance" />
      <address className="info-address">
        {grievanceOfficer.name()}
        <br />
        {m["contact.email"]()}: <a href={`mailto:${grievanceOfficer.email}`}>{grievanceOfficer.email}</a>
        <br />
        {office.name()}, {office.lines.map((line) => line()).join(", ")}
      </address>
      <p>
        {m["privacy.grievance"]()}{" "}
        {rich(m["info.contactNote"], {
          link: <Link to={pagePath("contact")}>{m["info.contactPage"]()}</Link>,
        })}
      </p>

      <Heading id="changes" />
      <p>
        {rich(m["privacy.changes"], {
          terms: <Link to={pagePath("terms")}>{m["terms.title"]()}</Link>,
          refund: <Link to={pagePath("refund")}>{m["refund.title"]()}</Link>,
        })}
      </p>
    </main>
  );
}
