// The modules under server/modules form layers: no two import each other, and no longer ring closes either, so
// they can be read from the lowest layer up (README, "Module order"). Read from the import statements of the
// production files (tests may reach across, as they test several modules together).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MODULES = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(MODULES, "../..");

/** `import … from "x"`, `export … from "x"`, `import "x"` and `import("x")`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The module a file path lies in (its first folder under server/modules), or null outside them. */
function moduleOf(path: string): string | null {
  const inside = relative(MODULES, path);
  if (inside.startsWith("..") || !inside.includes(sep)) return null;
  return inside.split(sep)[0]!;
}

function importedPath(file: string, specifier: string): string | null {
  if (specifier.startsWith("#server/")) return join(ROOT, "server", specifier.slice("#server/".length));
  if (specifier.startsWith(".")) return resolve(dirname(file), specifier);
  return null;
}

/** Every module → module edge, each with the first file that makes it. */
function moduleEdges(): Map<string, string> {
  const edges = new Map<string, string>();
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const target = importedPath(file, specifier!);
      const to = target ? moduleOf(target) : null;
      const edge = `${from} -> ${to}`;
      if (to && to !== from && !edges.has(edge)) edges.set(edge, relative(ROOT, file));
    }
  }
  return edges;
}

/** The modules from the lowest layer up (each after every module it imports); what is left sits in a ring. */
function layers(edges: Iterable<string>): { order: string[]; left: string[] } {
  const needs = new Map<string, Set<string>>();
  for (const name of readdirSync(MODULES, { withFileTypes: true }))
    if (name.isDirectory()) needs.set(name.name, new Set());
  for (const edge of edges) {
    const [from, to] = edge.split(" -> ") as [string, string];
    needs.get(from)!.add(to);
  }
  const order: string[] = [];
  while (needs.size > 0) {
    const ready = [...needs].filter(([, on]) => [...on].every((name) => !needs.has(name))).map(([n]) => n);
    if (ready.length === 0) break;
    for (const name of ready.sort()) {
      order.push(name);
      needs.delete(name);
    }
  }
  return { order, left: [...needs.keys()] };
}

describe("the module graph of server/modules", () => {
  const edges = moduleEdges();
  const picture = () => [...edges].map(([edge, file]) => `  ${edge}   (${file})`).join("\n");

  it("has no pair of modules importing each other", () => {
    const pairs = [...edges.keys()]
      .map((edge) => edge.split(" -> ") as [string, string])
      .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`))
      .map(([a, b]) => `${a} <-> ${b}`);
    expect(pairs, `modules importing each other: ${pairs.join(", ")}\nthe edges:\n${picture()}`).toEqual([]);
  });

  it("has no longer ring either: every module sits in a layer above the ones it imports", () => {
    const { order, left } = layers(edges.keys());
    expect(
      left,
      `in a ring: ${left.join(", ")} (order so far: ${order.join(", ")})\nthe edges:\n${picture()}`,
    ).toEqual([]);
  });
});
