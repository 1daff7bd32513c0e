// The second half of `npm run build`, after React Router's: the package a Firebase deploy uploads for the
// functions (build/functions), and the files Hosting serves that depend on the deployment (robots.txt).
//
// Why a package of its own: Cloud Build installs the source folder's production dependencies and runs its `main`.
// Deploying the repository itself uploaded everything in it (web/, scripts/, tests' helpers, a stale build/) and
// ran TypeScript sources. build/functions holds only what runs: the server bundle (functions/index.ts and the app,
// one graph with shared chunks), a package.json whose dependencies are the project's production dependencies, the
// lockfile pruned to them (so the function runs the versions the tests ran), and the settings files.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { renderRobots } from "#server/modules/seo/sitemap.ts";

const ROOT = process.cwd();
const BUILD_DIR = path.resolve(process.env.NILAM_BUILD_DIR ?? "build");
export const FUNCTIONS_DIR = path.join(BUILD_DIR, "functions");
/** The function bundle's entry, built by vite.config.ts from functions/index.ts. */
export const FUNCTIONS_MAIN = "server/functions.js";
/** Where the settings files of a deployment live: `.env`, `.env.<project or alias>` (see .env.example). */
export const SETTINGS_DIR = path.join(ROOT, "functions");

interface PackageJson {
  name: string;
  version: string;
  dependencies: Record<string, string>;
  engines?: Record<string, string>;
}

interface LockEntry {
  dev?: boolean;
  [key: string]: unknown;
}

interface Lockfile {
  name: string;
  version: string;
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

/** The functions' package.json: the production dependencies, Node 24 as Cloud Build's buildpack reads it. */
export function functionsPackage(root: PackageJson): Record<string, unknown> {
  return {
    name: `${root.name}-functions`,
    version: root.version,
    private: true,
    description: "Nilam's Cloud Functions: built by `npm run build`, deployed by `npx firebase deploy`.",
    type: "module",
    main: FUNCTIONS_MAIN,
    engines: { node: "24.x" },
    dependencies: root.dependencies,
  };
}

/** The project's lockfile for that package: the same versions, without what only development needs. */
export function functionsLockfile(lock: Lockfile, pkg: Record<string, unknown>): Lockfile {
  const packages: Record<string, LockEntry> = {};
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (location === "") {
      const { name, version, dependencies, engines } = pkg;
      packages[location] = { name, version, dependencies, engines };
    } else if (!entry.dev) packages[location] = entry;
  }
  return { ...lock, name: String(pkg.name), version: String(pkg.version), packages };
}

/**
 * The settings a deploy to `project` gives the function: its settings files (`.env`, `.env.<id>`, `.env.<alias>`)
 * read by firebase-tools' own loader, which also refuses the names it reserves (FIREBASE_*, K_SERVICE, …).
 */
export function deploymentSettings(project: { id: string; alias?: string }): Record<string, string> {
  const firebaseToolsEnv = createRequire(import.meta.url)("firebase-tools/lib/functions/env.js") as {
    loadUserEnvs(options: {
      functionsSource: string;
      projectId: string;
      projectAlias?: string;
      isEmulator: boolean;
      projectDir: string;
    }): Record<string, string>;
  };
  return firebaseToolsEnv.loadUserEnvs({
    functionsSource: SETTINGS_DIR,
    projectId: project.id,
    projectAlias: project.alias,
    isEmulator: false,
    projectDir: ROOT,
  });
}

function copyTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) copyTree(source, path.join(to, entry.name));
    else copyFileSync(source, path.join(to, entry.name));
  }
}

function buildFunctionsPackage(): void {
  const serverDir = path.join(BUILD_DIR, "server");
  if (!existsSync(path.join(BUILD_DIR, FUNCTIONS_MAIN)))
    throw new Error(`${path.join(BUILD_DIR, FUNCTIONS_MAIN)} is missing: run \`react-router build\` first`);
  rmSync(FUNCTIONS_DIR, { recursive: true, force: true });
  copyTree(serverDir, path.join(FUNCTIONS_DIR, "server"));
  const root = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as PackageJson;
  const pkg = functionsPackage(root);
  writeFileSync(path.join(FUNCTIONS_DIR, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
  const lock = JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as Lockfile;
  writeFileSync(
    path.join(FUNCTIONS_DIR, "package-lock.json"),
    `${JSON.stringify(functionsLockfile(lock, pkg), null, 2)}\n`,
  );
  // Settings files, read by the deploy (.env, .env.<project>) and by the Functions emulator (.env.local,
  // .secret.local); the example is documentation only.
  if (existsSync(SETTINGS_DIR)) {
    for (const name of readdirSync(SETTINGS_DIR)) {
      if ((name.startsWith(".env") || name === ".secret.local") && name !== ".env.example")
        copyFileSync(path.join(SETTINGS_DIR, name), path.join(FUNCTIONS_DIR, name));
    }
  }
}

/**
 * robots.txt as a file Hosting serves: the Functions runtime answers /robots.txt with a 404 of its own before
 * our app sees it. It names the sitemap by the deployment's PUBLIC_URL; without one (a development build) the
 * app's own robots.txt route serves it.
 */
export function writeRobots(publicUrl: string | undefined): void {
  const robots = path.join(BUILD_DIR, "client", "robots.txt");
  rmSync(robots, { force: true });
  if (publicUrl) writeFileSync(robots, renderRobots(new URL(publicUrl).origin));
}

if (import.meta.main) {
  buildFunctionsPackage();
  // firebase-tools names the project it deploys to (GCLOUD_PROJECT) to predeploy hooks.
  const publicUrl =
    process.env.PUBLIC_URL ?? deploymentSettings({ id: process.env.GCLOUD_PROJECT ?? "" }).PUBLIC_URL;
  writeRobots(publicUrl);
  console.log(
    `functions package: ${path.relative(ROOT, FUNCTIONS_DIR)}; robots.txt ${publicUrl ? `for ${publicUrl}` : "served by the app (no PUBLIC_URL)"}`,
  );
}
