// Which queries production Firestore would refuse for want of a composite index. The emulator uses no indexes,
// so a missing one shows only in production, as an outage (FAILED_PRECONDITION). This models Firestore's rule:
// - filters: equality (==, in) and array-contains(-any) fields are "equality" columns; other operators are
//   inequalities, and an inequality field not already ordered is ordered after the explicit orderBy
//   (lexicographically, in the direction of the last orderBy), as the SDK and the backend do;
// - an orderBy on a field with an == filter is dropped (it orders nothing); __name__ is implicit at the end;
// - a query is served by indexes whose columns are some equality fields (any order) followed by exactly the
//   query's ordered fields with matching directions; several such indexes merge when together they hold every
//   equality field (so equality-only queries are served by the automatic single-field indexes).
// Single-field indexes are automatic for collection queries (ascending, descending, array-contains) unless
// fieldOverrides replace them; for collection-group queries they exist only when fieldOverrides list them.
import type { Query } from "firebase-admin/firestore";

export type Direction = "ASCENDING" | "DESCENDING";
export type QueryScope = "COLLECTION" | "COLLECTION_GROUP";
export type FilterOp =
  | "=="
  | "in"
  | "array-contains"
  | "array-contains-any"
  | "<"
  | "<="
  | ">"
  | ">="
  | "!="
  | "not-in";

export interface QueryShape {
  /** The last segment of the collection path (`wishlist` for users/{uid}/wishlist). */
  collectionGroup: string;
  queryScope: QueryScope;
  /** The filters, all joined by AND. */
  filters: readonly { fieldPath: string; op: FilterOp }[];
  /** The explicit orderBy clauses, in order. */
  orderBy: readonly { fieldPath: string; direction: Direction }[];
  /** A name for messages (where the query comes from). */
  label?: string;
}

export interface IndexField {
  fieldPath: string;
  order?: Direction;
  arrayConfig?: "CONTAINS";
  vectorConfig?: unknown;
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: QueryScope;
  fields: readonly IndexField[];
  density?: string;
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: readonly { order?: Direction; arrayConfig?: "CONTAINS"; queryScope: QueryScope }[];
  ttl?: boolean;
}

/** The shape of firestore.indexes.json. */
export interface IndexFile {
  indexes: readonly CompositeIndex[];
  fieldOverrides?: readonly FieldOverride[];
}

const NAME = "__name__";
const EQUALITY_OPS: ReadonlySet<FilterOp> = new Set(["==", "in"]);
const CONTAINS_OPS: ReadonlySet<FilterOp> = new Set(["array-contains", "array-contains-any"]);

/** An equality column: a value (`order` either way) or an array membership (`arrayConfig: CONTAINS`). */
interface EqualityColumn {
  fieldPath: string;
  contains: boolean;
}
interface OrderColumn {
  fieldPath: string;
  direction: Direction;
}

/** What an index must hold to serve the query: equality columns (any order), then the ordered columns. */
interface Requirement {
  equalities: EqualityColumn[];
  orders: OrderColumn[];
}

function requirementOf(query: QueryShape): Requirement {
  const equalsFields = new Set(query.filters.filter((f) => f.op === "==").map((f) => f.fieldPath));
  const orders: OrderColumn[] = query.orderBy.map((o) => ({
    fieldPath: o.fieldPath,
    direction: o.direction,
  }));
  const ordered = new Set(orders.map((o) => o.fieldPath));
  const lastDirection = orders.at(-1)?.direction ?? "ASCENDING";
  const inequalityFields = query.filters
    .filter((f) => !EQUALITY_OPS.has(f.op) && !CONTAINS_OPS.has(f.op))
    .map((f) => f.fieldPath)
    .filter((field) => !ordered.has(field));
  for (const fieldPath of [...new Set(inequalityFields)].sort()) {
    orders.push({ fieldPath, direction: lastDirection });
  }
  const effectiveOrders = orders.filter((o) => o.fieldPath !== NAME && !equalsFields.has(o.fieldPath));
  const orderedFields = new Set(effectiveOrders.map((o) => o.fieldPath));

  const equalities = new Map<string, EqualityColumn>();
  for (const filter of query.filters) {
    const contains = CONTAINS_OPS.has(filter.op);
    if (!contains && !EQUALITY_OPS.has(filter.op)) continue;
    if (filter.fieldPath === NAME) continue; // the document name is the key of every index
    // An `in` on an ordered field is served by that ordered column.
    if (!contains && orderedFields.has(filter.fieldPath)) continue;
    equalities.set(`${filter.fieldPath}|${contains}`, { fieldPath: filter.fieldPath, contains });
  }
  return { equalities: [...equalities.values()], orders: effectiveOrders };
}

