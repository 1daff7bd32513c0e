import type { Route } from "./+types/queue";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Properties · Admin · Nilam" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <h1>Properties</h1>;
}
