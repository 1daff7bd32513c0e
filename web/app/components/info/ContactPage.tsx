// The Contact Us page (/contact), for routes/info/contact.tsx.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  type ContactAnswer,
  type ContactField,
  checkContactField,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
} from "#shared/forms/contact.ts";
import { Field } from "#web/components/ui/Field.tsx";
import { useFormAnswer } from "#web/components/use-field-checks.tsx";
import { type Message, m } from "#web/lib/i18n.ts";
import { mapEmbedSrc, mapsHref, SITE_CONTACT } from "#web/lib/site-contact.ts";
import { showError, showSuccess } from "#web/lib/toast.ts";
import { ContactDetails } from "./ContactDetails.tsx";

const FIELDS: readonly {
  name: ContactField;
  label: Message;
  type: "text" | "tel" | "email" | "textarea";
  autoComplete: string;
  maxLength: number;
}[] = [
  {
    name: "name",
    label: m["contact.name"],
    type: "text",
    autoComplete: "given-name",
    maxLength: CONTACT_LIMITS.name,
  },
  {
    name: "surname",
    label: m["contact.surname"],
    type: "text",
    autoComplete: "family-name",
    maxLength: CONTACT_LIMITS.surname,
  },
  {
    name: "phone",
    label: m["contact.phoneField"],
    type: "tel",
    autoComplete: "tel-national",
    maxLength: 10,
  },
  {
    name: "email",
    label: m["contact.emailField"],
    type: "email",
    autoComplete: "email",
    maxLength: CONTACT_LIMITS.email,
  },
  {
    name: "message",
    label: m["contact.message"],
    type: "textarea",
    autoComplete: "off",
    maxLength: CONTACT_LIMITS.message,
  },
];

function ContactForm({ formToken, initial }: { formToken: string; initial: ContactAnswer | undefined }) {
  const form = useRef<HTMLFormElement>(null);
  // Without JavaScript the page itself carries the answer (actionData); with it, the fetcher does.
  const fetcher = useFetcher<ContactAnswer>();
  const { answer, checks, busy, values, formRefusal } = useFormAnswer<ContactField, ContactAnswer>(fetcher, {
    initial,
    prefix: "contact",
    fields: CONTACT_FIELDS,
    check: checkContactField,
  });
  const { show } = checks;

  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok) {
      form.current?.reset();
      show({});
      showSuccess(m["contact.success"]());
    } else {
      show(result.fieldErrors);
      showError(result.message);
    }
  }, [fetcher.data, show]);

  const token = answer?.formToken ?? formToken;
  return (
    <fetcher.Form method="post" className="contact-form" noValidate ref={form} onSubmit={checks.onSubmit}>
      <h2 id="contact-form-title">{m["contact.formTitle"]()}</h2>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      <div className="hp-field" aria-hidden="true">
        <label htmlFor="contact-website">{m["contact.honeypot"]()}</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          {...checks.field(field.name)}
          label={field.label()}
          className={`field field-${field.name}`}
        >
          {(shell) => {
            const common = {
              ...shell,
              ...checks.control(field.name),
              autoComplete: field.autoComplete,
              maxLength: field.maxLength,
              required: true,
              defaultValue: values?.[field.name] ?? "",
            };
            return field.type === "textarea" ? (
              <textarea rows={5} {...common} />
            ) : (
              <input
                type={field.type}
                inputMode={field.name === "phone" ? "numeric" : undefined}
                {...common}
              />
            );
          }}
        </Field>
      ))}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? m["contact.sending"]() : m["contact.submit"]()}
      </button>
      <div aria-live="polite">
        {answer?.ok && !busy ? (
          <p className="form-success" role="status">
            {m["contact.success"]()} {m["contact.successNote"]()}
          </p>
        ) : null}
        {formRefusal ? (
          <p className="form-error" role="alert">
            {formRefusal}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

/**
 * The office on a map: a drawing and a link to OpenStreetMap at first, then OpenStreetMap's own map in a frame
 * once the visitor asks for it, so that the page loads nothing from another site before then.
 */
function OfficeMap() {
  const { office } = SITE_CONTACT;
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button goes with the drawing: keyboard focus moves on to the map that took their place.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  return (
    <figure className="contact-map">
      {shown ? (
        <iframe
          ref={frame}
          src={mapEmbedSrc()}
          title={m["contact.mapFrameTitle"]()}
          width={800}
          height={500}
          loading="lazy"
        />
      ) : (
        <img src="/contact-map.svg" width={800} height={500} alt={m["contact.mapAlt"]()} loading="lazy" />
      )}
      <figcaption>
        {office.name()}, {office.lines[0]()}.{" "}
        <a href={mapsHref()} target="_blank" rel="noopener noreferrer">
          {m["contact.openMap"]()}
        </a>
        {shown ? null : (
          <span className="contact-map-show">
            <button type="button" className="button" onClick={() => setShown(true)}>
              {m["contact.showMap"]()}
            </button>{" "}
            {m["contact.mapNote"]()}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

export interface ContactPageData {
  /** The token the form posts back (the spam check's). */
  formToken: string;
  /** The action's answer when the page was posted without JavaScript. */
  answer: ContactAnswer | undefined;
}

/** Contact Us: the office's details and map beside the form. */
export function ContactPage({ formToken, answer }: ContactPageData) {
  return (
    <main className="page info-page contact-page">
      <header className="info-head">
        <h1>{m["contact.title"]()}</h1>
        <p className="info-lead">{m["contact.lead"]()}</p>
      </header>
      <div className="contact-layout">
        <section className="contact-info" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{m["contact.detailsTitle"]()}</h2>
          <ContactDetails
            labels={{
              email: m["contact.email"](),
              phone: m["contact.phone"](),
              office: m["contact.office"](),
            }}
          />
          <p className="contact-hours">
            <strong>{m["contact.hours"]()}:</strong> {SITE_CONTACT.hours()}
          </p>
          <OfficeMap />
        </section>
        <section className="contact-form-card" aria-labelledby="contact-form-title">
          <ContactForm formToken={formToken} initial={answer} />
        </section>
      </div>
    </main>
  );
}
