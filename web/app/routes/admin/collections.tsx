import type { Route } from "./+types/collections";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Featured Collections · Admin · Nilam" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <h1>Featured Collections</h1>;
}
