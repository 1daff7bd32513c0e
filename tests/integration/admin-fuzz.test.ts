// A fuzz test of the admin API's writes, as the admin: every field of every body given values its schema must
// refuse (wrong types, blanks, too long, control characters, lone surrogates, bodies past the size limit), bodies
// of the wrong shape, and paths whose ids are unknown, malformed or ones no document can have. Each request must be
// refused with a 4xx, never a 5xx, and none may change any document; an id no document can have is answered as
// one nobody has, and so is every admin read of one. Then each target's valid request is accepted, so no refusal
// above came from a broken base request. (tests/integration/fuzz.test.ts does the same for members' endpoints.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "#server/errors.ts";
import {
  BLANKS,
  HUGE,
  inMiddle,
  LINE_CONTROLS,
  LONE_SURROGATES,
  UNSTORABLE_IDS,
  UNSTORABLE_PATH_IDS,
  WRONG_TYPES,
} from "#tests/fuzz/fields.ts";
import { apiOperations, readsWithIds, unstorableIdProblems } from "#tests/fuzz/reads.ts";
import { sendAll } from "#tests/fuzz/send.ts";
import { type DataSnapshot, diffSnapshots, snapshotDatabase } from "#tests/fuzz/snapshot.ts";
import {
  createUser,
  insertBannerGroup,
  insertCollection,
  insertListingRow,
  insertMessage,
  insertPlan,
  insertRates,
} from "#tests/support/factories/index.ts";
import { insertUploads } from "#tests/support/factories/listing-writes.ts";
import { type ApiTest, apiTest, type TestMember } from "#tests/support/test-server.ts";

/** Control characters a multi-line field still refuses (it allows line breaks and tab). */
const TEXT_CONTROLS = [..."\u0000\u0001\u0008\u000b\u000c\u001b\u007f\u0085\u009f"];

interface Field {
  valid: unknown;
  bad: readonly unknown[];
}

function text(valid: string, max: number, options: { multiline?: boolean; optional?: boolean } = {}): Field {
  const controls = options.multiline ? TEXT_CONTROLS : LINE_CONTROLS;
  return {
    valid,
    bad: [
      // Left out, null and blank all mean "not given" to an optional field: valid, so not fuzzed here.
      ...WRONG_TYPES.filter((value) => !options.optional || value !== null),
      ...(options.optional ? [] : BLANKS),
      "x".repeat(max + 1),
      ...HUGE.map((n) => "x".repeat(n)),
      ...controls.map((c) => inMiddle(valid, c)),
      ...LONE_SURROGATES.map((s) => inMiddle(valid, s)),
    ],
  };
}

function wholeNumber(valid: number, max: number): Field {
  return {
    valid,
    bad: [
      0,
      -1,
      1.5,
      max + 1,
      1e21,
      "1e3",
      "-5",
      "+5",
      "0x10",
      "１２",
      "",
      " ",
      "twelve",
      null,
      true,
      [],
      {},
    ],
  };
}

/** A choice: `others` are values near the valid one that the field must still refuse. */
function choice(valid: string, others: readonly string[] = []): Field {
  return { valid, bad: [...others, "", `${valid}\u0000`, 42, null, [valid], {}] };
}

/** A percentage of the rates form (up to 20%, 2 decimals). */
function percent(valid: string): Field {
  return {
    valid,
    bad: ["7.125", 7.125, "-1", "20.01", "21", 2001, "1e2", "0x10", "７", "seven", "", null, true, [], {}],
  };
}

/** A rupee ceiling of the rates form (whole rupees, any grouping). */
const rupeeCeiling = (valid: string): Field => ({
  valid,
  bad: ["5 lakh", "-1", "1.5", "0", 1e21, "１２", "", null, true, [], {}],
});

