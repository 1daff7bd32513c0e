import { Link } from "react-router";
import { type MessageKey, t } from "../lib/i18n.ts";

const FOOTER_LINKS: Array<[to: string, label: MessageKey]> = [
  ["/about", "footer.about"],
  ["/contact", "footer.contact"],
  ["/termsandconditions", "footer.terms"],
  ["/privacypolicy", "footer.privacy"],
  ["/refund", "footer.refund"],
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <p className="footer-brand">
          Nilam <span lang="ta">நிலம்</span> · {t("site.tagline")}
        </p>
        <ul className="footer-links">
          {FOOTER_LINKS.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{t(label)}</Link>
            </li>
          ))}
          <li>
            <a href="mailto:support@nilam.example">{t("footer.mail")}</a>
          </li>
        </ul>
        <p className="footer-copy">{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
