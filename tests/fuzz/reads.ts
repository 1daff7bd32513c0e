// The routes that read what an id in their path names: every page of web/app/routes.ts and every GET of the API
// (its OpenAPI document) whose path has a parameter. The fuzz tests send each with ids no document can have
// (UNSTORABLE_PATH_IDS): each must be answered as an id nobody has, never with a 5xx.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import pageRoutes from "#web/routes.ts";
import { UNSTORABLE_PATH_IDS } from "./fields.ts";
import { sendAll } from "./send.ts";
import { API } from "./targets.ts";

/** Every page path of web/app/routes.ts, in its own syntax (`/`, `/view-property5/:id`, `/*`). */
export function pagePaths(entries: readonly RouteConfigEntry[] = pageRoutes, parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    if (entry.children) return pagePaths(entry.children, own);
    return withOptionalSegments(entry.index ? own || "/" : own);
  });
}

/** A path with an optional static segment (`/ta?/sell`, a page in both languages) is two paths. */
function withOptionalSegments(path: string): string[] {
  const optional = /\/([\w-]+)\?(?=\/|$)/.exec(path);
  if (!optional) return [path];
  const before = path.slice(0, optional.index);
  const after = path.slice(optional.index + optional[0].length);
  return [
    ...withOptionalSegments(before + after || "/"),
    ...withOptionalSegments(`${before}/${optional[1]}${after}`),
  ];
}

/** The operations of the API's OpenAPI document, as `GET /api/v1/listings/:id`. */
export function apiOperations(document: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map(
      (method) => `${method.toUpperCase()} /api/v1${path.replace(/\{(\w+)\}/g, ":$1")}`,
    ),
  );
}

/** The paths with a parameter that a GET reads: pages, and the API's operations given. */
export function readsWithIds(operations: readonly string[]): string[] {
  const api = operations.flatMap((operation) => (operation.startsWith("GET ") ? [operation.slice(4)] : []));
  return [...pagePaths(), ...api].filter((path) => path.includes("/:"));
}

/** The path with every parameter `id`. */
const withId = (path: string, id: string) => path.replace(/:\w+/g, id);

/**
 * A page path whose id is a dot segment names another page (the URL standard resolves `%2E%2E` as `..`): it is
 * answered as that page, not as an unknown id.
 */
const isDotSegment = (id: string) => /^(\.|%2e){1,2}$/i.test(id);

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/**
 * GETs each path (`:param` for the ids) with an id nobody has, then with each id no document can have; says
 * where an unstorable id is not answered as the unknown one (where the parameters are ids), or with a 5xx.
 */
export async function unstorableIdProblems(
  base: string,
  paths: readonly string[],
  headers: Record<string, string>,
): Promise<string[]> {
  const get = (path: string) => ({
    method: "GET",
    path,
    headers: { accept: "text/html", ...headers },
    body: null,
  });
  const unknown = await sendAll(
    base,
    paths.map((path) => get(withId(path, UNKNOWN_ID))),
  );
  const problems: string[] = [];
  for (const id of UNSTORABLE_PATH_IDS) {
    const answers = await sendAll(
      base,
      paths.map((path) => get(withId(path, id))),
    );
    answers.forEach((answer, i) => {
      const path = paths[i]!;
      const { status } = unknown[i]!;
      // Text that is no id (a search, a listing type) may be refused for itself, as too long.
      const named = path.match(/:\w+/g)!.every((param) => /id$/i.test(param) || param === ":cursor");
      const otherPage = isDotSegment(id) && !path.startsWith(API);
      if (answer.status >= 500 || (named && !otherPage && answer.status !== status))
        problems.push(`${path} with ${id.slice(0, 20)}: ${answer.status}, for an id nobody has ${status}`);
    });
  }
  return problems;
}
