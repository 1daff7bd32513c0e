// The ways a fuzzed request departs from a valid one, by dimension: its Origin, Host and cookie, how its body
// is encoded, the body's fields (or the upload form's parts), its path and the ids in it, and headers that must
// not matter. Each records in the draft what the server must make of it (requests.ts judges the whole).
import { BASE_ENCODING, ENCODINGS } from "./encodings.ts";
import { FIELD_FAMILIES, type FieldFamily, UNSTORABLE_PATH_IDS } from "./fields.ts";
import {
  type Draft,
  type FilePart,
  type FormValue,
  type FuzzWorld,
  type IdKind,
  type IdRef,
  isRecord,
  PHOTO,
  Random,
  unsignedJwt,
} from "./model.ts";
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
  const text = (item: unknown) => (typeof item === "string" ? item : JSON.stringify(item));
  // A list goes into a web form as one entry per item, as a page sends a field that holds several.
  const entries = (Array.isArray(value) ? value : [value]).map((item): [string, FormValue] => [
    name,
    text(item),
  ]);
  const at = d.form.findIndex(([key]) => key === name);
  const others = d.form.filter(([key]) => key !== name);
  d.form = at >= 0 ? [...others.slice(0, at), ...entries, ...others.slice(at)] : [...others, ...entries];
}

/** Fields a request must carry (the honeypot and optional fields may be left out). */
const requiredFields = (t: Target) =>
  Object.entries(t.fields ?? {})
    .filter(([name, rule]) => name !== "website" && !rule.optional)
    .map(([name]) => name);

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
  "x%2Fy",
  ...UNSTORABLE_PATH_IDS,
];

/** What a path's id may name besides an id nobody has and no id at all (see IdRef). */
const REFS: Record<IdKind, readonly IdRef[]> = {
  listing: ["own", "approved", "wishlisted", "pending"],
  media: ["own", "foreign"],
  upload: ["own", "foreign"],
  order: ["own", "foreign"],
  savedSearch: ["own", "foreign"],
};

/** An id of this kind that names what `ref` says. */
export function idOf(kind: IdKind, ref: IdRef, w: FuzzWorld, r: Random): string {
  if (ref === "odd") return r.pick(ODD_IDS);
  if (ref === "unknown") {
    const known = {
      listing: r.pick([w.listings.wishlisted, w.listings.own]),
      media: w.media.own[0]!,
      upload: w.uploads.own,
      order: w.orders.own,
      savedSearch: w.savedSearches.own,
    }[kind];
    // Ids are case-sensitive: a known one in capitals names nothing.
    return r.pick([r.uuid(), "00000000-0000-0000-0000-000000000000", known.toUpperCase()]);
  }
  switch (kind) {
    case "listing":
      return w.listings[ref as "own" | "approved" | "wishlisted" | "pending"];
    case "media":
      return ref === "own" ? r.pick(w.media.own) : w.media.foreign;
    case "upload":
      return ref === "own" ? w.uploads.own : w.uploads.foreign;
    case "order":
      return ref === "own" ? w.orders.own : w.orders.foreign;
    case "savedSearch":
      return ref === "own" ? w.savedSearches.own : w.savedSearches.foreign;
  }
}

/** Puts an id naming `ref` into one of the path's id slots (chosen at random); returns a label. */
function setPathId(
  d: Draft,
  t: Target,
  w: FuzzWorld,
  r: Random,
  refs: (kind: IdKind, now: IdRef) => IdRef[],
) {
  const slot = r.int(t.ids.length);
  const kind = t.ids[slot]!;
  const ref = r.pick(refs(kind, d.refs[slot]!));
  d.refs[slot] = ref;
  d.ids[slot] = idOf(kind, ref, w, r);
  d.path = t.path(w, d.ids);
  const label = `${ref} ${d.ids[slot]!.slice(0, 30)}`;
  return t.ids.length > 1 ? `${kind} ${label}` : label;
}

export const VALID_UPLOAD: FilePart = { file: PHOTO, filename: "plot.png", type: "image/png" };

