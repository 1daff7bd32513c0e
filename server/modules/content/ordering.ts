// The order admins arrange banner groups and featured collections in: pure rules, so that the transaction that
// rewrites positions is simple and these are tested on their own.
import type { MoveDirection } from "#shared/forms/content.ts";

export interface Positioned {
  id: string;
  position: number;
  createdAt: Date;
}

/** Position first, then creation, then id: a total order even when two documents share a position. */
export function byPosition(a: Positioned, b: Positioned): number {
  return a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);
}

export function inOrder<T extends Positioned>(items: readonly T[]): T[] {
  return [...items].sort(byPosition);
}

/**
 * The ids in their new order after moving `id` one place up (earlier) or down (later); the same order when it is
 * already first (up) or last (down); null when `id` is not among them.
 */
export function moveInOrder(ids: readonly string[], id: string, direction: MoveDirection): string[] | null {
  const from = ids.indexOf(id);
  if (from < 0) return null;
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return [...ids];
  const order = [...ids];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}

/**
 * The positions to write so that `order` (every id of `items`) reads back in that order: 0, 1, 2, … Only the
 * documents whose stored position differs are listed.
 */
export function positionChanges(
  items: readonly Positioned[],
  order: readonly string[],
): { id: string; position: number }[] {
  const stored = new Map(items.map((item) => [item.id, item.position]));
  return order.flatMap((id, position) => (stored.get(id) === position ? [] : [{ id, position }]));
}
