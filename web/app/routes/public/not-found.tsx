import { data, Link } from "react-router";
import { t } from "#web/lib/i18n.ts";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: `${t("notFound.title")} · Nilam` }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return (
    <main className="page error-page">
      <p className="error-status">404</p>
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.body")}</p>
      <Link className="button button-primary" to="/common/Sell">
        {t("notFound.home")}
      </Link>
    </main>
  );
}
