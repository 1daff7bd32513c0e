// The ways a fuzzed request departs from a valid one, by dimension: its Origin, Host and cookie, how its body
// is encoded, the body's fields, its path, and headers that must not matter. Each records in the draft what the
// server must make of it (requests.ts judges the whole).
import { BASE_ENCODING, ENCODINGS } from "./encodings.ts";
import { FIELD_FAMILIES, type FieldFamily } from "./fields.ts";
import { type Draft, type FormValue, type FuzzWorld, isRecord, Random, unsignedJwt } from "./model.ts";
import { API, type Target } from "./targets.ts";

export type Dimension = "origin" | "cookie" | "encoding" | "body" | "path" | "host" | "header";

export interface Mutation {
  family: string;
  dimension: Dimension;
  appliesTo(t: Target): boolean;
  /** Changes the draft; returns a short label of the variant chosen. */
  apply(d: Draft, t: Target, w: FuzzWorld, r: Random): string;
}

const always = () => true;

/** Session cookies the server must take as no session. */
function badSessionCookies(kind: string, w: FuzzWorld): string[] {
  const now = Math.floor(Date.now() / 1000);
  const member = w.cookies.member.slice("__session=".length);
  switch (kind) {
    case "empty":
      return ["__session=", "__session=  "];
    case "percent":
      return ["__session=%", "__session=%zz", "__session=%E0%A4", "__session=abc%", "__session=%C0%80"];
    case "garbage":
      return ["abc", "a.b.c", "null", '"quoted"', "\u00e9\u00ff", "A".repeat(3000)].map(
        (v) => `__session=${v}`,
      );
    case "forged":
      // Unsigned like the emulator's own cookies, each wrong in one claim (production also checks signatures).
      return [
        { aud: "another-project", iss: "https://session.firebase.google.com/another-project" },
        { exp: now - 60, iat: now - 3600, auth_time: now - 3600 },
        { sub: "", user_id: "" },
        { sub: "ghost-uid", user_id: "ghost-uid" },
      ].map((claims) => `__session=${unsignedJwt(claims, w)}`);
    case "truncated":
      return [
        `__session=${member.slice(0, Math.floor(member.length / 2))}`,
        `__session=${member.split(".")[0]}`,
      ];
    default:
      return [];
  }
}

function fieldMutation(family: FieldFamily): Mutation {
  const probe = new Random(1);
  const candidates = (t: Target, w: FuzzWorld, r: Random) =>
    Object.entries(t.fields ?? {}).filter(([, rule]) => rule.bad(family, w, r, t.surface).length > 0);
  return {
    family: `body:${family}`,
    dimension: "body",
    appliesTo: (t) => candidates(t, PROBE_WORLD, probe).length > 0,
    apply(d, t, w, r) {
      const [name, rule] = r.pick(candidates(t, w, r));
      setField(d, name, r.pick(rule.bad(family, w, r, t.surface)));
      d.bodyFaulty = true;
      return name;
    },
  };
}

function setField(d: Draft, name: string, value: unknown): void {
  if (d.json !== undefined) {
    if (isRecord(d.json)) d.json = { ...d.json, [name]: value };
    return;
  }
  const entry: [string, FormValue] = [name, typeof value === "string" ? value : JSON.stringify(value)];
  const at = d.form.findIndex(([key]) => key === name);
  if (at >= 0) d.form[at] = entry;
  else d.form.push(entry);
}

/** Fields a request must carry (the honeypot may be left out). */
const requiredFields = (t: Target) => Object.keys(t.fields ?? {}).filter((name) => name !== "website");

const ODD_IDS = [
  "a".repeat(3000),
  "..",
  "%2e%2e",
  "%2E%2E%2F%2E%2E%2Fusers",
  "%",
  "%zz",
  "%E0%A4",
  "%C0%80",
  "%00",
  "\u00e9",
  "%E0%AE%A8%E0%AE%BF%E0%AE%B2%E0%AE%AE%E0%AF%8D",
  "1'%20OR%20'1'%3D'1",
  "$where",
];

