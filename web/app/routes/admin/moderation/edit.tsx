import type { Route } from "./+types/edit";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Edit property · Admin · Nilam" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <h1>Edit property</h1>;
}
