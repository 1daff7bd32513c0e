import { FieldPath, Filter, Firestore } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import {
  type CompositeIndex,
  describeQuery,
  type IndexFile,
  missingIndexes,
  type QueryShape,
  queryShapeOf,
  suggestIndex,
} from "./index-coverage.ts";

const ASC = "ASCENDING";
const DESC = "DESCENDING";

function shape(overrides: Partial<QueryShape> = {}): QueryShape {
  return { collectionGroup: "listings", queryScope: "COLLECTION", filters: [], orderBy: [], ...overrides };
}

function index(fields: CompositeIndex["fields"], overrides: Partial<CompositeIndex> = {}): CompositeIndex {
  return { collectionGroup: "listings", queryScope: "COLLECTION", fields, ...overrides };
}

const noIndexes: IndexFile = { indexes: [] };
const served = (query: QueryShape, file: IndexFile = noIndexes) => missingIndexes([query], file).length === 0;

const ownerNewestFirst = shape({
  filters: [{ fieldPath: "ownerId", op: "==" }],
  orderBy: [{ fieldPath: "createdAt", direction: DESC }],
});

describe("missingIndexes: served without a composite index", () => {
  it.each<[string, QueryShape]>([
    ["a whole collection", shape()],
    ["one equality", shape({ filters: [{ fieldPath: "status", op: "==" }] })],
    [
      "several equalities (single-field indexes merge)",
      shape({
        filters: [
          { fieldPath: "status", op: "==" },
          { fieldPath: "city", op: "==" },
        ],
      }),
    ],
    [
      "an equality and an array-contains",
      shape({
        filters: [
          { fieldPath: "status", op: "==" },
          { fieldPath: "tags", op: "array-contains" },
        ],
      }),
    ],
    ["one orderBy, ascending", shape({ orderBy: [{ fieldPath: "position", direction: ASC }] })],
    ["one orderBy, descending", shape({ orderBy: [{ fieldPath: "createdAt", direction: DESC }] })],
    [
      "a range and an orderBy on the same field",
      shape({ filters: [{ fieldPath: "at", op: ">" }], orderBy: [{ fieldPath: "at", direction: ASC }] }),
    ],
    ["a range alone (ordered implicitly)", shape({ filters: [{ fieldPath: "budget", op: "<=" }] })],
    ["a not-equal alone", shape({ filters: [{ fieldPath: "status", op: "!=" }] })],
    [
      "an equality and an orderBy on the same field (the order is dropped)",
      shape({
        filters: [
          { fieldPath: "status", op: "==" },
          { fieldPath: "city", op: "==" },
        ],
        orderBy: [{ fieldPath: "status", direction: DESC }],
      }),
    ],
    [
      "an in and an orderBy on the same field",
      shape({
        filters: [{ fieldPath: "status", op: "in" }],
        orderBy: [{ fieldPath: "status", direction: ASC }],
      }),
    ],
    [
      "an explicit orderBy __name__ after one field",
      shape({
        orderBy: [
          { fieldPath: "createdAt", direction: DESC },
          { fieldPath: "__name__", direction: DESC },
        ],
      }),
    ],
    ["an equality on the document id", shape({ filters: [{ fieldPath: "__name__", op: "==" }] })],
    [
      "a subcollection ordered by one field",
      shape({ collectionGroup: "wishlist", orderBy: [{ fieldPath: "createdAt", direction: DESC }] }),
    ],
  ])("%s", (_name, query) => {
    expect(served(query)).toBe(true);
  });

  it("an equality and an orderBy on another field, with their composite index", () => {
    const file = {
      indexes: [
        index([
          { fieldPath: "ownerId", order: ASC },
          { fieldPath: "createdAt", order: DESC },
        ]),
      ],
    };
    expect(served(ownerNewestFirst, file)).toBe(true);
  });

  it("an equality column may be descending in the index (equality fields have no direction)", () => {
    const file = {
      indexes: [
        index([
          { fieldPath: "ownerId", order: DESC },
          { fieldPath: "createdAt", order: DESC },
        ]),
      ],
    };
    expect(served(ownerNewestFirst, file)).toBe(true);
  });

  it("equality fields in any order, then the range field", () => {
    const query = shape({
      collectionGroup: "subscriptions",
      filters: [
        { fieldPath: "userId", op: "==" },
        { fieldPath: "status", op: "==" },
        { fieldPath: "expiresAt", op: ">" },
      ],
      orderBy: [{ fieldPath: "expiresAt", direction: DESC }],
    });
    const fields = [
      { fieldPath: "status", order: ASC },
      { fieldPath: "userId", order: ASC },
      { fieldPath: "expiresAt", order: DESC },
    ] as const;
    expect(served(query, { indexes: [index(fields, { collectionGroup: "subscriptions" })] })).toBe(true);
  });

  it("two composite indexes with the same ordered suffix merge", () => {
    const query = shape({
      filters: [
        { fieldPath: "status", op: "==" },
        { fieldPath: "city", op: "==" },
      ],
      orderBy: [{ fieldPath: "createdAt", direction: DESC }],
    });
    const file = {
      indexes: [
        index([
          { fieldPath: "status", order: ASC },
          { fieldPath: "createdAt", order: DESC },
        ]),
        index([
          { fieldPath: "city", order: ASC },
          { fieldPath: "createdAt", order: DESC },
        ]),
      ],
    };
    expect(served(query, file)).toBe(true);
  });

  it("an index that names __name__ in the implied direction", () => {
    const file = {
      indexes: [
        index([
          { fieldPath: "ownerId", order: ASC },
          { fieldPath: "createdAt", order: DESC },
          { fieldPath: "__name__", order: DESC },
        ]),
      ],
    };
    expect(served(ownerNewestFirst, file)).toBe(true);
  });

  it("two inequalities, with the index in the implicit (lexicographic) order", () => {
    const query = shape({
      filters: [
        { fieldPath: "budget", op: "<" },
        { fieldPath: "areaSqFt", op: ">" },
      ],
    });
    const file = {
      indexes: [
        index([
          { fieldPath: "areaSqFt", order: ASC },
          { fieldPath: "budget", order: ASC },
        ]),
      ],
    };
    expect(served(query, file)).toBe(true);
  });

  it("an array-contains with an ordered field, with a CONTAINS column", () => {
    const query = shape({
      filters: [{ fieldPath: "tags", op: "array-contains" }],
      orderBy: [{ fieldPath: "createdAt", direction: DESC }],
    });
    const file = {
      indexes: [
        index([
          { fieldPath: "tags", arrayConfig: "CONTAINS" },
          { fieldPath: "createdAt", order: DESC },
        ]),
      ],
    };
    expect(served(query, file)).toBe(true);
  });

  it("a collection-group query whose field override keeps a single-field index for that scope", () => {
    const query = shape({
      collectionGroup: "wishlist",
      queryScope: "COLLECTION_GROUP",
      filters: [{ fieldPath: "listingId", op: "==" }],
    });
    const file: IndexFile = {
      indexes: [],
      fieldOverrides: [
        {
          collectionGroup: "wishlist",
          fieldPath: "listingId",
          indexes: [
            { order: ASC, queryScope: "COLLECTION" },
            { order: ASC, queryScope: "COLLECTION_GROUP" },
          ],
        },
      ],
    };
    expect(served(query, file)).toBe(true);
  });
});

