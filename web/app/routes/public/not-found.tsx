import { data } from "react-router";
import { HOME_PATH } from "#shared/paths.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: m["notFound.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return (
    <main className="page error-page">
      <p className="error-status">404</p>
      <h1>{m["notFound.title"]()}</h1>
      <p>{m["notFound.body"]()}</p>
      <Link className="button button-primary" to={HOME_PATH}>
        {m["notFound.home"]()}
      </Link>
    </main>
  );
}
