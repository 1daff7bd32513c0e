import { Link } from "react-router";
import { sharedPageHeaders } from "#shared/shared-page.ts";
import { t } from "#web/lib/i18n.ts";
import infoStyles from "#web/styles/info.css?url";
import type { Route } from "./+types/about";

/** The same for every visitor without an account. */
export const headers = sharedPageHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: infoStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: t("about.metaTitle") }, { name: "description", content: t("about.metaDescription") }];
}

const SERVICES = [
  { title: t("about.buying"), text: t("about.buyingText") },
  { title: t("about.portfolio"), text: t("about.portfolioText") },
  { title: t("about.disposition"), text: t("about.dispositionText") },
];

export default function About() {
  return (
    <main className="page info-page">
      <header className="info-head">
        <h1>{t("about.title")}</h1>
        <p className="info-lead">{t("about.lead")}</p>
      </header>
      <section aria-labelledby="services-title">
        <h2 id="services-title">{t("about.servicesTitle")}</h2>
        <ul className="info-cards">
          {SERVICES.map((service) => (
            <li key={service.title} className="info-card">
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="info-prose" aria-labelledby="how-title">
        <h2 id="how-title">{t("about.howTitle")}</h2>
        <ol>
          <li>{t("about.howList1")}</li>
          <li>{t("about.howList2")}</li>
          <li>{t("about.howList3")}</li>
        </ol>
        <p>
          <Link className="button button-primary" to="/contact">
            {t("about.contactCta")}
          </Link>
        </p>
      </section>
    </main>
  );
}
