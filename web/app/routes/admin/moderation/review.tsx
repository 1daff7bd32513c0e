import type { Route } from "./+types/review";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Property · Admin · Nilam" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <h1>Property</h1>;
}
