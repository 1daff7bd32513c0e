import { pagePath } from "#shared/paths.ts";
import { sharedPageHeaders } from "#shared/shared-page.ts";
import { type Message, m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import infoStyles from "#web/styles/info.css?url";
import type { Route } from "./+types/about";

/** The same for every visitor without an account. */
export const headers = sharedPageHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: infoStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: m["about.metaTitle"]() }, { name: "description", content: m["about.metaDescription"]() }];
}

const SERVICES: readonly { id: string; title: Message; text: Message }[] = [
  { id: "buying", title: m["about.buying"], text: m["about.buyingText"] },
  { id: "portfolio", title: m["about.portfolio"], text: m["about.portfolioText"] },
  { id: "disposition", title: m["about.disposition"], text: m["about.dispositionText"] },
];

export default function About() {
  return (
    <main className="page info-page">
      <header className="info-head">
        <h1>{m["about.title"]()}</h1>
        <p className="info-lead">{m["about.lead"]()}</p>
      </header>
      <section aria-labelledby="services-title">
        <h2 id="services-title">{m["about.servicesTitle"]()}</h2>
        <ul className="info-cards">
          {SERVICES.map((service) => (
            <li key={service.id} className="info-card">
              <h3>{service.title()}</h3>
              <p>{service.text()}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="info-prose" aria-labelledby="how-title">
        <h2 id="how-title">{m["about.howTitle"]()}</h2>
        <ol>
          <li>{m["about.howList1"]()}</li>
          <li>{m["about.howList2"]()}</li>
          <li>{m["about.howList3"]()}</li>
        </ol>
        <p>
          <Link className="button button-primary" to={pagePath("contact")}>
            {m["about.contactCta"]()}
          </Link>
        </p>
      </section>
    </main>
  );
}