export const MUTATIONS: readonly Mutation[] = [
  // A state change from another site, or with a session cookie and no Origin, is refused (403).
  {
    family: "origin:none",
    dimension: "origin",
    appliesTo: always,
    apply(d, _t, _w, r) {
      d.origin = null;
      if (r.chance(0.5)) d.headers.referer = "https://evil.example/attack.html";
      return "";
    },
  },
  {
    family: "origin:foreign",
    dimension: "origin",
    appliesTo: always,
    apply(d, _t, w, r) {
      const { port } = new URL(w.origin);
      d.origin = r.pick([
        "https://evil.example",
        "null",
        `${w.origin}.evil.example`,
        `${w.origin}/`,
        `http://localhost:${port}`,
        "http://127.0.0.1",
        w.origin.toUpperCase(),
        `${w.origin}, https://evil.example`,
        "http://127.0.0.1:0",
      ]);
      d.originForeign = true;
      return d.origin;
    },
  },
  ...["empty", "percent", "garbage", "forged", "truncated"].map(
    (kind): Mutation => ({
      family: `cookie:${kind}`,
      dimension: "cookie",
      appliesTo: always,
      apply(d, _t, w, r) {
        const bad = r.pick(badSessionCookies(kind, w));
        d.cookie = r.chance(0.3) ? `theme=dark; ${bad}; lang=ta` : bad;
        d.user = null;
        return bad.slice(0, 40);
      },
    }),
  ),
  {
    family: "cookie:none",
    dimension: "cookie",
    appliesTo: always,
    apply(d, _t, _w, r) {
      d.cookie = r.pick([null, "theme=dark; lang=ta", "; ;=; __session; theme"]);
      d.user = null;
      return String(d.cookie);
    },
  },
  {
    family: "cookie:other-member",
    dimension: "cookie",
    appliesTo: always,
    apply(d, t) {
      // Where accepting would end a session, the other member is the throwaway one.
      d.user = t.endsSession ? "throwaway" : "other";
      return d.user;
    },
  },
  {
    family: "cookie:oversized-header",
    dimension: "cookie",
    appliesTo: always,
    apply(d) {
      d.cookie = `__session=${"a".repeat(20_000)}`;
      d.user = null;
      d.headerTooLarge = true;
      return "";
    },
  },
  ...(["api", "page"] as const).flatMap((surface) =>
    Object.keys(ENCODINGS[surface])
      .filter((name) => name !== BASE_ENCODING[surface])
      .map(
        (name): Mutation => ({
          family: `encoding:${name}`,
          dimension: "encoding",
          appliesTo: (t) => t.surface === surface,
          apply(d) {
            d.encoding = name;
            return "";
          },
        }),
      ),
  ),
  ...FIELD_FAMILIES.map(fieldMutation),
  {
    family: "body:missing",
    dimension: "body",
    appliesTo: (t) => requiredFields(t).length > 0,
    apply(d, t, _w, r) {
      const name = r.pick(requiredFields(t));
      if (isRecord(d.json)) {
        const { [name]: _removed, ...rest } = d.json;
        d.json = rest;
      } else d.form = d.form.filter(([key]) => key !== name);
      d.bodyFaulty = true;
      return name;
    },
  },
  {
    family: "body:empty",
    dimension: "body",
    appliesTo: (t) => requiredFields(t).length > 0,
    apply(d) {
      if (d.json !== undefined) d.json = {};
      d.form = [];
      d.rawMembers = [];
      d.bodyFaulty = true;
      return "";
    },
  },
  {
    family: "body:not-object",
    dimension: "body",
    appliesTo: (t) => t.surface === "api" && t.fields !== null,
    apply(d, _t, _w, r) {
      d.json = r.pick<unknown>([[], [d.json], "Meena", 42, null, true]);
      d.rawMembers = [];
      d.bodyFaulty = true;
      return JSON.stringify(d.json).slice(0, 30);
    },
  },
  {
    family: "body:duplicate-key",
    dimension: "body",
    appliesTo: (t) => t.surface === "api" && requiredFields(t).length > 0,
    apply(d, t, w, r) {
      const name = r.pick(requiredFields(t));
      // Of two equal keys, JSON.parse keeps the last: a value of the wrong type.
      const value = r.pick(t.fields![name]!.bad("wrong-type", w, r, t.surface));
      d.rawMembers.push(`"${name}":${JSON.stringify(value)}`);
      d.bodyFaulty = true;
      return name;
    },
  },
  {
    family: "body:deep-nesting",
    dimension: "body",
    appliesTo: (t) => t.surface === "api" && requiredFields(t).length > 0,
    apply(d, t, _w, r) {
      const name = r.pick(requiredFields(t));
      // Up to 45,000 levels: about 90 kB, just under the body limit.
      const depth = r.pick([2000 + r.int(8000), 45_000]);
      d.rawMembers.push(`"${name}":${"[".repeat(depth)}${"]".repeat(depth)}`);
      d.bodyFaulty = true;
      return `${name} ×${depth}`;
    },
  },
  {
    family: "body:duplicate-field",
    dimension: "body",
    appliesTo: (t) => t.surface === "page" && requiredFields(t).length > 0,
    apply(d, t, _w, r) {
      const name = r.pick(requiredFields(t));
      // A page action reads the last entry of a name.
      d.form.push([name, r.pick(["", "\u0000", "x".repeat(5000)])]);
      d.bodyFaulty = true;
      return name;
    },
  },
  {
    family: "body:file-part",
    dimension: "body",
    appliesTo: (t) => t.surface === "page" && requiredFields(t).length > 0,
    apply(d, t, _w, r) {
      const name = r.pick(requiredFields(t));
      // Refused as a file, and as text too (control characters) if another mutation sends it urlencoded.
      d.form = [
        ...d.form.filter(([key]) => key !== name),
        [name, { file: "\u0000\u0001PNG\u001a\u007f<binary>" }],
      ];
      if (d.encoding === BASE_ENCODING.page) d.encoding = "multipart";
      d.bodyFaulty = true;
      return name;
    },
  },
  {
    family: "body:extra-fields",
    dimension: "body",
    appliesTo: always,
    apply(d, t, w) {
      const extra = { admin: true, isAdmin: true, uid: w.uids.other, role: "admin", disabled: false };
      if (t.surface === "page") {
        d.form.push(
          ["admin", "true"],
          ["uid", w.uids.other],
          ["__proto__[admin]", "1"],
          ["__proto__", "x"],
          ["constructor", "x"],
          ["_action", "delete"],
        );
      } else if (d.json === undefined || isRecord(d.json)) {
        d.json = { ...(d.json ?? {}), ...extra };
        d.rawMembers.push('"__proto__":{"admin":true}', '"constructor":{"prototype":{"admin":true}}');
      }
      return "";
    },
  },
  {
    family: "body:honeypot",
    dimension: "body",
    appliesTo: (t) => t.fields?.website !== undefined,
    apply(d, _t, _w, r) {
      setField(d, "website", r.pick(["https://spam.example", "x"]));
      return "";
    },
  },
  {
    family: "body:bad-percent",
    dimension: "body",
    appliesTo: (t) => t.surface === "page",
    apply(d) {
      d.formRawTail = "junk=%zz%E0%A4%&%=&=%";
      return "";
    },
  },
  {
    family: "path:odd-id",
    dimension: "path",
    appliesTo: (t) => t.listingPath,
    apply(d, _t, _w, r) {
      const id = r.pick(ODD_IDS);
      d.path = `${API}/wishlist/${id}`;
      d.pathRefused = true;
      d.pathListing = "none";
      return id.slice(0, 30);
    },
  },
  {
    family: "path:no-route",
    dimension: "path",
    appliesTo: (t) => t.listingPath,
    apply(d, _t, w, r) {
      const id = w.listings.wishlisted;
      d.path = r.pick([
        `${API}/wishlist/`,
        `${API}/wishlist/${id}/x`,
        `${API}/./wishlist/${id}`,
        `${API}/wishlist/${id}%2Fx`,
        // Longer than Node reads in a request line (431).
        `${API}/wishlist/${"a".repeat(20_000)}`,
      ]);
      d.pathRefused = true;
      d.pathListing = "none";
      return d.path.slice(API.length, 60);
    },
  },
  {
    family: "path:unknown-id",
    dimension: "path",
    appliesTo: (t) => t.listingPath,
    apply(d, t, w, r) {
      const ids = [
        r.uuid(),
        w.listings.pending,
        w.listings.wishlisted.toUpperCase(),
        "00000000-0000-0000-0000-000000000000",
      ];
      const id = r.pick(ids);
      d.path = `${API}/wishlist/${id}`;
      // Not a public listing: adding it is refused (400 or 404); removing it changes nothing.
      d.pathRefused = t.method === "PUT";
      d.pathListing = "none";
      return id;
    },
  },
  {
    family: "path:wishlisted-id",
    dimension: "path",
    appliesTo: (t) => t.listingPath,
    apply(d, _t, w) {
      d.path = `${API}/wishlist/${w.listings.wishlisted}`;
      d.pathListing = "wishlisted";
      return "";
    },
  },
  {
    family: "path:page-variant",
    dimension: "path",
    appliesTo: (t) => t.surface === "page",
    apply(d, _t, _w, r) {
      // React Router's data requests (.data) and other spellings of the page; other methods reach the action too.
      const spelling = r.pick([".data", "/", "?", "?x=%zz"]);
      d.path = `${d.path}${spelling}`;
      d.method = r.pick(["POST", "PUT", "PATCH", "DELETE"]);
      return `${d.method} ${spelling}`;
    },
  },
  {
    family: "host:malformed",
    dimension: "host",
    appliesTo: always,
    apply(d, _t, _w, r) {
      // Not a host name (RFC 3986); Node passes each on.
      const host = r.pick(["bad host", "[::1", "a:b:c", "%zz", "127.0.0.1:99999", "exa<mple", "a^b"]);
      d.headers.host = host;
      // The server compares Origin with its own origin as the Host names it: a same-site client under that
      // name sends the matching Origin, and the request goes on past the same-origin check.
      if (d.origin !== null && !d.originForeign) d.origin = `http://${host}`;
      return JSON.stringify(host);
    },
  },
  // Headers that must not matter.
  {
    family: "header:noise",
    dimension: "header",
    appliesTo: always,
    apply(d, _t, _w, r) {
      const [name, value] = r.pick<[string, string]>([
        ["accept", "application/json"],
        ["accept", "text/html"],
        ["accept", "*/*;q=garbage, \u00e9/\u00e9"],
        ["x-forwarded-for", "203.0.113.7, not-an-ip, \u00ff"],
        ["x-request-id", "x".repeat(4096)],
        ["x-http-method-override", "GET"],
        ["user-agent", "\u00ff".repeat(200)],
        ["accept-encoding", "gzip;q=2, br;q=-1, x-fuzz"],
        ["transfer-encoding", "chunked"],
      ]);
      d.headers[name] = value;
      return name;
    },
  },
];

/** A world for checking which mutations apply to a target; no request is built from it. */
const PROBE_WORLD: FuzzWorld = {
  origin: "http://127.0.0.1:1",
  projectId: "probe",
  cookies: { member: "__session=a.b.c", other: "__session=a.b.c", throwaway: "__session=a.b.c" },
  uids: { member: "m", other: "o", throwaway: "t" },
  listings: { wishlisted: "w", approved: "a", pending: "p" },
  formTokens: { valid: "1.a", future: "1.a", expired: "1.a" },
};
