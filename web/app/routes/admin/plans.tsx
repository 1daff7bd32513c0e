import type { Route } from "./+types/plans";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Premium Plans · Admin · Nilam" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <h1>Premium Plans</h1>;
}
