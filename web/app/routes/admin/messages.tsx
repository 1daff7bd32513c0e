import type { Route } from "./+types/messages";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Messages · Admin · Nilam" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <h1>Messages</h1>;
}
