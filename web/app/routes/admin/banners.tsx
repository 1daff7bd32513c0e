import type { Route } from "./+types/banners";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Upload Image · Admin · Nilam" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <h1>Upload Image</h1>;
}
