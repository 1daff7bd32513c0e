export function loader() {
  return new Response("", { headers: { "content-type": "text/plain" } });
}
