import type { Route } from "./+types/customers";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Customers Details · Admin · Nilam" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <h1>Customers Details</h1>;
}