/** Files the server must refuse as neither a photo nor an MP4 video (415), whatever their names say. */
const NOT_MEDIA: readonly [string, Buffer][] = [
  ["text", Buffer.from("Survey No. 56/7, Salem")],
  ["html", Buffer.from("<!doctype html><script>alert(1)</script>")],
  ["svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"/>')],
  ["pdf", Buffer.from("%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n")],
  ["gif", Buffer.from("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;", "latin1")],
  ["zip", Buffer.from("PK\u0003\u0004\u0014\u0000\u0000\u0000\u0008\u0000", "latin1")],
  ["empty", Buffer.alloc(0)],
];

/** Files that start like a photo or a video and are not one: refused once their header is read (415). */
const BROKEN_MEDIA: readonly [string, Buffer][] = [
  ["png cut in its header", PHOTO.subarray(0, 60)],
  ["png cut in its pixels", PHOTO.subarray(0, 80)],
  ["png signature only", Buffer.concat([PHOTO.subarray(0, 8), Buffer.from("garbage garbage garbage")])],
  ["jpeg start only", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3])],
  [
    "mp4 header only",
    Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypmp42\u0000\u0000\u0000\u0000mp42isom"),
      Buffer.from("garbage"),
    ]),
  ],
];

const NAMES = [
  "photo.jpg",
  "plot.png",
  "video.mp4",
  "../../etc/passwd.jpg",
  "C:\\Users\\x\\plot.png",
  "plot\u0000.png",
  "plot\u202egnp.exe",
  `${"x".repeat(300)}.jpg`,
  "சொத்து.jpg",
  'a"b.jpg',
  "a\r\nContent-Type: image/png\r\n.jpg",
  "",
];

/** A malformed upload form: each is refused (400 or 415), and no photo is processed. */
function uploadMutation(family: string, apply: (d: Draft, w: FuzzWorld, r: Random) => string): Mutation {
  return {
    family: `upload:${family}`,
    dimension: "body",
    appliesTo: (t) => t.surface === "upload",
    apply(d, _t, w, r) {
      const label = apply(d, w, r);
      d.bodyFaulty = true;
      return label;
    },
  };
}

const isFile = (entry: [string, FormValue]): entry is [string, FilePart] => typeof entry[1] !== "string";

/**
 * Changes every file part of the draft (a valid one is added if a mutation took them all away). Every part, so
 * that mutations stack: a second file left valid would be an upload.
 */
function changeFiles(d: Draft, change: (name: string, part: FilePart) => [string, FilePart]): void {
  if (!d.form.some(isFile)) d.form.push(["file", { ...VALID_UPLOAD }]);
  d.form = d.form.map((entry) => (isFile(entry) ? change(...entry) : entry));
}