/** The rates form, every field valid on `effectiveFrom` (fuzzed: the fields the form reads differently). */
const ratesFields = (effectiveFrom: string): Record<string, Field> => ({
  effectiveFrom: {
    valid: effectiveFrom,
    bad: ["", "2099-02-30", "2099-6-1", "01-06-2099", "2099-06-01T00:00:00Z", 20990601, null, [], {}],
  },
  sourceTitle: text("G.O. of the 2099 budget", 200),
  sourceUrl: {
    valid: "https://tnreginet.gov.in/portal/",
    bad: ["tnreginet", "javascript:alert(1)", "ftp://x.in/a", 42, ["https://x.in"], {}],
  },
  note: text("Fee cut", 500, { optional: true }),
  saleStampDuty: percent("7"),
  saleRegistrationFee: percent("2"),
  slab1UpTo: rupeeCeiling("50,00,000"),
  slab1StampDuty: { valid: "4", bad: ["4.125", "21", "x", true, [], {}] },
  slab1RegistrationFee: { valid: "2", bad: ["", "-2", true] },
  slab2UpTo: { valid: "", bad: ["40,00,000", "50,00,000"] },
  slab2StampDuty: { valid: "7", bad: [""] },
  slab2RegistrationFee: { valid: "2", bad: [""] },
  womenCut: { valid: "1", bad: ["2.5", "", "21", true] },
  womenUpTo: { valid: "10,00,000", bad: ["", "0", "ten lakh"] },
  loanRate: { valid: "8.5", bad: ["0", "20.5", "8.505", "", null] },
  loanShare: wholeNumber(80, 100),
  loanTenure: wholeNumber(20, 30),
  loanSource: text("Banks", 200),
});

/** An id in a body: blank, too long, a path, another type; an id nobody has. */
const idField = (valid: () => string): Field => ({
  get valid() {
    return valid();
  },
  bad: [
    "",
    "../uploads",
    "x".repeat(300),
    "a/b",
    42,
    null,
    ["x"],
    "00000000-0000-4000-8000-000000000000",
    ...UNSTORABLE_IDS,
  ],
});

interface Target {
  name: string;
  method: "POST" | "PUT" | "DELETE";
  /** The path with its valid ids; `ids` lists them for the path fuzz. */
  path: (ids?: readonly string[]) => string;
  ids: () => readonly string[];
  fields: Record<string, Field> | null;
  /** The answer the valid request gets. */
  accepted: number;
  /** Every field is optional: an empty body is a valid request. */
  emptyBodyValid?: true;
}

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** Ids that name nothing, or that are not ids at all: each must be a 4xx, never a 5xx. */
const ODD_IDS = [
  UNKNOWN_ID,
  "unknown",
  "%2e%2e",
  "..%2F..%2Fplans",
  "a%00b",
  "x".repeat(400),
  "%E0%A4",
  "%F0%9F%92%A9",
  "'%20OR%201=1",
  ...UNSTORABLE_PATH_IDS,
];

let api: ApiTest;
let admin: TestMember;
let world: {
  pending: string;
  approved: string;
  plan: string;
  group: string;
  /** The group's first image (replaced) and second (deleted). */
  groupImages: string[];
  collection: string;
  customer: string;
  uploads: string[];
  /** A Contact-page message in the inbox. */
  message: string;
  /** A set of registration rates dated later (never the one in force). */
  rates: string;
};

