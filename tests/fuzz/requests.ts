// Malformed requests for every write endpoint of the JSON API and every page action, generated from a seed
// (tests/integration/fuzz.test.ts). Each request starts valid and gets one to three mutations. From the
// mutations alone, never from the server's code, the generator knows whether the server must refuse the
// request (4xx) or may accept it without changing anything. A request that would be accepted *and* change data
// gets one more fault, so every request sent is either refused or harmless, and a snapshot of all data taken
// before and after the run must match exactly.
import { BASE_ENCODING, ENCODINGS } from "./encodings.ts";
import { UNSTORABLE_PATH_IDS } from "./fields.ts";
import { type Draft, type FormValue, type FuzzWorld, Random } from "./model.ts";
import { idOf, MUTATIONS, VALID_UPLOAD } from "./mutations.ts";
import { honeypotFilled, TARGETS, type Target, type Verdict } from "./targets.ts";

export type { FuzzWorld, Member } from "./model.ts";
export { TARGETS } from "./targets.ts";

/** One request to send, and what the server may answer. */
export interface FuzzCase {
  id: number;
  target: string;
  /** What was changed from a valid request, e.g. `body:control(firstName)`, `cookie:percent(__session=%)`. */
  mutations: string[];
  method: string;
  /** The request target as sent: never normalised (`..`, raw bytes and bad percent-encodings stay). */
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
  /**
   * "refused": must answer 4xx. "harmless": may be accepted, and changes no data either way. "accepted": a
   * valid request (validRequest), which does its work; never one of the generated requests.
   */
  expect: "refused" | "harmless" | "accepted";
}

/** What the server must do with the draft, from the mutations alone. */
function verdictOf(t: Target, d: Draft): Verdict {
  const sessionCookieSent = d.user !== null || d.cookie?.includes("__session=") === true;
  const encoding = ENCODINGS[t.surface][d.encoding]!.verdict;
  if (d.headerTooLarge || d.pathRefused || t.alwaysRefused) return "refused";
  if (d.originForeign || (d.origin === null && sessionCookieSent)) return "refused";
  if (encoding === "refused" || (t.needsUser && d.user === null)) return "refused";
  if (t.fields) {
    // The Contact form's honeypot is judged before its fields: a filled one is answered as a success.
    if (t.fields.website && encoding === "read" && honeypotFilled(d)) return "harmless";
    if (encoding === "unread") return "refused";
  }
  if (d.bodyFaulty) return "refused";
  // What the path names: another member's listing, a photo the listing does not hold…
  return t.onAccept(d);
}

function baseDraft(t: Target, w: FuzzWorld, r: Random): Draft {
  const valid = Object.entries(t.fields ?? {}).map(([name, rule]): [string, unknown] => [
    name,
    rule.valid(w, r),
  ]);
  // A web form sends a list as one entry per item.
  const asForm = ([name, value]: [string, unknown]) =>
    (Array.isArray(value) ? value : [value]).map((item): [string, FormValue] => [name, String(item)]);
  const ids = t.ids.map((kind, slot) => idOf(kind, t.baseRefs[slot]!, w, r));
  return {
    method: t.method,
    path: t.path(w, ids),
    pathRefused: false,
    refs: [...t.baseRefs],
    ids,
    origin: w.origin,
    originForeign: false,
    cookie: null,
    user: t.baseUser,
    headerTooLarge: false,
    headers: {},
    json: t.surface === "api" && t.fields ? Object.fromEntries(valid) : undefined,
    rawMembers: [],
    form:
      t.surface === "page"
        ? valid.flatMap(asForm)
        : t.surface === "upload"
          ? [["file", { ...VALID_UPLOAD }]]
          : [],
    formRawTail: "",
    bodyFaulty: false,
    encoding: t.surface !== "api" || t.fields ? BASE_ENCODING[t.surface] : "no-body",
    mutations: [],
  };
}

/** Faults that refuse a request, tried in turn from a seeded start until one does. */
const FORCED_FAULTS = ["origin:foreign", "origin:none", "encoding:refused", "cookie:garbage", "body:control"];

function forceRefusal(t: Target, d: Draft, w: FuzzWorld, r: Random): Draft {
  const start = r.int(FORCED_FAULTS.length);
  for (let i = 0; i < FORCED_FAULTS.length; i++) {
    const family = FORCED_FAULTS[(start + i) % FORCED_FAULTS.length]!;
    const tried = structuredClone(d);
    let label: string;
    if (family === "encoding:refused") {
      const refused = Object.entries(ENCODINGS[t.surface]).filter(([, e]) => e.verdict === "refused");
      tried.encoding = r.pick(refused)[0];
      label = tried.encoding;
    } else {
      const mutation = MUTATIONS.find((m) => m.family === family)!;
      if (!mutation.appliesTo(t)) continue;
      label = mutation.apply(tried, t, w, r);
    }
    if (verdictOf(t, tried) === "refused") {
      tried.mutations.push(`forced ${family}${label ? `(${label})` : ""}`);
      return tried;
    }
  }
  throw new Error(`no fault makes ${t.name} refused: ${d.mutations.join(", ")}`);
}

