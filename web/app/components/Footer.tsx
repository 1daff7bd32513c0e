import { pagePath } from "#shared/paths.ts";
import { Link } from "#web/lib/links.tsx";
import { type Message, m } from "../lib/i18n.ts";

const FOOTER_LINKS: Array<[to: string, label: Message]> = [
  [pagePath("about"), m["footer.about"]],
  [pagePath("contact"), m["footer.contact"]],
  [pagePath("terms"), m["footer.terms"]],
  [pagePath("privacy"), m["footer.privacy"]],
  [pagePath("refund"), m["footer.refund"]],
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <p className="footer-brand">
          Nilam <span lang="ta">நிலம்</span> · {m["site.tagline"]()}
        </p>
        <ul className="footer-links">
          {FOOTER_LINKS.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{label()}</Link>
            </li>
          ))}
          <li>
            <a href="mailto:support@nilam.example">{m["footer.mail"]()}</a>
          </li>
        </ul>
        <p className="footer-copy">{m["footer.copyright"]({ year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