const TARGETS: readonly Target[] = [
  {
    name: "reject a listing",
    method: "POST",
    path: (ids = [world.approved]) => `/api/v1/admin/listings/${ids[0]}/reject`,
    ids: () => [world.approved],
    fields: {
      reason: text("The photos show another plot.", 500, { multiline: true }),
      expectedStatus: { valid: "approved", bad: ["pending", "APPROVED", "", 42, ["approved"], {}] },
    },
    accepted: 200,
  },
  {
    name: "approve a listing",
    method: "POST",
    path: (ids = [world.pending]) => `/api/v1/admin/listings/${ids[0]}/approve`,
    ids: () => [world.pending],
    fields: { expectedStatus: { valid: "pending", bad: ["approved", "Pending", "", 42, ["pending"], {}] } },
    accepted: 200,
    emptyBodyValid: true,
  },
  {
    name: "add a plan",
    method: "POST",
    path: () => "/api/v1/admin/plans",
    ids: () => [],
    fields: {
      name: text("Gold", 60),
      nameTa: text("தங்கம்", 60, { optional: true }),
      price: wholeNumber(999, 1_000_000),
      duration: wholeNumber(3, 1000),
      timeUnit: choice("month", ["MONTH", "minute", "hour", "decade"]),
    },
    accepted: 201,
  },
  {
    name: "edit a plan",
    method: "PUT",
    path: (ids = [world.plan]) => `/api/v1/admin/plans/${ids[0]}`,
    ids: () => [world.plan],
    fields: {
      name: text("Silver", 60),
      nameTa: text("வெள்ளி", 60, { optional: true }),
      price: wholeNumber(499, 1_000_000),
      duration: wholeNumber(1, 1000),
      timeUnit: choice("year", ["minute", "hour"]),
    },
    accepted: 200,
  },
  {
    name: "add a banner",
    method: "POST",
    path: () => "/api/v1/admin/banners",
    ids: () => [],
    fields: {
      groupId: {
        valid: "rent",
        bad: ["", "../x", "x".repeat(65), 42, null, "no such group", ...UNSTORABLE_IDS],
      },
      uploadId: idField(() => world.uploads[0]!),
      alt: text("Paddy fields near Thanjavur", 160),
      altTa: text("தஞ்சாவூர் அருகே நெல் வயல்கள்", 160, { optional: true }),
    },
    accepted: 201,
  },
  {
    name: "replace a banner image",
    method: "PUT",
    path: (ids = [world.group, world.groupImages[0]!]) => `/api/v1/admin/banners/${ids[0]}/images/${ids[1]}`,
    ids: () => [world.group, world.groupImages[0]!],
    fields: {
      // Optional here (without it only the alt text changes): blank and null are valid, so not fuzzed.
      uploadId: {
        get valid() {
          return world.uploads[1]!;
        },
        bad: [
          "../uploads",
          "x".repeat(300),
          42,
          ["x"],
          "00000000-0000-4000-8000-000000000000",
          ...UNSTORABLE_IDS,
        ],
      },
      alt: text("Coconut grove, Pollachi", 160),
      altTa: text("பொள்ளாச்சி தென்னந்தோப்பு", 160, { optional: true }),
    },
    accepted: 200,
  },
  {
    name: "add a collection",
    method: "POST",
    path: () => "/api/v1/admin/collections",
    ids: () => [],
    fields: {
      title: text("Farm Houses", 60),
      description: text("Farm houses with wells and coconut groves.", 400, { multiline: true }),
      titleTa: text("பண்ணை வீடுகள்", 60, { optional: true }),
      descriptionTa: text("கிணறும் தென்னந்தோப்பும் உள்ள பண்ணை வீடுகள்.", 400, {
        multiline: true,
        optional: true,
      }),
      // Matched without regard to case (as the Sell form's choices): "farm house" is valid.
      propertyName: choice("Farm House", ["Villa", "Farm-House"]),
      uploadId: idField(() => world.uploads[2]!),
    },
    accepted: 201,
  },
  {
    name: "edit a collection",
    method: "PUT",
    path: (ids = [world.collection]) => `/api/v1/admin/collections/${ids[0]}`,
    ids: () => [world.collection],
    fields: {
      title: text("Stores", 60),
      description: text("Shops on busy streets.", 400, { multiline: true }),
      titleTa: text("கடைகள்", 60, { optional: true }),
      descriptionTa: text("பரபரப்பான தெருக்களில் கடைகள்.", 400, { multiline: true, optional: true }),
      propertyName: choice("Store", ["Shop"]),
    },
    accepted: 200,
  },
  {
    name: "move a collection",
    method: "POST",
    path: (ids = [world.collection]) => `/api/v1/admin/collections/${ids[0]}/move`,
    ids: () => [world.collection],
    fields: { direction: choice("up", ["left", "top"]) },
    accepted: 200,
  },
  {
    name: "delete a banner image",
    method: "DELETE",
    path: (ids = [world.group, world.groupImages[1]!]) => `/api/v1/admin/banners/${ids[0]}/images/${ids[1]}`,
    ids: () => [world.group, world.groupImages[1]!],
    fields: null,
    accepted: 200,
  },
  {
    name: "delete a plan",
    method: "DELETE",
    path: (ids = [world.plan]) => `/api/v1/admin/plans/${ids[0]}`,
    ids: () => [world.plan],
    fields: null,
    accepted: 200,
  },
  {
    name: "add registration rates",
    method: "POST",
    path: () => "/api/v1/admin/rates",
    ids: () => [],
    fields: ratesFields("2099-06-01"),
    accepted: 201,
  },
  {
    name: "edit registration rates",
    method: "PUT",
    path: (ids = [world.rates]) => `/api/v1/admin/rates/${ids[0]}`,
    ids: () => [world.rates],
    fields: ratesFields("2099-05-01"),
    accepted: 200,
  },
  {
    name: "delete registration rates",
    method: "DELETE",
    path: (ids = [world.rates]) => `/api/v1/admin/rates/${ids[0]}`,
    ids: () => [world.rates],
    fields: null,
    accepted: 200,
  },
  {
    name: "delete a collection",
    method: "DELETE",
    path: (ids = [world.collection]) => `/api/v1/admin/collections/${ids[0]}`,
    ids: () => [world.collection],
    fields: null,
    accepted: 200,
  },
  // A Contact-page message marked handled (POST; without a body, its one field being optional) and open again
  // (DELETE): the ids of the path are what is fuzzed.
  ...(["POST", "DELETE"] as const).map(
    (method): Target => ({
      name: method === "POST" ? "mark a message handled" : "mark a message not handled",
      method,
      path: (ids = [world.message]) => `/api/v1/admin/contact-messages/${ids[0]}/handled`,
      ids: () => [world.message],
      fields: null,
      accepted: 200,
    }),
  ),
  {
    name: "delete a customer",
    method: "DELETE",
    path: (ids = [world.customer]) => `/api/v1/admin/customers/${ids[0]}`,
    ids: () => [world.customer],
    fields: null,
    accepted: 204,
  },
];