// Each of these is refused however they stack, with each other and with the encodings: a form with no file, or
// with more than one, or whose every file is misnamed or not media, or whose text fields break the upload form's limits.
const UPLOAD_MUTATIONS: readonly Mutation[] = [
  uploadMutation("no-file", (d, _w, r) => {
    const [label, form] = r.pick<[string, [string, FormValue][]]>([
      ["no parts", []],
      ["a text field", [["note", "plot.png"]]],
      ["file as text", [["file", "plot.png"]]],
    ]);
    d.form = form;
    return label;
  }),
  uploadMutation("two-files", (d) => {
    // Two valid files in place of what was there: neither a later mutation nor an earlier one leaves just one.
    d.form = [
      ...d.form.filter((entry) => !isFile(entry)),
      ["file", { ...VALID_UPLOAD }],
      ["file", { ...VALID_UPLOAD, filename: "second.png" }],
    ];
    return "";
  }),
  uploadMutation("other-field", (d, _w, r) => {
    const name = r.pick(["photo", "files", "File", "file[]", "file ", "upload", ""]);
    changeFiles(d, (_name, part) => [name, part]);
    return JSON.stringify(name);
  }),
  uploadMutation("not-media", (d, _w, r) => {
    const [kind, bytes] = r.pick(NOT_MEDIA);
    const filename = r.pick(NAMES);
    const type = r.pick(["image/jpeg", "image/png", "video/mp4"]);
    changeFiles(d, (name) => [name, { file: bytes, filename, type }]);
    return `${kind} as ${JSON.stringify(filename).slice(0, 30)}`;
  }),
  uploadMutation("broken-media", (d, _w, r) => {
    const [kind, bytes] = r.pick(BROKEN_MEDIA);
    changeFiles(d, (name, part) => [name, { ...part, file: bytes }]);
    return kind;
  }),
  uploadMutation("too-many-fields", (d) => {
    for (let i = 0; i < 5; i++) d.form.unshift([`note${i}`, "x"]);
    return "";
  }),
  uploadMutation("long-field", (d, _w, r) => {
    d.form.unshift(["note", "x".repeat(r.pick([1025, 5000, 60_000]))]);
    return "";
  }),
  uploadMutation("bad-disposition", (d, _w, r) => {
    const disposition = r.pick([
      'attachment; name="file"; filename="plot.png"',
      'form-data; filename="plot.png"',
      'form-data; name=""; filename="plot.png"',
      "form-data",
      "",
    ]);
    changeFiles(d, (name, part) => [name, { ...part, disposition }]);
    return JSON.stringify(disposition);
  }),
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
  // The browser's own word that another site sent it (same-site is another port or subdomain of our host): refused
  // whatever the Origin says, our own or the null one a page's native form may carry.
  {
    family: "origin:fetch-site",
    dimension: "origin",
    appliesTo: always,
    apply(d, _t, _w, r) {
      const site = r.pick(["cross-site", "same-site"]);
      d.headers["sec-fetch-site"] = site;
      if (r.chance(0.5)) d.origin = "null";
      d.originForeign = true;
      return `${site}${d.origin === "null" ? ", Origin null" : ""}`;
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
  ...(["api", "page", "upload"] as const).flatMap((surface) =>
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
      const entry: [string, FormValue] = [name, r.pick(["", "\u0000", "x".repeat(5000)])];
      // Where the page action reads it: the first entry of a name, or the last.
      if (t.formReads === "first") d.form.unshift(entry);
      else d.form.push(entry);
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
      } else if (t.surface === "upload") {
        // Within the upload API's four text fields.
        d.form.push(["admin", "true"], ["ownerId", w.uids.other], ["__proto__", "x"]);
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
  // The ids in a path: none at all, one nobody has, another record than the valid request's, or no route.
  {
    family: "path:odd-id",
    dimension: "path",
    appliesTo: (t) => t.ids.length > 0,
    apply: (d, t, w, r) => setPathId(d, t, w, r, () => ["odd"]),
  },
  {
    family: "path:unknown-id",
    dimension: "path",
    appliesTo: (t) => t.ids.length > 0,
    apply: (d, t, w, r) => setPathId(d, t, w, r, () => ["unknown"]),
  },
  {
    family: "path:another-id",
    dimension: "path",
    appliesTo: (t) => t.ids.length > 0,
    apply: (d, t, w, r) => setPathId(d, t, w, r, (kind, now) => REFS[kind].filter((ref) => ref !== now)),
  },
  {
    family: "path:no-route",
    dimension: "path",
    appliesTo: (t) => t.ids.length > 0,
    apply(d, t, w, r) {
      const slot = r.int(t.ids.length);
      const withId = (id: string) => t.path(w, d.ids.with(slot, id));
      const path = t.path(w, d.ids);
      d.path = r.pick([
        withId(""),
        `${path}/x`,
        // A dot segment: the API's router does not resolve it (a page's URL does, so not there).
        ...(t.surface === "page" ? [] : [path.replace(`${API}/`, `${API}/./`)]),
        // Longer than Node reads in a request line (431).
        withId("a".repeat(20_000)),
      ]);
      d.pathRefused = true;
      return d.path.slice(0, 60);
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
  ...UPLOAD_MUTATIONS,
  {
    family: "host:malformed",
    dimension: "host",
    appliesTo: always,
    apply(d, _t, _w, r) {
      // Not a host and port (RFC 3986): Node passes each on. With user info, or a path, a URL made from it parses
      // and yet names no host alone (a Fetch API Request refuses one with user info).
      const host = r.pick([
        "bad host",
        "[::1",
        "a:b:c",
        "%zz",
        "127.0.0.1:99999",
        "exa<mple",
        "a^b",
        "a@b",
        "user:secret@127.0.0.1",
        "127.0.0.1/x",
      ]);
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
  listings: { wishlisted: "w", approved: "a", pending: "p", own: "o" },
  media: { own: ["m"], foreign: "f" },
  uploads: { own: "u", foreign: "v" },
  orders: { own: "r", foreign: "s" },
  savedSearches: { own: "q", foreign: "t" },
  formTokens: { valid: "1.a", future: "1.a", expired: "1.a" },
};