/** The indexes Firestore keeps for one collection group and scope: composite ones and single-field ones. */
function availableIndexes(
  query: QueryShape,
  file: IndexFile,
  fieldsInQuery: Iterable<string>,
): IndexField[][] {
  const composite = file.indexes
    .filter(
      (index) => index.collectionGroup === query.collectionGroup && index.queryScope === query.queryScope,
    )
    .filter((index) => index.fields.every((field) => field.vectorConfig === undefined))
    .map((index) => [...index.fields]);

  const singleField: IndexField[][] = [];
  for (const fieldPath of new Set(fieldsInQuery)) {
    const override = file.fieldOverrides?.find(
      (o) => o.collectionGroup === query.collectionGroup && o.fieldPath === fieldPath,
    );
    if (override) {
      for (const index of override.indexes) {
        if (index.queryScope !== query.queryScope) continue;
        singleField.push([{ fieldPath, order: index.order, arrayConfig: index.arrayConfig }]);
      }
    } else if (query.queryScope === "COLLECTION") {
      singleField.push(
        [{ fieldPath, order: "ASCENDING" }],
        [{ fieldPath, order: "DESCENDING" }],
        [{ fieldPath, arrayConfig: "CONTAINS" }],
      );
    }
  }
  return [...composite, ...singleField];
}

/**
 * The equality columns this index lends to the query, or null when it cannot serve it: its columns must be
 * equality fields of the query, then exactly the query's ordered columns (and __name__ in the implied direction).
 */
function equalitiesServedBy(index: readonly IndexField[], need: Requirement): EqualityColumn[] | null {
  let columns = [...index];
  const last = columns.at(-1);
  if (last?.fieldPath === NAME) {
    columns = columns.slice(0, -1);
    const impliedNameDirection = need.orders.at(-1)?.direction;
    if (impliedNameDirection && last.order !== impliedNameDirection) return null;
  }
  const prefixLength = columns.length - need.orders.length;
  if (prefixLength < 0) return null;
  const suffix = columns.slice(prefixLength);
  const ordersMatch = need.orders.every(
    (order, i) =>
      suffix[i]?.fieldPath === order.fieldPath &&
      suffix[i]?.order === order.direction &&
      suffix[i]?.arrayConfig === undefined,
  );
  if (!ordersMatch) return null;

  const lent: EqualityColumn[] = [];
  for (const column of columns.slice(0, prefixLength)) {
    const contains = column.arrayConfig === "CONTAINS";
    const wanted = need.equalities.find((e) => e.fieldPath === column.fieldPath && e.contains === contains);
    if (!wanted) return null;
    lent.push(wanted);
  }
  return lent;
}

function isServed(query: QueryShape, file: IndexFile): boolean {
  const need = requirementOf(query);
  if (need.equalities.length === 0 && need.orders.length === 0) return true; // a scan by document name
  const fields = [...need.equalities.map((e) => e.fieldPath), ...need.orders.map((o) => o.fieldPath)];
  const covered = new Set<EqualityColumn>();
  let exactFit = false;
  for (const index of availableIndexes(query, file, fields)) {
    const lent = equalitiesServedBy(index, need);
    if (lent === null) continue;
    if (lent.length === 0) exactFit = true;
    for (const column of lent) covered.add(column);
  }
  if (need.equalities.length === 0) return exactFit;
  return need.equalities.every((column) => covered.has(column));
}

/** The queries that no index in `indexes` (nor an automatic single-field index) serves. */
export function missingIndexes(queries: readonly QueryShape[], indexes: IndexFile): QueryShape[] {
  return queries.filter((query) => !isServed(query, indexes));
}