interface Case {
  target: Target;
  what: string;
  path: string;
  /** The raw body; undefined for none. */
  body?: string;
}

function validBody(target: Target): Record<string, unknown> {
  return Object.fromEntries(Object.entries(target.fields ?? {}).map(([name, field]) => [name, field.valid]));
}

function casesOf(target: Target): Case[] {
  const cases: Case[] = [];
  const ids = target.ids();
  // Each id of the path, alone, replaced by one that names nothing or is no id.
  ids.forEach((_, position) => {
    for (const odd of ODD_IDS) {
      const changed = ids.map((id, i) => (i === position ? odd : id));
      const body = target.fields ? JSON.stringify(validBody(target)) : undefined;
      cases.push({ target, what: `id ${position} = ${odd.slice(0, 20)}`, path: target.path(changed), body });
    }
  });
  if (!target.fields) return cases;
  const path = target.path();
  for (const [name, field] of Object.entries(target.fields)) {
    field.bad.forEach((value, index) => {
      const body = JSON.stringify({ ...validBody(target), [name]: value });
      cases.push({ target, what: `${name} #${index}`, path, body });
    });
  }
  const shapes = [
    ...(target.emptyBodyValid ? [] : [""]),
    "{",
    "[]",
    "null",
    '"text"',
    "42",
    JSON.stringify([validBody(target)]),
  ];
  for (const shape of shapes) cases.push({ target, what: `body ${shape || "(empty)"}`, path, body: shape });
  return cases;
}

/** The cases as the admin's browser sends them, their paths verbatim (`%2E` stays, as fetch would not leave it). */
async function send(cases: readonly Case[]): Promise<{ status: number; text: string }[]> {
  const requests = cases.map((c) => {
    const body = c.body === undefined ? null : Buffer.from(c.body);
    const headers: Record<string, string> = { origin: api.server.base, cookie: admin.cookie };
    if (body)
      Object.assign(headers, { "content-type": "application/json", "content-length": `${body.length}` });
    return { method: c.target.method, path: c.path, headers, body };
  });
  // A few at a time: enough to interleave, not so many that the emulator queues them for long.
  const answers = await sendAll(api.server.base, requests, 6);
  return answers.map((answer) => ({ status: answer.status, text: answer.text.slice(0, 300) }));
}

