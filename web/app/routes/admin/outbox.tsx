import type { Route } from "./+types/outbox";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Mail Outbox · Admin · Nilam" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <h1>Mail Outbox</h1>;
}
