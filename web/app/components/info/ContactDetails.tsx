import { SITE_CONTACT, telHref } from "#web/lib/site-contact.ts";

/** The e-mail, the three numbers and the Tiruppur office, as a definition list (Contact and Refund pages). */
export function ContactDetails(props: { labels: { email: string; phone: string; office: string } }) {
  const { office } = SITE_CONTACT;
  return (
    <dl className="contact-details">
      <div>
        <dt>{props.labels.email}</dt>
        <dd>
          <a href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</a>
        </dd>
      </div>
      <div>
        <dt>{props.labels.phone}</dt>
        <dd>
          <ul className="plain-list">
            {SITE_CONTACT.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>{props.labels.office}</dt>
        <dd>
          <address>
            {office.name()}
            <OfficeLines />
          </address>
        </dd>
      </div>
    </dl>
  );
}

/** The office's address after its name, one line each, in the page's language (also on receipts). */
export function OfficeLines() {
  return SITE_CONTACT.office.lines
    .map((line) => line())
    .map((line) => (
      <span key={line}>
        <br />
        {line}
      </span>
    ));
}
