import { m } from "#web/lib/i18n.ts";
import type { Route } from "./+types/home";

export function meta(): Route.MetaDescriptors {
  return [
    { title: m["admin.metaTitle"]({ page: m["admin.title"]() }) },
    { name: "robots", content: "noindex" },
  ];
}

/** The dashboard with no section chosen: the hero (SPEC §2 "Admin dashboard"). */
export default function AdminHome() {
  return (
    <section className="admin-hero">
      <h1>{m["admin.hero.title"]()}</h1>
      <p>{m["admin.hero.body"]()}</p>
    </section>
  );
}
