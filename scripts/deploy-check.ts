// `npm run deploy:check [-- --project <alias or id>]`: what a Firebase deploy will find, checked on this machine
// without the network. firebase.json against firebase-tools' own schema, the build's freshness, the functions
// package (build/functions) against package.json, the trigger manifest as the deploy discovers it (the
// firebase-functions SDK's own loader), the secrets, the project's settings files loaded the way the function loads
// them, and the production refusals. One line a check: ✓, ✗ with the reason and the fix, or – when it does not
// apply; exit 1 when any fails. The default project is `.firebaserc`'s, a demo project (demo-…) on a clean clone:
// the checks of a real project's settings are skipped for it, the structural ones still run.
import { createHook } from "node:async_hooks";
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire, isBuiltin } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual, parseArgs, promisify } from "node:util";
import { ConfigError, loadConfig } from "#server/config.ts";
import type { Job } from "#server/jobs.ts";
import { deploymentSettings, FUNCTIONS_DIR, FUNCTIONS_MAIN, SETTINGS_DIR } from "./build-functions.ts";

const ROOT = process.cwd();
/** The Cloud Function Hosting rewrites every page to (functions/index.ts). */
const SITE_FUNCTION = "nilam";
const BUILD_COMMAND = "npm run build";
/**
 * The settings production requires that are credentials (server/config.ts): they reach the function from Secret
 * Manager, never from a settings file.
 */
export const SECRET_SETTINGS = [
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
  "SMTP_URL",
  "S3_SECRET_ACCESS_KEY",
];
/** A value for each secret that passes the settings' schema (SMTP_URL must be an smtp(s) URL). */
const SECRET_PLACEHOLDER = "smtps://deploy-check:placeholder@smtp.invalid:465";

const require = createRequire(import.meta.url);

// firebase-tools' own code for what the deploy does with firebase.json and the settings files (CommonJS, no types).
export interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
}
interface FirebaseToolsValidator {
  getValidator(): ((data: unknown) => boolean) & { errors?: SchemaError[] | null };
  getErrorMessage(error: SchemaError): string;
}
interface FirebaseToolsEnv {
  validateKey(key: string): void;
  parse(data: string): { envs: Record<string, string>; errors: string[] };
}
const firebaseToolsValidator = () =>
  require("firebase-tools/lib/firebaseConfigValidate.js") as FirebaseToolsValidator;
const firebaseToolsEnv = () => require("firebase-tools/lib/functions/env.js") as FirebaseToolsEnv;

// ---------------------------------------------------------------------------------------------------------------
// The pure parts.

/** The project a deploy targets, as firebase-tools resolves `--project` against `.firebaserc`. */
export function resolveProject(
  aliases: Record<string, string>,
  requested: string | undefined,
): { id: string; alias: string | undefined } | undefined {
  if (requested)
    return aliases[requested]
      ? { id: aliases[requested], alias: requested }
      : { id: requested, alias: undefined };
  const entries = Object.entries(aliases);
  if (entries.length === 1 && entries[0]) return { id: entries[0][1], alias: entries[0][0] };
  return aliases.default ? { id: aliases.default, alias: "default" } : undefined;
}

/** Firebase's demo projects (demo-…) exist only in the emulators: nothing is deployed to them. */
export const isDemoProject = (id: string) => id.startsWith("demo-");

const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const samePath = (a: unknown, b: string) =>
  typeof a === "string" && path.normalize(a).replace(/\/+$/, "") === b;

export interface Layout {
  hostingPublic: string;
  functionsSource: string;
  runtime: string;
}

/** What firebase.json must say for this layout; the rewrite found to the site's function. */
export function firebaseJsonProblems(
  config: unknown,
  layout: Layout,
): { problems: string[]; rewrite: { functionId: string; region: string } | undefined } {
  const problems: string[] = [];
  const hostings = asArray(asRecord(config).hosting).map(asRecord);
  const hosting = hostings[0];
  if (hostings.length !== 1 || !hosting) problems.push(`hosting must be one site (found ${hostings.length})`);
  let rewrite: { functionId: string; region: string } | undefined;
  if (hosting) {
    if (!samePath(hosting.public, layout.hostingPublic))
      problems.push(`hosting.public is ${JSON.stringify(hosting.public)}, not "${layout.hostingPublic}"`);
    if (!asArray(hosting.predeploy).includes(BUILD_COMMAND))
      problems.push(`hosting has no predeploy "${BUILD_COMMAND}"`);
    const target = asArray(hosting.rewrites)
      .map((r) => asRecord(r).function)
      .find((f) => f === SITE_FUNCTION || asRecord(f).functionId === SITE_FUNCTION);
    const region = asRecord(target).region;
    if (target === undefined) problems.push(`hosting has no rewrite to the function ${SITE_FUNCTION}`);
    else if (typeof region !== "string")
      problems.push(`the rewrite to ${SITE_FUNCTION} names no region (Hosting would look in us-central1)`);
    else rewrite = { functionId: SITE_FUNCTION, region };
  }
  // firebase-tools looks up the project's default Firebase Storage bucket for a storage target and stops a first
  // deploy until Storage is opened in the console; the rules would govern only that bucket, which we do not use.
  if (asRecord(config).storage !== undefined)
    problems.push(
      "firebase.json deploys Storage rules: a first deploy stops until Storage is set up in the console, and the rules would not govern the media buckets",
    );
  const codebase = asArray(asRecord(config).functions)
    .map(asRecord)
    .find((f) => samePath(f.source, layout.functionsSource));
  if (!codebase) problems.push(`functions has no source "${layout.functionsSource}"`);
  else {
    if (codebase.runtime !== layout.runtime)
      problems.push(`functions runtime is ${JSON.stringify(codebase.runtime)}, not "${layout.runtime}"`);
    if (!asArray(codebase.predeploy).includes(BUILD_COMMAND))
      problems.push(`functions has no predeploy "${BUILD_COMMAND}"`);
  }
  return { problems, rewrite };
}

