// Which way this machine can run the emulators (the strategies are described in ../emulators.ts): a pure choice
// from the Java installs and the emulator jar that machine.ts found.

export interface JavaInstall {
  /** The java executable, symlinks resolved. */
  bin: string;
  major: number;
}

export type EmulatorPlan =
  /** `emulatorJar: null`: firebase-tools downloads its own emulator. */
  | { kind: "firebase-tools"; java: JavaInstall; emulatorJar: string | null }
  | { kind: "jar"; java: JavaInstall; emulatorJar: string };

export type StrategyName = EmulatorPlan["kind"];

/** No emulator can run here; the message is one line that says what is missing and how to fix it. */
export class EmulatorsUnavailable extends Error {
  override name = "EmulatorsUnavailable";
}

/** The major version in `java -version` output: `"17.0.15"` → 17, `"1.8.0_292"` → 8, `"25"` → 25. */
export function parseJavaMajorVersion(output: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?[^"]*"/.exec(output);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

const INSTALL_JDK = "install a JDK ≥ 17 (Debian: sudo apt-get install default-jre-headless)";
const INSTALL_EMULATOR =
  "the google-cloud-cli-firestore-emulator package (Google's apt repository), which runs on Java 17";

/**
 * Which way to run the emulators, given the Java installs found (in order of preference) and the installed
 * emulator jar. `prefer: "jar"` is for tests (faster start); `override` is NILAM_EMULATORS.
 */
export function chooseStrategy(facts: {
  javas: JavaInstall[];
  emulatorJar: string | null;
  prefer: StrategyName;
  override?: string;
}): EmulatorPlan | { kind: "unavailable"; problem: string } {
  const { javas, emulatorJar } = facts;
  const java21 = javas.find((j) => j.major >= 21);
  const java17 = javas.find((j) => j.major >= 17);
  const viaFirebaseTools = java21 && { kind: "firebase-tools" as const, java: java21, emulatorJar };
  const viaJar = java17 && emulatorJar && { kind: "jar" as const, java: java17, emulatorJar };
  const override = facts.override?.trim();

  if (override === "jar") {
    if (viaJar) return viaJar;
    return {
      kind: "unavailable",
      problem: emulatorJar
        ? `NILAM_EMULATORS=jar needs Java ≥ 17 (${describeJavas(javas)}): ${INSTALL_JDK}`
        : `NILAM_EMULATORS=jar needs the installed Firestore emulator jar: install ${INSTALL_EMULATOR}`,
    };
  }
  if (override === "firebase-tools") {
    if (viaFirebaseTools) return viaFirebaseTools;
    return {
      kind: "unavailable",
      problem: `NILAM_EMULATORS=firebase-tools needs Java ≥ 21 (${describeJavas(javas)}): install a JDK ≥ 21 or unset NILAM_EMULATORS`,
    };
  }
  if (override) {
    return {
      kind: "unavailable",
      problem: `NILAM_EMULATORS must be "firebase-tools" or "jar", not "${override}"`,
    };
  }

  if (facts.prefer === "jar" && viaJar) return viaJar;
  if (viaFirebaseTools) return viaFirebaseTools;
  if (viaJar) return viaJar;
  if (javas.length === 0) {
    return {
      kind: "unavailable",
      problem: `The Firestore emulator needs Java and none was found: ${INSTALL_JDK}, and ${INSTALL_EMULATOR}`,
    };
  }
  if (!java17) {
    return {
      kind: "unavailable",
      problem: `The Firestore emulator needs Java ≥ 17 (${describeJavas(javas)}): ${INSTALL_JDK}`,
    };
  }
  return {
    kind: "unavailable",
    problem: `The Firestore emulator is not installed and firebase-tools cannot fetch its own on Java ${java17.major}: install ${INSTALL_EMULATOR}, or a JDK ≥ 21`,
  };
}

export function describeJavas(javas: JavaInstall[]): string {
  if (javas.length === 0) return "no Java found";
  return `found ${javas.map((j) => `Java ${j.major}`).join(", ")}`;
}