describe("missingIndexes: needs a composite index", () => {
  it.each<[string, QueryShape]>([
    ["an equality and an orderBy on another field", ownerNewestFirst],
    [
      "an equality and a range on another field (implicitly ordered)",
      shape({
        filters: [
          { fieldPath: "status", op: "==" },
          { fieldPath: "budget", op: ">=" },
        ],
      }),
    ],
    [
      "two orderBy fields",
      shape({
        orderBy: [
          { fieldPath: "position", direction: ASC },
          { fieldPath: "createdAt", direction: DESC },
        ],
      }),
    ],
    [
      "two inequalities on different fields",
      shape({
        filters: [
          { fieldPath: "budget", op: "<" },
          { fieldPath: "areaSqFt", op: ">" },
        ],
      }),
    ],
    [
      "a collection-group orderBy (no automatic single-field index for that scope)",
      shape({
        collectionGroup: "wishlist",
        queryScope: "COLLECTION_GROUP",
        orderBy: [{ fieldPath: "createdAt", direction: DESC }],
      }),
    ],
  ])("%s, with no indexes", (_name, query) => {
    expect(served(query)).toBe(false);
  });

  it.each<[string, CompositeIndex]>([
    [
      "the ordered column in the wrong direction",
      index([
        { fieldPath: "ownerId", order: ASC },
        { fieldPath: "createdAt", order: ASC },
      ]),
    ],
    [
      "the columns in the wrong order",
      index([
        { fieldPath: "createdAt", order: DESC },
        { fieldPath: "ownerId", order: ASC },
      ]),
    ],
    [
      "another collection group",
      index(
        [
          { fieldPath: "ownerId", order: ASC },
          { fieldPath: "createdAt", order: DESC },
        ],
        {
          collectionGroup: "paymentOrders",
        },
      ),
    ],
    [
      "the collection-group scope for a collection query",
      index(
        [
          { fieldPath: "ownerId", order: ASC },
          { fieldPath: "createdAt", order: DESC },
        ],
        {
          queryScope: "COLLECTION_GROUP",
        },
      ),
    ],
    [
      "an extra column",
      index([
        { fieldPath: "ownerId", order: ASC },
        { fieldPath: "createdAt", order: DESC },
        { fieldPath: "code", order: ASC },
      ]),
    ],
    [
      "an extra equality column the query does not filter on",
      index([
        { fieldPath: "status", order: ASC },
        { fieldPath: "ownerId", order: ASC },
        { fieldPath: "createdAt", order: DESC },
      ]),
    ],
    [
      "__name__ against the implied direction",
      index([
        { fieldPath: "ownerId", order: ASC },
        { fieldPath: "createdAt", order: DESC },
        { fieldPath: "__name__", order: ASC },
      ]),
    ],
    [
      "a CONTAINS column where the query has an equality",
      index([
        { fieldPath: "ownerId", arrayConfig: "CONTAINS" },
        { fieldPath: "createdAt", order: DESC },
      ]),
    ],
  ])("an index with %s does not serve it", (_name, wrong) => {
    expect(served(ownerNewestFirst, { indexes: [wrong] })).toBe(false);
  });

  it("merging fails when the indexes together miss an equality field", () => {
    const query = shape({
      filters: [
        { fieldPath: "status", op: "==" },
        { fieldPath: "city", op: "==" },
      ],
      orderBy: [{ fieldPath: "createdAt", direction: DESC }],
    });
    const file = {
      indexes: [
        index([
          { fieldPath: "status", order: ASC },
          { fieldPath: "createdAt", order: DESC },
        ]),
      ],
    };
    expect(served(query, file)).toBe(false);
  });

  it("two inequalities with the index against the implicit order", () => {
    const query = shape({
      filters: [
        { fieldPath: "budget", op: "<" },
        { fieldPath: "areaSqFt", op: ">" },
      ],
    });
    const file = {
      indexes: [
        index([
          { fieldPath: "budget", order: ASC },
          { fieldPath: "areaSqFt", order: ASC },
        ]),
      ],
    };
    expect(served(query, file)).toBe(false);
  });

  it("a field override that drops a field's single-field indexes", () => {
    const query = shape({ filters: [{ fieldPath: "media", op: "==" }] });
    const file: IndexFile = {
      indexes: [],
      fieldOverrides: [{ collectionGroup: "listings", fieldPath: "media", indexes: [] }],
    };
    expect(served(query, file)).toBe(false);
  });

  it("returns exactly the queries left unserved, and suggests the index each needs", () => {
    const fine = shape({ filters: [{ fieldPath: "status", op: "==" }] });
    const missing = missingIndexes([fine, ownerNewestFirst], noIndexes);
    expect(missing).toEqual([ownerNewestFirst]);
    const suggestion = suggestIndex(ownerNewestFirst);
    expect(suggestion.fields).toEqual([
      { fieldPath: "ownerId", order: ASC },
      { fieldPath: "createdAt", order: DESC },
    ]);
    expect(served(ownerNewestFirst, { indexes: [suggestion] })).toBe(true);
  });
});

