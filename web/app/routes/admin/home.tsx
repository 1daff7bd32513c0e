import { t } from "#web/lib/i18n.ts";
import type { Route } from "./+types/home";

export function meta(): Route.MetaDescriptors {
  return [
    { title: t("admin.metaTitle", { page: t("admin.title") }) },
    { name: "robots", content: "noindex" },
  ];
}

/** The dashboard with no section chosen: the hero (SPEC §2 "Admin dashboard"). */
export default function AdminHome() {
  return (
    <section className="admin-hero">
      <h1>{t("admin.hero.title")}</h1>
      <p>{t("admin.hero.body")}</p>
    </section>
  );
}
