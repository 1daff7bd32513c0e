import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { singleLocaleMessages } from "./single-locale-messages.ts";

const MESSAGES = path.resolve("shared/paraglide/messages");
const modules = readdirSync(MESSAGES).filter((name) => name.endsWith(".js") && !name.startsWith("_"));

describe("a one-language build's messages", () => {
  it("replaces the wrapper of every compiled message, so a new compiler's output cannot slip through", () => {
    expect(modules.length).toBeGreaterThan(1000);
    const missed = modules.filter(
      (name) => singleLocaleMessages(readFileSync(path.join(MESSAGES, name), "utf8"), "ta").replaced !== 1,
    );
    expect(missed).toEqual([]);
  });

  it("keeps the chosen language's function, and the base language's where a message has no other", async () => {
    const source = readFileSync(path.join(MESSAGES, "footer_terms.js"), "utf8");
    const tamil = singleLocaleMessages(source, "ta").code;
    expect(tamil).toContain("(ta_footer_terms)");
    expect(tamil).not.toContain("getLocale()");
    expect(singleLocaleMessages(source, "en").code).toContain("(en_footer_terms)");
    // Run as a module: the message answers in the build's language whatever it is asked.
    const url = `data:text/javascript,${encodeURIComponent(tamil.replace(/^import .*$/m, "const experimentalStaticLocale = undefined, getLocale = () => 'en';"))}`;
    const module = (await import(url)) as Record<string, (inputs?: object, options?: object) => string>;
    expect(module["footer.terms"]?.({}, { locale: "en" })).toBe("விதிமுறைகள் மற்றும் நிபந்தனைகள்");
  });
});
