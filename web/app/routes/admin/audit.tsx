import type { Route } from "./+types/audit";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Audit Log · Admin · Nilam" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <h1>Audit Log</h1>;
}
