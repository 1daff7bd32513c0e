// The glossary (messages/GLOSSARY.md) is a rule only if something holds the catalogue to it: its table of wrong
// variants is read here, and every Tamil message is searched for them.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import taMessages from "../../../messages/ta.json" with { type: "json" };

const GLOSSARY = new URL("../../../messages/GLOSSARY.md", import.meta.url);
const SECTION = "## Wrong variants, checked";

interface WrongVariants {
  term: string;
  never: Array<string | RegExp>;
  exceptIn: string[];
}

/** The `code` items of a table cell: text, or a regular expression when written between slashes. */
function items(cell: string): Array<string | RegExp> {
  return [...cell.matchAll(/`([^`]+)`/g)].map(([, item]) =>
    item!.length > 2 && item!.startsWith("/") && item!.endsWith("/")
      ? new RegExp(item!.slice(1, -1), "u")
      : item!,
  );
}

/** The rows of the glossary's table of wrong variants. */
function wrongVariants(markdown: string): WrongVariants[] {
  const start = markdown.indexOf(SECTION);
  if (start < 0) throw new Error(`GLOSSARY.md has no "${SECTION}" section`);
  const rows = markdown
    .slice(start + SECTION.length)
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2); // the header and its rule
  return rows.map((row) => {
    const [term = "", , never = "", exceptIn = ""] = row.split("|").slice(1, -1);
    return {
      term: term.trim(),
      never: items(never),
      exceptIn: items(exceptIn).map(String),
    };
  });
}

/** "key: variant (term)" for each wrong variant found in a catalogue's messages (plurals and variants included). */
function findWrongVariants(catalogue: Record<string, unknown>, rules: WrongVariants[]): string[] {
  const found: string[] = [];
  for (const [key, message] of Object.entries(catalogue)) {
    if (key === "$schema") continue;
    const whole = JSON.stringify(message);
    for (const rule of rules) {
      const text = rule.exceptIn.reduce((rest, allowed) => rest.replaceAll(allowed, " "), whole);
      for (const variant of rule.never) {
        const hit = typeof variant === "string" ? text.includes(variant) : variant.test(text);
        if (hit) found.push(`${key}: ${String(variant)} (${rule.term})`);
      }
    }
  }
  return found;
}

const rules = wrongVariants(readFileSync(GLOSSARY, "utf8"));

describe("the glossary's wrong variants", () => {
  it("are read from GLOSSARY.md, the three that users noticed first among them", () => {
    const terms = rules.map((rule) => rule.term);
    expect(terms).toEqual(expect.arrayContaining(["listing", "duplicate", "approval"]));
    for (const rule of rules) expect(rule.never.length, rule.term).toBeGreaterThan(0);
  });

  it("appear nowhere in the Tamil messages", () => {
    expect(findWrongVariants(taMessages, rules)).toEqual([]);
  });

  it("are found where they are, also inside plurals, and not where the glossary allows them", () => {
    const catalogue = {
      title: "உங்கள் பட்டியல் இன்னும் கிடைக்கிறதா?",
      reason: "போலி அல்லது இரட்டிப்பு",
      heading: "{type} சொத்துகள்",
      report: "இந்தப் பட்டியலைப் புகார் செய்க",
      count: [{ match: { "countPlural=one": "1 புதிய பட்டியல்:" } }],
      wishlist: "விருப்பப் பட்டியலில் சேர்",
      city: "பட்டியலிலிருந்து ஒரு நகரத்தைத் தேர்வுசெய்யுங்கள்.",
      allowed: "{type} விளம்பரங்கள்",
    };
    const found = findWrongVariants(catalogue, rules);
    for (const key of ["title", "reason", "heading", "report", "count"])
      expect(
        found.some((line) => line.startsWith(`${key}:`)),
        key,
      ).toBe(true);
    for (const key of ["wishlist", "city", "allowed"])
      expect(
        found.filter((line) => line.startsWith(`${key}:`)),
        key,
      ).toEqual([]);
  });
});