/** The only role anyone may hold on the public media bucket: storage.objects.get, never storage.objects.list. */
export const PUBLIC_READ_ROLE = "roles/storage.legacyObjectReader";

/**
 * What the runbook grants everyone: only PUBLIC_READ_ROLE, only on the public bucket (`gs://<bucket>`). A role that
 * includes storage.objects.list (roles/storage.objectViewer, legacyBucketReader) would let anyone list the bucket.
 */
export function publicGrantProblems(runbook: string): string[] {
  const problems: string[] = [];
  const grants = [...runbook.matchAll(/add-iam-policy-binding\s+(\S+)([^`\n]*)/g)].map(
    ([, target, rest]) => ({
      target,
      member: /--member[= ](\S+)/.exec(rest ?? "")?.[1] ?? "",
      role: /--role[= ](\S+)/.exec(rest ?? "")?.[1] ?? "",
    }),
  );
  const toEveryone = grants.filter((g) => /^all(Authenticated)?Users$/.test(g.member));
  if (toEveryone.length === 0) problems.push("no step lets visitors read the public bucket's media");
  for (const grant of toEveryone) {
    if (grant.role !== PUBLIC_READ_ROLE)
      problems.push(
        `${grant.member} is granted ${grant.role} (only ${PUBLIC_READ_ROLE}: reading by name, never listing)`,
      );
    if (grant.target !== "gs://<bucket>")
      problems.push(
        `${grant.member} is granted a role on ${grant.target} (only on the public bucket, gs://<bucket>)`,
      );
  }
  return problems;
}

/** The private bucket's lifecycle must delete direct uploads never checked (incoming/) within a day. */
export function lifecycleProblems(lifecycle: unknown): string[] {
  const deletesIncoming = asArray(asRecord(lifecycle).rule)
    .map(asRecord)
    .some((rule) => {
      const condition = asRecord(rule.condition);
      return (
        asRecord(rule.action).type === "Delete" &&
        typeof condition.age === "number" &&
        condition.age <= 1 &&
        asArray(condition.matchesPrefix).includes("incoming/")
      );
    });
  return deletesIncoming ? [] : ["no rule deletes incoming/ after at most a day"];
}

/** Keywords of the schema whose errors only say that an alternative (anyOf) did not fit, or a shape. */
const BRANCH_KEYWORDS = new Set(["anyOf", "oneOf", "type", "required", "if"]);

/**
 * The schema errors worth reading: an error of a branch that failed because of something deeper is left out when
 * the deeper error is there (an anyOf over the forms of `functions` names every form's missing properties).
 */
export function specificSchemaErrors<E extends SchemaError>(errors: E[]): E[] {
  const deeper = (e: E) => errors.some((other) => other.instancePath.startsWith(`${e.instancePath}/`));
  return errors.filter((e) => !(BRANCH_KEYWORDS.has(e.keyword) && deeper(e)));
}

/** The Node major a range names first (package.json engines: ">=24.11 <25" → 24). */
export function nodeMajor(range: string | undefined): number | undefined {
  const match = /\d+/.exec(range ?? "");
  return match ? Number(match[0]) : undefined;
}

/** What a module of the bundle imports by name: static imports and re-exports, and `import("…")` of a literal. */
export function importedSpecifiers(source: string): string[] {
  const found = new Set<string>();
  const staticForm = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?(["'])([^"'\n]+)\1/g;
  const dynamicForm = /\bimport\s*\(\s*(["'`])([^"'`\n$]+)\1\s*[,)]/g;
  for (const form of [staticForm, dynamicForm])
    for (const match of source.matchAll(form)) found.add(match[2] ?? "");
  return [...found];
}

/** The package an import names (`@aws-sdk/client-s3/x` → `@aws-sdk/client-s3`), or null: a file, a URL or Node's. */
export function packageOf(specifier: string): string | null {
  if (/^[./]/.test(specifier) || /^[a-z][\w+.-]*:/i.test(specifier) || isBuiltin(specifier)) return null;
  // `#…`: the package's own imports map, which the functions package does not have.
  if (specifier.startsWith("#")) return specifier;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

/** Packages the bundle imports that the functions package does not declare, with the files importing each. */
export function undeclaredImports(
  modules: { file: string; source: string }[],
  dependencies: Record<string, string>,
): Map<string, string[]> {
  const missing = new Map<string, string[]>();
  for (const { file, source } of modules) {
    for (const specifier of importedSpecifiers(source)) {
      const name = packageOf(specifier);
      if (name === null || Object.hasOwn(dependencies, name)) continue;
      missing.set(name, [...(missing.get(name) ?? []), file]);
    }
  }
  return missing;
}

export interface PackageJson {
  name?: string;
  version?: string;
  main?: string;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
}
export interface Lockfile {
  name?: string;
  version?: string;
  packages?: Record<string, { dev?: boolean; [key: string]: unknown }>;
}

/** How two dependency lists differ, in words; empty when they are the same. */
export function dependencyDifferences(
  actual: Record<string, string>,
  expected: Record<string, string>,
): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  const missing = names.filter((n) => !(n in actual));
  const extra = names.filter((n) => !(n in expected));
  const changed = names.filter((n) => n in actual && n in expected && actual[n] !== expected[n]);
  return [
    missing.length > 0 && `lacks ${missing.join(", ")}`,
    extra.length > 0 && `adds ${extra.join(", ")}`,
    ...changed.map((n) => `${n} ${actual[n]} instead of ${expected[n]}`),
  ].filter((d): d is string => Boolean(d));
}

/** What is wrong with the functions package (package.json and lockfile) against the project's package.json. */
export function functionsPackageProblems(
  pkg: PackageJson,
  lock: Lockfile,
  root: PackageJson,
  major: number,
): string[] {
  const problems: string[] = [];
  if (!pkg.main) problems.push("package.json names no main");
  if (pkg.engines?.node !== `${major}.x`)
    problems.push(`engines.node is ${JSON.stringify(pkg.engines?.node)}, not "${major}.x"`);
  const dependencies = pkg.dependencies ?? {};
  const differences = dependencyDifferences(dependencies, root.dependencies ?? {});
  if (differences.length > 0)
    problems.push(`dependencies differ from package.json's: ${differences.join("; ")}`);
  const packages = lock.packages ?? {};
  const { name, version, engines } = pkg;
  const rootEntry = packages[""] ?? {};
  const differing = Object.entries({ name, version, dependencies, engines })
    .filter(([key, value]) => !isDeepStrictEqual(rootEntry[key], value))
    .map(([key]) => key);
  if (lock.name !== name || lock.version !== version) differing.unshift("the lockfile's name and version");
  if (differing.length > 0)
    problems.push(`the lockfile's root entry differs from package.json (${differing.join(", ")})`);
  const devEntries = Object.keys(packages).filter((location) => packages[location]?.dev);
  if (devEntries.length > 0)
    problems.push(
      `the lockfile holds ${devEntries.length} development entries (${devEntries.slice(0, 3).join(", ")}…)`,
    );
  const unlocked = Object.keys(dependencies).filter((dep) => !packages[`node_modules/${dep}`]);
  if (unlocked.length > 0) problems.push(`the lockfile lacks ${unlocked.join(", ")}`);
  return problems;
}

/** Whether a settings file reaches a deploy: `.env*` but the example and the emulator's `*.local` files. */
export const isDeployedSettingsFile = (name: string) =>
  name.startsWith(".env") && name !== ".env.example" && !name.endsWith(".local");

/** Secrets a settings file sets (any value, even an empty one: the function's variable would shadow the secret). */
export function secretsInSettingsFiles(files: { file: string; text: string }[], secrets: string[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    const { envs } = firebaseToolsEnv().parse(text);
    for (const name of secrets) if (Object.hasOwn(envs, name)) found.push(`${name} in ${file}`);
  }
  return found;
}

/** An endpoint of the trigger manifest, as firebase-functions writes it (`__endpoint`, functions.yaml). */
export interface Endpoint {
  platform?: string;
  region?: string[];
  availableMemoryMb?: number | null;
  cpu?: number | string | null;
  concurrency?: number | null;
  maxInstances?: number | null;
  timeoutSeconds?: number | null;
  secretEnvironmentVariables?: { key: string }[];
  httpsTrigger?: { invoker?: string[] | null };
  scheduleTrigger?: { schedule: string; timeZone?: string | null };
  [key: string]: unknown;
}
export interface Manifest {
  endpoints: Record<string, Endpoint>;
  params?: { type: string; name: string }[];
}

/** What the deploy must find in the manifest: the site's function where Hosting looks, and a function per job. */
export function manifestProblems(
  manifest: Manifest,
  expected: {
    site: { functionId: string; region: string } | undefined;
    jobs: string[];
    /** Jobs that load the public projection, as the site does. */
    projectionJobs?: string[];
  },
): string[] {
  const problems: string[] = [];
  const { endpoints } = manifest;
  const generations = Object.entries(endpoints).filter(([, e]) => e.platform !== "gcfv2");
  for (const [name] of generations) problems.push(`${name} is not a 2nd-gen function`);
  const siteId = expected.site?.functionId ?? SITE_FUNCTION;
  const site = endpoints[siteId];
  if (!site) problems.push(`no function ${siteId} (the Hosting rewrite's target)`);
  else {
    if (!site.httpsTrigger) problems.push(`${siteId} is not an HTTPS function`);
    if (expected.site && !site.region?.includes(expected.site.region))
      problems.push(
        `${siteId} runs in ${site.region?.join(", ") || "no region"}, firebase.json rewrites to ${expected.site.region}`,
      );
    if (!(typeof site.maxInstances === "number" && site.maxInstances > 0))
      problems.push(`${siteId} sets no maxInstances (the ceiling on instances and cost)`);
  }
  for (const job of expected.jobs) {
    if (!endpoints[job]) problems.push(`no scheduled function for the job ${job}`);
    else if (!endpoints[job].scheduleTrigger) problems.push(`${job} is not a scheduled function`);
  }
  // A job that loads the public projection needs what the site needs for it (functions/resources.ts).
  const siteMemory = site?.availableMemoryMb ?? 0;
  for (const job of expected.projectionJobs ?? []) {
    const memory = endpoints[job]?.availableMemoryMb ?? 0;
    if (endpoints[job] && memory < siteMemory)
      problems.push(
        `${job} has ${memory} MiB: it loads the public projection, for which ${siteId} has ${siteMemory} MiB`,
      );
  }
  return problems;
}

/** One endpoint in one line: trigger, region, resources, secrets. */
export function describeEndpoint(name: string, e: Endpoint): string {
  const trigger = e.httpsTrigger
    ? `https${e.httpsTrigger.invoker?.includes("public") ? " (public)" : ""}`
    : e.scheduleTrigger
      ? `schedule "${e.scheduleTrigger.schedule}"${e.scheduleTrigger.timeZone ? ` ${e.scheduleTrigger.timeZone}` : ""}`
      : (Object.keys(e).find((key) => key.endsWith("Trigger")) ?? "no trigger");
  const resources = [
    e.availableMemoryMb && `${e.availableMemoryMb} MiB`,
    e.cpu && `${e.cpu} CPU`,
    e.concurrency && `${e.concurrency} concurrent`,
    e.maxInstances && `max ${e.maxInstances} instance${e.maxInstances === 1 ? "" : "s"}`,
    e.timeoutSeconds && `${e.timeoutSeconds} s`,
  ].filter(Boolean);
  const secrets = e.secretEnvironmentVariables?.length ?? 0;
  return `${name}: ${trigger}, ${e.region?.join(", ") || "default region"}, ${resources.join(", ")}, ${secrets} secret${secrets === 1 ? "" : "s"}`;
}

/** The required secrets an endpoint does not get. */
export function undeclaredSecrets(manifest: Manifest, required: string[]): string[] {
  return Object.entries(manifest.endpoints).flatMap(([name, e]) => {
    const keys = new Set(e.secretEnvironmentVariables?.map((s) => s.key));
    const missing = required.filter((secret) => !keys.has(secret));
    return missing.length > 0 ? [`${name} lacks ${missing.join(", ")}`] : [];
  });
}

export type Environment = (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;

/** Production settings on Cloud Functions that load: each refusal below changes one of them. */
export const PRODUCTION_BASELINE: Record<string, string> = {
  K_SERVICE: SITE_FUNCTION,
  GCLOUD_PROJECT: "nilam-deploy-check",
  FIREBASE_API_KEY: "deploy-check-api-key",
  PUBLIC_URL: "https://nilam.example",
  PAYMENTS_PROVIDER: "razorpay",
  RAZORPAY_KEY_ID: "rzp_live_deploycheck",
  STORAGE_DRIVER: "s3",
  S3_BUCKET: "nilam-deploy-check",
  S3_PRIVATE_BUCKET: "nilam-deploy-check-private",
  S3_ACCESS_KEY_ID: "deploy-check",
  S3_PUBLIC_URL: "https://media.nilam.example",
  ...Object.fromEntries(SECRET_SETTINGS.map((name) => [name, SECRET_PLACEHOLDER])),
};

/** Development settings a deployed function must refuse, and the setting the refusal must name. */
const REFUSALS: { what: string; change: Record<string, string | undefined>; names: string }[] = [
  {
    what: "the Auth emulator",
    change: { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" },
    names: "FIREBASE_AUTH_EMULATOR_HOST",
  },
  {
    what: "the Firestore emulator",
    change: { FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" },
    names: "FIRESTORE_EMULATOR_HOST",
  },
  { what: "sandbox payments", change: { PAYMENTS_PROVIDER: "sandbox" }, names: "PAYMENTS_PROVIDER" },
  { what: "disk media", change: { STORAGE_DRIVER: "disk" }, names: "STORAGE_DRIVER" },
  { what: "no SMTP_URL", change: { SMTP_URL: undefined }, names: "SMTP_URL" },
  {
    what: "OpenStreetMap's own tiles",
    change: {
      MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors",
    },
    names: "MAP_TILE_URL",
  },
];

/** Whether the function's settings refuse development settings; problems, and what was refused. */
export function refusalProblems(
  load: (env: NodeJS.ProcessEnv) => unknown,
  environment: Environment,
): { problems: string[]; refused: string[] } {
  try {
    load(environment({ ...PRODUCTION_BASELINE }));
  } catch (error) {
    return {
      problems: [`the baseline production settings are refused: ${(error as Error).message}`],
      refused: [],
    };
  }
  const problems: string[] = [];
  const refused: string[] = [];
  for (const { what, change, names } of REFUSALS) {
    try {
      load(environment({ ...PRODUCTION_BASELINE, ...change }));
      problems.push(`${what} is accepted`);
    } catch (error) {
      if (!(error instanceof ConfigError)) problems.push(`${what}: ${String(error)} (not a ConfigError)`);
      else if (!error.message.includes(names)) problems.push(`${what} is refused without naming ${names}`);
      else refused.push(what);
    }
  }
  return { problems, refused };
}

// ---------------------------------------------------------------------------------------------------------------
// The checks.

interface Outcome {
  title: string;
  status: "pass" | "fail" | "skip";
  detail: string;
  fix?: string;
  more?: string[];
}

const pass = (title: string, detail: string, more?: string[]): Outcome => ({
  title,
  status: "pass",
  detail,
  more,
});
const fail = (title: string, detail: string, fix: string): Outcome => ({
  title,
  status: "fail",
  detail,
  fix,
});
const rebuild = `run ${BUILD_COMMAND}`;
const relative = (file: string) => path.relative(ROOT, file) || ".";
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

function formatOutcome(o: Outcome): string {
  const mark = { pass: "✓", fail: "✗", skip: "–" }[o.status];
  const head = `${mark} ${o.title}: ${o.detail}${o.fix ? ` — fix: ${o.fix}` : ""}`;
  return [head, ...(o.more ?? []).map((line) => `    ${line}`)].join("\n");
}

function checkFirebaseJson(config: unknown, layout: Layout): Outcome {
  const title = "firebase.json";
  const validate = firebaseToolsValidator().getValidator();
  const schemaErrors = validate(config)
    ? []
    : [...new Set(specificSchemaErrors(validate.errors ?? []).map(firebaseToolsValidator().getErrorMessage))];
  const { problems } = firebaseJsonProblems(config, layout);
  if (schemaErrors.length + problems.length > 0)
    return fail(
      title,
      [...schemaErrors, ...problems].join("; "),
      'correct firebase.json (see README "Deploying")',
    );
  return pass(
    title,
    `valid against firebase-tools' schema; hosting ${layout.hostingPublic} → function ${SITE_FUNCTION}; functions ${layout.functionsSource} on ${layout.runtime}; both predeploy "${BUILD_COMMAND}"`,
  );
}

async function checkBuild(): Promise<Outcome> {
  const { buildIsFresh } = await import("./lib/build.ts");
  return buildIsFresh()
    ? pass("build", "newer than every source")
    : fail("build", "missing, or older than a source file", rebuild);
}

function bundleModules(dir: string): { file: string; source: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".js"))
    .map((name) => ({
      file: relative(path.join(dir, name)),
      source: readFileSync(path.join(dir, name), "utf8"),
    }));
}

function checkFunctionsPackage(root: PackageJson, major: number): Outcome {
  const title = "functions package";
  const pkgFile = path.join(FUNCTIONS_DIR, "package.json");
  const lockFile = path.join(FUNCTIONS_DIR, "package-lock.json");
  if (!existsSync(pkgFile) || !existsSync(lockFile))
    return fail(title, `${relative(FUNCTIONS_DIR)} has no package.json or package-lock.json`, rebuild);
  const pkg = readJson(pkgFile) as PackageJson;
  const problems = functionsPackageProblems(pkg, readJson(lockFile) as Lockfile, root, major);
  if (pkg.main && !existsSync(path.join(FUNCTIONS_DIR, pkg.main)))
    problems.push(`main ${pkg.main} does not exist`);
  const modules = bundleModules(path.join(FUNCTIONS_DIR, path.dirname(FUNCTIONS_MAIN)));
  if (modules.length === 0) problems.push("the bundle has no modules");
  const undeclared = undeclaredImports(modules, pkg.dependencies ?? {});
  for (const [name, files] of undeclared)
    problems.push(
      `the bundle imports ${name} (${files[0]}${files.length > 1 ? ` and ${files.length - 1} more` : ""}), not a dependency`,
    );
  if (problems.length > 0)
    return fail(
      title,
      problems.join("; "),
      undeclared.size > 0
        ? `add what the server imports to package.json's dependencies, then ${rebuild}`
        : rebuild,
    );
  return pass(
    title,
    `main ${pkg.main}, node ${pkg.engines?.node}, ${Object.keys(pkg.dependencies ?? {}).length} dependencies as package.json's, every import of its ${modules.length} modules declared, lockfile without development entries`,
  );
}

const firebaseToolsMessage = (error: unknown) => {
  const children = (error as { children?: Error[] }).children ?? [];
  return [(error as Error).message.replace(/\.$/, ""), ...children.map((child) => child.message)].join(": ");
};

/** Settings a refusal names that firebase-tools lets no settings file or secret set (FIREBASE_…, PORT, K_…). */
export function reservedSettings(message: string): string[] {
  const names = new Set(message.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g));
  return [...names].filter((name) => {
    try {
      firebaseToolsEnv().validateKey(name);
      return false;
    } catch {
      return true;
    }
  });
}

/** The firebase-functions binary the deploy runs, found as firebase-tools finds it. */
function functionsBinary(): string {
  const sdk = createRequire(path.join(FUNCTIONS_DIR, "package.json")).resolve("firebase-functions");
  const sdkModules = sdk.slice(0, sdk.lastIndexOf("node_modules") + "node_modules".length);
  const candidates = [path.join(FUNCTIONS_DIR, "node_modules"), path.join(ROOT, "node_modules"), sdkModules];
  const found = candidates.map((dir) => path.join(dir, ".bin", "firebase-functions")).find(existsSync);
  if (!found) throw new Error("firebase-functions has no binary");
  return found;
}

/**
 * The trigger manifest, discovered as `firebase deploy` does: the SDK's own binary loads build/functions (with
 * FUNCTIONS_CONTROL_API, the project's settings and Firebase's variables) and writes what its exports declare.
 */
async function discoverManifest(projectId: string, settings: Record<string, string>): Promise<Manifest> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "nilam-deploy-check-"));
  const output = path.join(dir, "functions.yaml");
  try {
    await promisify(execFile)(process.execPath, [functionsBinary(), "."], {
      cwd: FUNCTIONS_DIR,
      timeout: 60_000,
      env: {
        ...settings,
        FIREBASE_CONFIG: JSON.stringify({ projectId }),
        GCLOUD_PROJECT: projectId,
        FUNCTIONS_CONTROL_API: "true",
        FUNCTIONS_MANIFEST_OUTPUT_PATH: output,
        HOME: process.env.HOME,
        PATH: process.env.PATH,
        NODE_ENV: process.env.NODE_ENV,
      },
    });
    return readJson(output) as Manifest;
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? "").trim();
    throw new Error(stderr.split("\n")[0] || (error as Error).message);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Asynchronous resources that are a connection, or its first step (a DNS lookup). */
const NETWORK_RESOURCE =
  /^(TCPWRAP|TCPCONNECTWRAP|TLSWRAP|UDPWRAP|PIPECONNECTWRAP|GETADDRINFOREQWRAP|QUERYWRAP|HTTPCLIENTREQUEST|HTTP2SESSION)$/;

/** The bundle imported as the runtime imports it (no FUNCTIONS_CONTROL_API), and the connections it began. */
async function importBundle(): Promise<{ functionEnvironment: Environment | undefined; opened: string[] }> {
  delete process.env.FUNCTIONS_CONTROL_API;
  const opened: string[] = [];
  const hook = createHook({ init: (_id, type) => void (NETWORK_RESOURCE.test(type) && opened.push(type)) });
  hook.enable();
  try {
    const bundle = (await import(pathToFileURL(path.join(FUNCTIONS_DIR, FUNCTIONS_MAIN)).href)) as {
      functionEnvironment?: Environment;
    };
    // What the bundle starts on import without awaiting it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { functionEnvironment: bundle.functionEnvironment, opened: [...new Set(opened)] };
  } finally {
    hook.disable();
  }
}

function checkManifest(
  manifest: Manifest | Error,
  bundle: { opened: string[] } | Error,
  site: { functionId: string; region: string } | undefined,
  jobs: { jobs: string[]; projectionJobs: string[] },
): Outcome {
  const title = "trigger manifest";
  if (manifest instanceof Error)
    return fail(title, `firebase-functions could not discover the functions: ${manifest.message}`, rebuild);
  const problems = manifestProblems(manifest, { site, ...jobs });
  if (bundle instanceof Error) problems.push(`importing the bundle failed: ${bundle.message}`);
  else if (bundle.opened.length > 0)
    problems.push(
      `importing the bundle opened connections (${bundle.opened.join(", ")}): open them on first use`,
    );
  const more = Object.entries(manifest.endpoints).map(([name, e]) => describeEndpoint(name, e));
  if (problems.length > 0)
    return { ...fail(title, problems.join("; "), `correct functions/index.ts, then ${rebuild}`), more };
  return pass(
    title,
    `${more.length} functions as the deploy discovers them; ${SITE_FUNCTION} where Hosting rewrites (${site?.region}); importing opens no connections`,
    more,
  );
}

function checkMediaBuckets(): Outcome {
  const title = "media buckets";
  const runbook = readFileSync("README.md", "utf8");
  const lifecycleFile = "media-lifecycle.json";
  const problems = [
    ...publicGrantProblems(runbook).map((p) => `README: ${p}`),
    ...(existsSync(lifecycleFile)
      ? lifecycleProblems(readJson(lifecycleFile)).map((p) => `${lifecycleFile}: ${p}`)
      : [`${lifecycleFile} is missing`]),
  ];
  if (problems.length > 0)
    return fail(
      title,
      problems.join("; "),
      'correct the runbook (README "First deployment") or media-lifecycle.json',
    );
  return pass(
    title,
    `the runbook lets everyone read the public bucket by name only (${PUBLIC_READ_ROLE}) and nothing of the private one, whose lifecycle deletes incoming/ after a day; no storage target, so a first deploy needs no Firebase Storage (IAM on the live buckets cannot be read offline)`,
  );
}

function checkSecretsDeclared(manifest: Manifest | Error): Outcome {
  const title = "secrets declared";
  if (manifest instanceof Error) return fail(title, "no trigger manifest (above)", rebuild);
  const problems = undeclaredSecrets(manifest, SECRET_SETTINGS);
  if (problems.length > 0)
    return fail(title, problems.join("; "), "add the secret to SECRETS in functions/index.ts (defineSecret)");
  return pass(title, `${SECRET_SETTINGS.join(", ")} reach every function from Secret Manager`);
}

/** The secrets required and those the functions declare (defineSecret). */
function secretNames(manifest: Manifest | Error): string[] {
  const declared =
    manifest instanceof Error ? [] : (manifest.params ?? []).filter((p) => p.type === "secret");
  return [...new Set([...SECRET_SETTINGS, ...declared.map((p) => p.name)])];
}

function checkSecretsOutOfFiles(manifest: Manifest | Error): Outcome {
  const title = "no secret in settings files";
  const secrets = secretNames(manifest);
  const files = [SETTINGS_DIR, FUNCTIONS_DIR].flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter(isDeployedSettingsFile)
          .map((name) => ({
            file: relative(path.join(dir, name)),
            text: readFileSync(path.join(dir, name), "utf8"),
          }))
      : [],
  );
  const found = secretsInSettingsFiles(files, secrets);
  if (found.length > 0) {
    const names = [...new Set(found.map((f) => f.split(" ")[0]))];
    return fail(
      title,
      `${found.join(", ")} (a secret in a settings file is deployed as a plain variable)`,
      `remove the line, then ${names.map((n) => `npx firebase functions:secrets:set ${n}`).join("; ")}`,
    );
  }
  return pass(
    title,
    files.length === 0
      ? `no settings files (${relative(SETTINGS_DIR)}/.env*) to hold any`
      : `none of the ${secrets.length} secrets in ${files.map((f) => f.file).join(", ")}`,
  );
}

function checkProjectSettings(
  project: { id: string; alias: string | undefined },
  manifest: Manifest | Error,
  environment: Environment | Error,
): Outcome {
  const title = `settings of ${project.id}`;
  if (isDemoProject(project.id)) return { title, status: "skip", detail: "skipped: demo project" };
  const files = [".env", `.env.${project.id}`, project.alias && `.env.${project.alias}`]
    .filter((f): f is string => Boolean(f) && existsSync(path.join(SETTINGS_DIR, f as string)))
    .map((f) => relative(path.join(SETTINGS_DIR, f)));
  const projectFile = relative(path.join(SETTINGS_DIR, `.env.${project.id}`));
  const fix = (message: string) => {
    const reserved = reservedSettings(message);
    if (reserved.length > 0)
      return `${reserved.join(", ")} cannot reach a deployed function (firebase-tools reserves the name in settings files and secrets): functionEnvironment in functions/index.ts must supply it from a setting of another name`;
    return files.length === 0
      ? `create ${projectFile} with the production settings (README "Deploying"); secrets with npx firebase functions:secrets:set NAME`
      : `set it in ${projectFile} (a secret: npx firebase functions:secrets:set NAME)`;
  };
  if (environment instanceof Error)
    return fail(title, `the bundle did not load: ${environment.message}`, rebuild);
  let settings: Record<string, string>;
  try {
    settings = deploymentSettings(project);
  } catch (error) {
    const message = firebaseToolsMessage(error);
    return fail(
      title,
      message,
      reservedSettings(message).length > 0
        ? fix(message)
        : "correct the settings file (firebase deploy refuses it)",
    );
  }
  const env = environment({
    ...settings,
    ...Object.fromEntries(secretNames(manifest).map((name) => [name, SECRET_PLACEHOLDER])),
    GCLOUD_PROJECT: project.id,
    FIREBASE_CONFIG: JSON.stringify({ projectId: project.id }),
    K_SERVICE: SITE_FUNCTION,
    PORT: "8080",
  });
  try {
    const config = loadConfig(env);
    const storage = config.storage.driver === "s3" ? `s3 ${config.storage.bucket}` : config.storage.driver;
    const maps = config.map ? `tiles from ${config.map.origin}` : "no maps (MAP_TILE_URL unset)";
    return pass(
      title,
      `${files.join(", ") || "no settings file"} and the secrets load in production: ${config.publicUrl}, project ${config.firebase.projectId}, media ${storage}, payments ${config.payments.provider}, ${maps}`,
    );
  } catch (error) {
    if (error instanceof ConfigError)
      return fail(
        title,
        `${error.message} (from ${files.join(", ") || "no settings file"})`,
        fix(error.message),
      );
    throw error;
  }
}

function checkRefusals(environment: Environment | Error): Outcome {
  const title = "production refusals";
  if (environment instanceof Error)
    return fail(title, `the bundle did not load: ${environment.message}`, rebuild);
  const { problems, refused } = refusalProblems(loadConfig, environment);
  if (problems.length > 0)
    return fail(title, problems.join("; "), "restore the refusal in server/config.ts (productionProblems)");
  return pass(title, `on Cloud Functions the settings refuse ${refused.join(", ")}`);
}

const settle = <T>(promise: Promise<T>): Promise<T | Error> =>
  promise.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));

async function main(): Promise<number> {
  let values: { project?: string };
  try {
    ({ values } = parseArgs({ options: { project: { type: "string", short: "P" } }, strict: true }));
  } catch (error) {
    console.error(`${(error as Error).message}\nUsage: npm run deploy:check [-- --project <alias or id>]`);
    return 2;
  }
  const rc = existsSync(".firebaserc")
    ? (readJson(".firebaserc") as { projects?: Record<string, string> })
    : {};
  const project = resolveProject(rc.projects ?? {}, values.project);
  if (!project) {
    console.error("No project: pass --project <alias or id>, or name a default in .firebaserc.");
    return 1;
  }
  console.log(
    `Deploy check for ${project.id}${project.alias ? ` (alias ${project.alias})` : ""}${isDemoProject(project.id) ? ", a demo project" : ""}\n`,
  );
  const outcomes: Outcome[] = [];
  const report = (outcome: Outcome) => {
    outcomes.push(outcome);
    console.log(formatOutcome(outcome));
  };

  const root = readJson("package.json") as PackageJson;
  const major = nodeMajor(root.engines?.node) ?? 24;
  const layout: Layout = {
    hostingPublic: relative(path.join(path.dirname(FUNCTIONS_DIR), "client")),
    functionsSource: relative(FUNCTIONS_DIR),
    runtime: `nodejs${major}`,
  };
  let firebaseJson: unknown;
  try {
    firebaseJson = readJson("firebase.json");
    report(checkFirebaseJson(firebaseJson, layout));
  } catch (error) {
    report(fail("firebase.json", (error as Error).message, "restore firebase.json from git"));
  }
  report(checkMediaBuckets());
  report(await checkBuild());
  report(checkFunctionsPackage(root, major));

  let settings: Record<string, string> = {};
  try {
    if (!isDemoProject(project.id)) settings = deploymentSettings(project);
  } catch {
    // Reported by the settings check; the manifest is discovered without them.
  }
  const built = existsSync(path.join(FUNCTIONS_DIR, FUNCTIONS_MAIN));
  const missing = new Error(`${relative(path.join(FUNCTIONS_DIR, FUNCTIONS_MAIN))} is missing`);
  const manifest = built ? await settle(discoverManifest(project.id, settings)) : missing;
  const bundle = built ? await settle(importBundle()) : missing;
  const environment =
    bundle instanceof Error
      ? bundle
      : (bundle.functionEnvironment ?? new Error(`${FUNCTIONS_MAIN} does not export functionEnvironment`));
  const { JOBS } = await import("#server/jobs.ts");
  report(
    checkManifest(manifest, bundle, firebaseJsonProblems(firebaseJson, layout).rewrite, {
      jobs: Object.keys(JOBS),
      projectionJobs: Object.entries(JOBS)
        .filter(([, job]: [string, Job]) => job.holdsProjection)
        .map(([name]) => name),
    }),
  );
  report(checkSecretsDeclared(manifest));
  report(checkSecretsOutOfFiles(manifest));
  report(checkProjectSettings(project, manifest, environment));
  report(checkRefusals(environment));

  const failed = outcomes.filter((o) => o.status === "fail").length;
  console.log(
    failed > 0
      ? `\n${failed} check${failed === 1 ? "" : "s"} failed: not ready to deploy ${project.id}.`
      : `\nReady${isDemoProject(project.id) ? " (structurally; a demo project is never deployed)" : ` to deploy ${project.id}: npm run deploy -- --project ${project.alias ?? project.id}`}.`,
  );
  return failed > 0 ? 1 : 0;
}

if (import.meta.main) process.exit(await main());