/** The composite index to add for a query that needs one, for messages. */
export function suggestIndex(query: QueryShape): CompositeIndex {
  const need = requirementOf(query);
  return {
    collectionGroup: query.collectionGroup,
    queryScope: query.queryScope,
    fields: [
      ...need.equalities.map(
        (e): IndexField =>
          e.contains
            ? { fieldPath: e.fieldPath, arrayConfig: "CONTAINS" }
            : { fieldPath: e.fieldPath, order: "ASCENDING" },
      ),
      ...need.orders.map((o): IndexField => ({ fieldPath: o.fieldPath, order: o.direction })),
    ],
  };
}

/** One line naming a query, e.g. `listings: ownerId ==, orderBy createdAt DESCENDING`. */
export function describeQuery(query: QueryShape): string {
  const parts = [
    ...query.filters.map((f) => `${f.fieldPath} ${f.op}`),
    ...query.orderBy.map((o) => `orderBy ${o.fieldPath} ${o.direction}`),
  ];
  const scope = query.queryScope === "COLLECTION_GROUP" ? " (collection group)" : "";
  return `${query.label ? `${query.label}: ` : ""}${query.collectionGroup}${scope}: ${parts.join(", ") || "(all)"}`;
}

// --- Reading a firebase-admin Query ----------------------------------------------------------------------------
// `_queryOptions` is internal to @google-cloud/firestore (build/src/reference/query.js); these interfaces name
// only the parts read here, and every read is checked, so a change in the library fails loudly.

interface InternalFieldPath {
  formattedName: string;
}
interface InternalFieldFilter {
  field: InternalFieldPath;
  op: string;
}
interface InternalCompositeFilter {
  filters: unknown[];
  operator: "AND" | "OR";
}
interface InternalQueryOptions {
  collectionId: string;
  allDescendants: boolean;
  filters: unknown[];
  fieldOrders: { field: InternalFieldPath; direction: Direction }[];
}

const OPERATORS: Readonly<Record<string, FilterOp>> = {
  EQUAL: "==",
  IN: "in",
  ARRAY_CONTAINS: "array-contains",
  ARRAY_CONTAINS_ANY: "array-contains-any",
  LESS_THAN: "<",
  LESS_THAN_OR_EQUAL: "<=",
  GREATER_THAN: ">",
  GREATER_THAN_OR_EQUAL: ">=",
  NOT_EQUAL: "!=",
  NOT_IN: "not-in",
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function fieldPathOf(value: unknown): string {
  if (!isObject(value) || typeof value.formattedName !== "string") {
    throw new Error(
      "queryShapeOf: a filter or order has no field path (has @google-cloud/firestore changed?)",
    );
  }
  return (value as unknown as InternalFieldPath).formattedName;
}

function flattenFilters(filters: readonly unknown[]): QueryShape["filters"][number][] {
  return filters.flatMap((filter) => {
    if (!isObject(filter)) throw new Error("queryShapeOf: unexpected filter");
    if ("operator" in filter) {
      const composite = filter as unknown as InternalCompositeFilter;
      if (composite.operator !== "AND") {
        throw new Error("queryShapeOf: OR queries are not modelled by the index checker");
      }
      return flattenFilters(composite.filters);
    }
    const { field, op } = filter as unknown as InternalFieldFilter;
    const mapped = OPERATORS[op];
    if (!mapped) throw new Error(`queryShapeOf: unknown filter operator ${String(op)}`);
    return [{ fieldPath: fieldPathOf(field), op: mapped }];
  });
}

/** The shape of a firebase-admin query: what the index checker needs to know about it. */
export function queryShapeOf(query: Query, label?: string): QueryShape {
  const options: unknown = (query as unknown as { _queryOptions?: unknown })._queryOptions;
  if (
    !isObject(options) ||
    typeof options.collectionId !== "string" ||
    !Array.isArray(options.filters) ||
    !Array.isArray(options.fieldOrders)
  ) {
    throw new Error("queryShapeOf: not a firebase-admin Query (has @google-cloud/firestore changed?)");
  }
  const internal = options as unknown as InternalQueryOptions;
  return {
    collectionGroup: internal.collectionId,
    queryScope: internal.allDescendants ? "COLLECTION_GROUP" : "COLLECTION",
    filters: flattenFilters(internal.filters),
    orderBy: internal.fieldOrders.map((order) => ({
      fieldPath: fieldPathOf(order.field),
      direction: order.direction,
    })),
    ...(label === undefined ? {} : { label }),
  };
}
