import { data } from "react-router";
import { ContactPage } from "#web/components/info/ContactPage.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import infoStyles from "#web/styles/info.css?url";
import type { Route } from "./+types/contact";
import { newFormToken, sendContactForm } from "./contact.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: infoStyles }];

export function meta(): Route.MetaDescriptors {
  return [
    { title: m["contact.metaTitle"]() },
    { name: "description", content: m["contact.metaDescription"]() },
  ];
}

export function loader() {
  return { formToken: newFormToken() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, user, requestId, clientAddress } = context.get(appContext);
  const answer = await sendContactForm(db, {
    request,
    userId: user?.id ?? null,
    requestId,
    ip: clientAddress,
  });
  return data(answer, { status: answer.ok ? 200 : answer.status });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage formToken={loaderData.formToken} answer={actionData} />;
}