describe("queryShapeOf reads a firebase-admin Query", () => {
  // Building a query opens no connection.
  const db = new Firestore({ projectId: "demo-nilam-index-shapes" });
  afterAll(() => db.terminate());

  it("reads filters and orders of a collection query", () => {
    const query = db
      .collection("subscriptions")
      .where("userId", "==", "u1")
      .where("status", "==", "active")
      .where("expiresAt", ">", new Date())
      .orderBy("expiresAt", "desc")
      .limit(1);
    expect(queryShapeOf(query, "active plan")).toEqual({
      collectionGroup: "subscriptions",
      queryScope: "COLLECTION",
      filters: [
        { fieldPath: "userId", op: "==" },
        { fieldPath: "status", op: "==" },
        { fieldPath: "expiresAt", op: ">" },
      ],
      orderBy: [{ fieldPath: "expiresAt", direction: DESC }],
      label: "active plan",
    });
  });

  it("names a subcollection by its last segment", () => {
    const shapeOf = queryShapeOf(db.collection("users/u1/wishlist").orderBy("createdAt", "desc"));
    expect(shapeOf.collectionGroup).toBe("wishlist");
    expect(shapeOf.queryScope).toBe("COLLECTION");
  });

  it("tells a collection-group query apart", () => {
    expect(queryShapeOf(db.collectionGroup("parts")).queryScope).toBe("COLLECTION_GROUP");
  });

  it("flattens AND filters, and reads null checks, in, array-contains and the document id", () => {
    const query = db
      .collection("listings")
      .where(
        Filter.and(
          Filter.where("status", "in", ["approved", "pending"]),
          Filter.where("approvedAt", "==", null),
        ),
      )
      .where("tags", "array-contains", "well")
      .where(FieldPath.documentId(), ">", "a")
      .orderBy("budget");
    expect(queryShapeOf(query)).toEqual({
      collectionGroup: "listings",
      queryScope: "COLLECTION",
      filters: [
        { fieldPath: "status", op: "in" },
        { fieldPath: "approvedAt", op: "==" },
        { fieldPath: "tags", op: "array-contains" },
        { fieldPath: "__name__", op: ">" },
      ],
      orderBy: [{ fieldPath: "budget", direction: ASC }],
    });
  });

  it("refuses OR queries, which the checker does not model", () => {
    const query = db
      .collection("listings")
      .where(Filter.or(Filter.where("status", "==", "approved"), Filter.where("ownerId", "==", "u1")));
    expect(() => queryShapeOf(query)).toThrow(/OR queries/);
  });

  it("feeds the checker: a real query that needs its index", () => {
    const query = db.collection("listings").where("ownerId", "==", "u1").orderBy("createdAt", "desc");
    const [missing] = missingIndexes([queryShapeOf(query, "own listings")], noIndexes);
    expect(missing && describeQuery(missing)).toBe(
      "own listings: listings: ownerId ==, orderBy createdAt DESCENDING",
    );
  });
});
