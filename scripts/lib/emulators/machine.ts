// Looking at the machine: the Java installs and the Google Cloud CLI's Firestore emulator jar, and from them the
// plan (strategy.ts).
import { execFile } from "node:child_process";
import { existsSync, readdirSync, realpathSync } from "node:fs";
import path from "node:path";
import { chooseStrategy, type JavaInstall, parseJavaMajorVersion, type StrategyName } from "./strategy.ts";

/** Where the Google Cloud CLI (apt, tarball or Homebrew) puts the Firestore emulator. */
const EMULATOR_JAR_RELATIVE = "platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const SDK_ROOTS = [
  "/usr/lib/google-cloud-sdk",
  "/usr/share/google-cloud-sdk",
  "/opt/google-cloud-sdk",
  "/snap/google-cloud-cli/current",
  "/opt/homebrew/share/google-cloud-sdk",
  "/usr/local/share/google-cloud-sdk",
];

function onPath(command: string, searchPath: string | undefined): string | null {
  for (const dir of (searchPath ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function javaVersionOutput(bin: string): Promise<string> {
  return new Promise((resolve) => {
    execFile(bin, ["-Duser.language=en", "-version"], { timeout: 10_000 }, (_error, stdout, stderr) =>
      resolve(`${stdout}\n${stderr}`),
    );
  });
}

/** Java installs on PATH, in JAVA_HOME and in /usr/lib/jvm, in that order of preference. */
async function findJavaInstalls(env: NodeJS.ProcessEnv = process.env): Promise<JavaInstall[]> {
  const candidates: string[] = [];
  const fromPath = onPath("java", env.PATH);
  if (fromPath) candidates.push(fromPath);
  if (env.JAVA_HOME) candidates.push(path.join(env.JAVA_HOME, "bin", "java"));
  for (const root of ["/usr/lib/jvm", "/Library/Java/JavaVirtualMachines"]) {
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root).sort()) {
      candidates.push(
        path.join(root, entry, "bin", "java"),
        path.join(root, entry, "Contents/Home/bin/java"),
      );
    }
  }
  const unique = [...new Set(candidates.filter((c) => existsSync(c)).map((c) => realpathSync(c)))];
  const versions = await Promise.all(
    unique.map(async (bin) => parseJavaMajorVersion(await javaVersionOutput(bin))),
  );
  return unique.flatMap((bin, i) => {
    const major = versions[i];
    return major ? [{ bin, major }] : [];
  });
}

/** The Google Cloud CLI's Firestore emulator jar, if installed (FIRESTORE_EMULATOR_JAR names one elsewhere). */
function findEmulatorJar(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.FIRESTORE_EMULATOR_JAR)
    return existsSync(env.FIRESTORE_EMULATOR_JAR) ? env.FIRESTORE_EMULATOR_JAR : null;
  const roots = [...SDK_ROOTS];
  if (env.CLOUDSDK_ROOT_DIR) roots.unshift(env.CLOUDSDK_ROOT_DIR);
  const gcloud = onPath("gcloud", env.PATH);
  // …/google-cloud-sdk/bin/gcloud
  if (gcloud) roots.unshift(path.dirname(path.dirname(realpathSync(gcloud))));
  if (env.HOME) roots.push(path.join(env.HOME, "google-cloud-sdk"));
  for (const root of roots) {
    const jar = path.join(root, EMULATOR_JAR_RELATIVE);
    if (existsSync(jar)) return jar;
  }
  return null;
}

export async function planEmulators(prefer: StrategyName, env: NodeJS.ProcessEnv = process.env) {
  return chooseStrategy({
    javas: await findJavaInstalls(env),
    emulatorJar: findEmulatorJar(env),
    prefer,
    override: env.NILAM_EMULATORS,
  });
}
