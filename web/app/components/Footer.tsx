import { Link } from "react-router";
import { t } from "../lib/i18n.ts";

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <p className="footer-brand">
          Nilam <span lang="ta">நிலம்</span> · {t("site.tagline")}
        </p>
        <ul className="footer-links">
          <li>
            <Link to="/about">{t("footer.about")}</Link>
          </li>
          <li>
            <Link to="/contact">{t("footer.contact")}</Link>
          </li>
          <li>
            <Link to="/termsandconditions">{t("footer.terms")}</Link>
          </li>
          <li>
            <Link to="/privacypolicy">{t("footer.privacy")}</Link>
          </li>
          <li>
            <Link to="/refund">{t("footer.refund")}</Link>
          </li>
          <li>
            <a href="mailto:support@nilam.example">{t("footer.mail")}</a>
          </li>
        </ul>
        <p className="footer-copy">{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