beforeAll(async () => {
  api = await apiTest();
  admin = await api.signIn({ admin: true, label: "fuzz-admin" });
  const owner = await createUser(api.db);
  const [pending, approved, plan, group, collection, customer, uploads, message, rates] = await Promise.all([
    insertListingRow(api.db, { ownerId: owner.uid, status: "pending" }),
    insertListingRow(api.db, { ownerId: owner.uid, status: "approved" }),
    insertPlan(api.db),
    insertBannerGroup(api.db, { id: "rent", imageCount: 3 }),
    insertCollection(api.db),
    createUser(api.db),
    insertUploads(api.db, { ownerId: admin.uid, count: 3 }),
    insertMessage(api.db),
    insertRates(api.db, { effectiveFrom: "2099-05-01" }),
  ]);
  world = {
    pending: pending.id,
    approved: approved.id,
    plan: plan.id,
    group: group.id,
    groupImages: group.images.map((image) => image.id),
    collection: collection.id,
    customer: customer.uid,
    uploads: uploads.map((upload) => upload.id),
    message,
    rates: rates.id,
  };
});

afterAll(async () => {
  await api?.close();
});

describe("the admin API refuses every malformed write and changes nothing", () => {
  let before: DataSnapshot;

  beforeAll(async () => {
    before = await snapshotDatabase(api.db);
  });

  it.each(TARGETS.map((target) => [target.name, target] as const))("%s", async (_name, target) => {
    const cases = casesOf(target);
    expect(cases.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    // A few at a time: enough to interleave, not so many that the emulator queues them for long.
    const answers = await send(cases);
    answers.forEach((answer, i) => {
      if (answer.status < 400 || answer.status >= 500)
        wrong.push(`${cases[i]!.what}: ${answer.status} ${answer.text}`);
    });
    expect(wrong).toEqual([]);
  });

  it("answers an id no document can have in a path as an id nobody has: the same status and message", async () => {
    const answered = ({ status, text }: { status: number; text: string }) => {
      try {
        return `${status} ${(JSON.parse(text) as ApiErrorBody).error.message}`;
      } catch {
        return `${status} ${text}`;
      }
    };
    const differing: string[] = [];
    for (const target of TARGETS) {
      const ids = target.ids();
      const body = target.fields ? JSON.stringify(validBody(target)) : undefined;
      for (const position of ids.keys()) {
        const withId = (id: string): Case => ({
          target,
          what: id.slice(0, 20),
          path: target.path(ids.map((valid, i) => (i === position ? id : valid))),
          body,
        });
        const [unknown, ...answers] = await send([UNKNOWN_ID, ...UNSTORABLE_PATH_IDS].map(withId));
        expect(unknown!.status, target.name).toBe(404);
        answers.forEach((answer, i) => {
          if (answered(answer) !== answered(unknown!))
            differing.push(
              `${target.name}, id ${position} = ${UNSTORABLE_PATH_IDS[i]!.slice(0, 20)}: ${answer.text}`,
            );
        });
      }
    }
    expect(differing).toEqual([]);
  });

  it("no document changed", async () => {
    expect(diffSnapshots(before, await snapshotDatabase(api.db))).toEqual([]);
  });
});

describe("each target's valid request is accepted (the refusals above were for their faults)", () => {
  it.each(TARGETS.map((target) => [target.name, target] as const))("%s", async (_name, target) => {
    const [answer] = await send([
      {
        target,
        what: "valid",
        path: target.path(),
        body: target.fields ? JSON.stringify(validBody(target)) : undefined,
      },
    ]);
    expect(answer!.status, answer!.text).toBe(target.accepted);
  });
});

describe("every admin read of an id no document can have", () => {
  it("is answered as one of an id nobody has", async () => {
    const openApi = (await (await api.call("GET", "/api/v1/openapi.json")).json()) as Parameters<
      typeof apiOperations
    >[0];
    const paths = [
      ...readsWithIds(apiOperations(openApi)),
      // Ids in a query: the audit log's page cursor.
      "/api/v1/admin/audit-log?cursor=:cursor",
      "/admin/audit?cursor=:cursor",
    ];
    expect(paths).toEqual(expect.arrayContaining(["/individualadmin/:id", "/api/v1/admin/listings/:id"]));
    expect(await unstorableIdProblems(api.server.base, paths, { cookie: admin.cookie })).toEqual([]);
  });
});