function toCase(id: number, t: Target, d: Draft, w: FuzzWorld, expect: FuzzCase["expect"]): FuzzCase {
  const { type, encoding, body } = ENCODINGS[t.surface][d.encoding]!.encode(d);
  const headers: Record<string, string> = { accept: t.surface === "api" ? "application/json" : "text/html" };
  Object.assign(headers, d.headers);
  if (d.origin !== null) headers.origin = d.origin;
  const cookie = d.user ? w.cookies[d.user] : d.cookie;
  if (cookie !== null) headers.cookie = cookie;
  if (type !== null) headers["content-type"] = type;
  if (encoding) headers["content-encoding"] = encoding;
  if (body !== null && !headers["transfer-encoding"]) headers["content-length"] = String(body.length);
  // A server may answer a large or unreadable request (a broken multipart body too) before reading all of it: a
  // connection of its own keeps the rest from reaching the next request.
  if ((body?.length ?? 0) > 64 * 1024 || d.headerTooLarge || d.pathRefused || t.surface === "upload")
    headers.connection = "close";
  return {
    id,
    target: t.name,
    mutations: d.mutations,
    method: d.method,
    path: d.path,
    headers,
    body,
    expect,
  };
}

/**
 * `perTarget` requests for each target (or the target's own count). The k-th request of a target starts with
 * the target's k-th mutation family (so each family is used), then maybe one or two from other dimensions,
 * chosen by the seeded generator. A target whose path holds ids gets, besides, its valid request with each id in
 * turn one that no document can have (UNSTORABLE_PATH_IDS).
 */
export function generateRequests(world: FuzzWorld, options: { seed: number; perTarget: number }): FuzzCase[] {
  const r = new Random(options.seed);
  const cases: FuzzCase[] = [];
  for (const t of TARGETS) {
    const mutations = MUTATIONS.filter((m) => m.appliesTo(t));
    const count = t.count ?? options.perTarget;
    if (mutations.length > count)
      throw new Error(`${t.name} has ${mutations.length} mutation families: raise its count`);
    for (let k = 0; k < count; k++) {
      let d = baseDraft(t, world, r);
      const chosen = [mutations[k % mutations.length]!];
      for (const probability of [0.6, 0.25]) {
        if (!r.chance(probability)) break;
        // Body mutations may stack; one of each other dimension.
        chosen.push(
          r.pick(
            mutations.filter(
              (m) => m.dimension === "body" || chosen.every((c) => c.dimension !== m.dimension),
            ),
          ),
        );
      }
      for (const m of chosen) {
        const label = m.apply(d, t, world, r);
        d.mutations.push(label ? `${m.family}(${label})` : m.family);
      }
      let verdict = verdictOf(t, d);
      if (verdict === "changes") {
        d = forceRefusal(t, d, world, r);
        verdict = "refused";
      }
      cases.push(toCase(cases.length, t, d, world, verdict));
    }
    // Then, not left to chance, every id no document can have in each id of the path.
    t.ids.forEach((_kind, slot) => {
      for (const id of UNSTORABLE_PATH_IDS) {
        let d = baseDraft(t, world, r);
        d.refs[slot] = "odd";
        d.ids[slot] = id;
        d.path = t.path(world, d.ids);
        d.mutations.push(
          `path:unstorable-id(${t.ids.length > 1 ? `${t.ids[slot]} ` : ""}${id.slice(0, 30)})`,
        );
        let verdict = verdictOf(t, d);
        if (verdict === "changes") {
          d = forceRefusal(t, d, world, r);
          verdict = "refused";
        }
        cases.push(toCase(cases.length, t, d, world, verdict));
      }
    });
  }
  return cases;
}

/**
 * The valid request every generated one of the target starts from, unchanged: the server must accept it (and
 * it does its work). The test sends these after the run, to show that the faults of the run were what the
 * server refused.
 */
export function validRequest(world: FuzzWorld, targetName: string): FuzzCase {
  const t = TARGETS.find((candidate) => candidate.name === targetName);
  if (!t) throw new Error(`no target ${targetName}`);
  const d = baseDraft(t, world, new Random(1));
  if (verdictOf(t, d) === "refused") throw new Error(`${t.name}'s valid request is refused`);
  return toCase(-1, t, d, world, "accepted");
}
