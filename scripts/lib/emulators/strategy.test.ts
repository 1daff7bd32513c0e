import { describe, expect, it } from "vitest";
import { chooseStrategy, type JavaInstall, parseJavaMajorVersion } from "./strategy.ts";

describe("parseJavaMajorVersion", () => {
  it("reads the major version of current and old version strings", () => {
    expect(parseJavaMajorVersion('openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime')).toBe(17);
    expect(parseJavaMajorVersion('openjdk version "25.0.3" 2026-04-21 LTS')).toBe(25);
    expect(parseJavaMajorVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaMajorVersion('openjdk version "22-ea" 2024-03-19')).toBe(22);
    expect(parseJavaMajorVersion('java version "1.8.0_292"')).toBe(8);
  });
  it("is null when there is no version", () => {
    expect(parseJavaMajorVersion("bash: java: command not found")).toBeNull();
  });
});

describe("chooseStrategy", () => {
  const java17: JavaInstall = { bin: "/usr/lib/jvm/java-17/bin/java", major: 17 };
  const java25: JavaInstall = { bin: "/usr/lib/jvm/temurin-25/bin/java", major: 25 };
  const java11: JavaInstall = { bin: "/usr/lib/jvm/java-11/bin/java", major: 11 };
  const jar = "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";

  it("uses firebase-tools with the installed jar when Java ≥ 21 is there", () => {
    expect(chooseStrategy({ javas: [java17, java25], emulatorJar: jar, prefer: "firebase-tools" })).toEqual({
      kind: "firebase-tools",
      java: java25,
      emulatorJar: jar,
    });
  });
  it("starts the jar itself when tests prefer it, on the first Java ≥ 17", () => {
    expect(chooseStrategy({ javas: [java17, java25], emulatorJar: jar, prefer: "jar" })).toEqual({
      kind: "jar",
      java: java17,
      emulatorJar: jar,
    });
  });
  it("starts the jar itself with Java 17 alone", () => {
    expect(chooseStrategy({ javas: [java17], emulatorJar: jar, prefer: "firebase-tools" })).toMatchObject({
      kind: "jar",
      java: java17,
    });
  });
  it("lets firebase-tools download its own emulator when none is installed", () => {
    expect(chooseStrategy({ javas: [java25], emulatorJar: null, prefer: "jar" })).toEqual({
      kind: "firebase-tools",
      java: java25,
      emulatorJar: null,
    });
  });
  it("says what is missing in one line when nothing can run", () => {
    const cases = [
      { javas: [], emulatorJar: jar },
      { javas: [], emulatorJar: null },
      { javas: [java11], emulatorJar: jar },
      { javas: [java17], emulatorJar: null },
    ];
    for (const facts of cases) {
      const plan = chooseStrategy({ ...facts, prefer: "firebase-tools" });
      expect(plan.kind).toBe("unavailable");
      if (plan.kind !== "unavailable") continue;
      expect(plan.problem).not.toContain("\n");
      expect(plan.problem).toMatch(/install/);
    }
    const none = chooseStrategy({ javas: [], emulatorJar: jar, prefer: "jar" });
    expect(none.kind === "unavailable" && none.problem).toMatch(/none was found.*JDK ≥ 17/);
    const old = chooseStrategy({ javas: [java11], emulatorJar: jar, prefer: "jar" });
    expect(old.kind === "unavailable" && old.problem).toMatch(/Java ≥ 17 \(found Java 11\)/);
    const noJar = chooseStrategy({ javas: [java17], emulatorJar: null, prefer: "jar" });
    expect(noJar.kind === "unavailable" && noJar.problem).toMatch(
      /google-cloud-cli-firestore-emulator.*JDK ≥ 21/,
    );
  });
  it("follows NILAM_EMULATORS, and says why when it cannot", () => {
    const facts = { javas: [java17, java25], emulatorJar: jar, prefer: "jar" as const };
    expect(chooseStrategy({ ...facts, override: "firebase-tools" }).kind).toBe("firebase-tools");
    expect(chooseStrategy({ ...facts, prefer: "firebase-tools", override: "jar" }).kind).toBe("jar");
    const noJava21 = chooseStrategy({ ...facts, javas: [java17], override: "firebase-tools" });
    expect(noJava21.kind === "unavailable" && noJava21.problem).toMatch(/needs Java ≥ 21 \(found Java 17\)/);
    const noJar = chooseStrategy({ ...facts, emulatorJar: null, override: "jar" });
    expect(noJar.kind === "unavailable" && noJar.problem).toMatch(
      /needs the installed Firestore emulator jar/,
    );
    const typo = chooseStrategy({ ...facts, override: "docker" });
    expect(typo.kind === "unavailable" && typo.problem).toMatch(/must be "firebase-tools" or "jar"/);
  });
});
