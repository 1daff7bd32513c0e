import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import {
  dependencyDifferences,
  describeEndpoint,
  type Endpoint,
  firebaseJsonProblems,
  functionsPackageProblems,
  importedSpecifiers,
  isDemoProject,
  isDeployedSettingsFile,
  lifecycleProblems,
  type Manifest,
  manifestProblems,
  nodeMajor,
  PRODUCTION_BASELINE,
  PUBLIC_READ_ROLE,
  packageOf,
  publicGrantProblems,
  refusalProblems,
  reservedSettings,
  resolveProject,
  SECRET_SETTINGS,
  secretsInSettingsFiles,
  specificSchemaErrors,
  undeclaredImports,
  undeclaredSecrets,
} from "./deploy-check.ts";

describe("resolveProject", () => {
  const aliases = { default: "demo-nilam", production: "nilam-prod" };
  it("takes an alias to its project, and a project id as it is", () => {
    expect(resolveProject(aliases, "production")).toEqual({ id: "nilam-prod", alias: "production" });
    expect(resolveProject(aliases, "nilam-staging")).toEqual({ id: "nilam-staging", alias: undefined });
  });
  it("defaults to the only alias, else to `default`, as firebase-tools does", () => {
    expect(resolveProject(aliases, undefined)).toEqual({ id: "demo-nilam", alias: "default" });
    expect(resolveProject({ staging: "nilam-staging" }, undefined)).toEqual({
      id: "nilam-staging",
      alias: "staging",
    });
    expect(resolveProject({ a: "x", b: "y" }, undefined)).toBeUndefined();
  });
  it("knows demo projects by their prefix", () => {
    expect(isDemoProject("demo-nilam")).toBe(true);
    expect(isDemoProject("nilam-prod")).toBe(false);
  });
});

describe("firebaseJsonProblems", () => {
  const layout = { hostingPublic: "build/client", functionsSource: "build/functions", runtime: "nodejs24" };
  const good = {
    hosting: {
      public: "build/client",
      predeploy: ["npm run build"],
      rewrites: [{ source: "**", function: { functionId: "nilam", region: "asia-south1" } }],
    },
    functions: [{ source: "build/functions", runtime: "nodejs24", predeploy: ["npm run build"] }],
  };
  it("accepts the layout and finds the rewrite", () => {
    expect(firebaseJsonProblems(good, layout)).toEqual({
      problems: [],
      rewrite: { functionId: "nilam", region: "asia-south1" },
    });
  });
  it("names each departure", () => {
    const { problems, rewrite } = firebaseJsonProblems(
      {
        hosting: { public: "public", rewrites: [{ source: "**", function: "nilam" }] },
        functions: { source: "./build/functions/", runtime: "nodejs22" },
      },
      layout,
    );
    expect(rewrite).toBeUndefined();
    expect(problems).toEqual([
      'hosting.public is "public", not "build/client"',
      'hosting has no predeploy "npm run build"',
      "the rewrite to nilam names no region (Hosting would look in us-central1)",
      'functions runtime is "nodejs22", not "nodejs24"',
      'functions has no predeploy "npm run build"',
    ]);
  });
  it("misses the rewrite and the codebase when they are not there", () => {
    const { problems } = firebaseJsonProblems(
      { hosting: { ...good.hosting, rewrites: [] }, functions: [{ source: "functions" }] },
      layout,
    );
    expect(problems).toEqual([
      "hosting has no rewrite to the function nilam",
      'functions has no source "build/functions"',
    ]);
  });
});

describe("the Storage step of a first deploy", () => {
  const layout = { hostingPublic: "build/client", functionsSource: "build/functions", runtime: "nodejs24" };
  const firebaseJson = JSON.parse(readFileSync("firebase.json", "utf8")) as unknown;

  it("needs none: firebase.json deploys no Storage rules, which would stop a deploy until Storage is set up", () => {
    expect(firebaseJsonProblems(firebaseJson, layout).problems).toEqual([]);
    const withStorage = { ...(firebaseJson as object), storage: { rules: "storage.rules" } };
    expect(firebaseJsonProblems(withStorage, layout).problems).toEqual([
      "firebase.json deploys Storage rules: a first deploy stops until Storage is set up in the console, and the rules would not govern the media buckets",
    ]);
  });
});

describe("publicGrantProblems", () => {
  const grant = (bucket: string, member: string, role: string) =>
    `\`gcloud storage buckets add-iam-policy-binding ${bucket} --member=${member} --role=${role}\``;

  it("accepts the runbook as it is: everyone reads the public bucket by name, nothing more", () => {
    expect(publicGrantProblems(readFileSync("README.md", "utf8"))).toEqual([]);
  });

  it("refuses a role that lists objects, a grant on the private bucket, and a runbook with no public grant", () => {
    expect(publicGrantProblems(grant("gs://<bucket>", "allUsers", "roles/storage.objectViewer"))).toEqual([
      `allUsers is granted roles/storage.objectViewer (only ${PUBLIC_READ_ROLE}: reading by name, never listing)`,
    ]);
    expect(publicGrantProblems(grant("gs://<private-bucket>", "allUsers", PUBLIC_READ_ROLE))).toEqual([
      "allUsers is granted a role on gs://<private-bucket> (only on the public bucket, gs://<bucket>)",
    ]);
    expect(
      publicGrantProblems(
        grant("gs://<bucket>", "allAuthenticatedUsers", "roles/storage.legacyBucketReader"),
      ),
    ).toHaveLength(1);
    expect(
      publicGrantProblems(grant("gs://<bucket>", "serviceAccount:sa@x", "roles/storage.objectAdmin")),
    ).toEqual(["no step lets visitors read the public bucket's media"]);
  });
});

describe("lifecycleProblems", () => {
  it("accepts media-lifecycle.json: incoming/ is deleted after a day", () => {
    expect(lifecycleProblems(JSON.parse(readFileSync("media-lifecycle.json", "utf8")))).toEqual([]);
  });

  it("refuses a lifecycle that keeps unchecked uploads longer, or deletes elsewhere", () => {
    const rule = (age: number, prefix: string) => ({
      rule: [{ action: { type: "Delete" }, condition: { age, matchesPrefix: [prefix] } }],
    });
    expect(lifecycleProblems(rule(7, "incoming/"))).toEqual([
      "no rule deletes incoming/ after at most a day",
    ]);
    expect(lifecycleProblems(rule(1, "listings/"))).toHaveLength(1);
    expect(lifecycleProblems({})).toHaveLength(1);
  });
});

describe("specificSchemaErrors", () => {
  it("keeps the deepest error of a failed anyOf, and what stands alone", () => {
    const errors = [
      { instancePath: "/functions", keyword: "type", message: "must be object" },
      {
        instancePath: "/functions/0",
        keyword: "required",
        message: "must have required property 'instances'",
      },
      {
        instancePath: "/functions/0/runtime",
        keyword: "enum",
        message: "must be equal to one of the allowed values",
      },
      { instancePath: "/functions/0", keyword: "anyOf", message: "must match a schema in anyOf" },
      { instancePath: "/functions", keyword: "anyOf", message: "must match a schema in anyOf" },
      { instancePath: "", keyword: "additionalProperties", message: "must NOT have additional properties" },
      { instancePath: "/hosting", keyword: "required", message: "must have required property 'public'" },
    ];
    expect(specificSchemaErrors(errors).map((e) => `${e.instancePath} ${e.keyword}`)).toEqual([
      "/functions/0/runtime enum",
      " additionalProperties",
      "/hosting required",
    ]);
  });
});

describe("reservedSettings", () => {
  it("names the settings firebase-tools lets no settings file or secret set", () => {
    expect(
      reservedSettings("Refusing to start in production: FIREBASE_API_KEY is missing; PUBLIC_URL is missing"),
    ).toEqual(["FIREBASE_API_KEY"]);
    expect(reservedSettings("SMTP_URL is missing (STORAGE_DRIVER=s3)")).toEqual([]);
  });
});

describe("nodeMajor", () => {
  it("reads the first major of a range", () => {
    expect(nodeMajor(">=24.11 <25")).toBe(24);
    expect(nodeMajor("24.x")).toBe(24);
    expect(nodeMajor(undefined)).toBeUndefined();
  });
});

describe("importedSpecifiers", () => {
  it("finds static imports, re-exports, side-effect and dynamic imports", () => {
    const source = [
      'import { a as b, c } from "./assets/entry-X.js";',
      'import path from "node:path";',
      "import {",
      "  onRequest,",
      '} from "firebase-functions/v2/https";',
      'import * as sdk from "@aws-sdk/client-s3";',
      'import "./side-effect.js";',
      "export { t as createServerApp } from './chunk.js';",
      'export * from "zod";',
      'const lazy = () => import("sharp");',
      "const other = await import(`file-type`, { with: {} });",
      'import{x}from"pino";',
    ].join("\n");
    expect(importedSpecifiers(source).sort()).toEqual(
      [
        "./assets/entry-X.js",
        "node:path",
        "firebase-functions/v2/https",
        "@aws-sdk/client-s3",
        "./side-effect.js",
        "./chunk.js",
        "zod",
        "sharp",
        "file-type",
        "pino",
      ].sort(),
    );
  });
  it("ignores import.meta, computed imports and local exports", () => {
    const source = [
      "const url = import.meta.url;",
      "const m = await import(name);",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a module, with a computed import
      "const t = await import(`./routes/${name}.js`);",
      "export { a, b as c };",
      "const text = 'imported from nowhere';",
    ].join("\n");
    expect(importedSpecifiers(source)).toEqual([]);
  });
});

describe("packageOf", () => {
  it("names the package of a subpath, scoped or not; null for files, URLs and Node's own modules", () => {
    const packages: Record<string, string | null> = {
      "firebase-functions/v2/https": "firebase-functions",
      "@aws-sdk/client-s3": "@aws-sdk/client-s3",
      "@aws-sdk/client-s3/dist/x.js": "@aws-sdk/client-s3",
      "react-dom/server": "react-dom",
      "#server/config.ts": "#server/config.ts",
      "./a.js": null,
      "../b.js": null,
      "/abs.js": null,
      "node:fs": null,
      fs: null,
      "fs/promises": null,
      "data:text/javascript,": null,
    };
    expect(
      Object.fromEntries(Object.keys(packages).map((specifier) => [specifier, packageOf(specifier)])),
    ).toEqual(packages);
  });
});

describe("undeclaredImports", () => {
  it("lists each undeclared package with the files importing it", () => {
    const modules = [
      {
        file: "server/functions.js",
        source: 'import "firebase-functions/params";\nimport "node:fs";\nimport "left-pad";',
      },
      { file: "server/assets/a.js", source: 'import("left-pad");\nimport "./b.js";\nimport "#server/x.ts";' },
    ];
    expect(undeclaredImports(modules, { "firebase-functions": "^7.4.0" })).toEqual(
      new Map([
        ["left-pad", ["server/functions.js", "server/assets/a.js"]],
        ["#server/x.ts", ["server/assets/a.js"]],
      ]),
    );
  });
});

describe("functionsPackageProblems", () => {
  const root = { name: "nilam", version: "0.1.0", dependencies: { express: "^5.3.0", zod: "^4.6.7" } };
  const pkg = {
    name: "nilam-functions",
    version: "0.1.0",
    main: "server/functions.js",
    engines: { node: "24.x" },
    dependencies: { ...root.dependencies },
  };
  const lock = {
    name: "nilam-functions",
    version: "0.1.0",
    packages: {
      "": { name: pkg.name, version: pkg.version, dependencies: pkg.dependencies, engines: pkg.engines },
      "node_modules/express": { version: "5.3.0" },
      "node_modules/zod": { version: "4.6.7" },
    },
  };
  it("accepts the package the build makes", () => {
    expect(functionsPackageProblems(pkg, lock, root, 24)).toEqual([]);
  });
  it("names the engine, the dependencies and the lockfile's departures", () => {
    const stale = { ...pkg, engines: { node: "22" }, dependencies: { express: "^5.2.0", vite: "^8.0.0" } };
    const devLock = {
      ...lock,
      packages: { ...lock.packages, "node_modules/vitest": { version: "5.1.1", dev: true } },
    };
    expect(functionsPackageProblems(stale, devLock, root, 24)).toEqual([
      'engines.node is "22", not "24.x"',
      "dependencies differ from package.json's: lacks zod; adds vite; express ^5.2.0 instead of ^5.3.0",
      "the lockfile's root entry differs from package.json (dependencies, engines)",
      "the lockfile holds 1 development entries (node_modules/vitest…)",
      "the lockfile lacks vite",
    ]);
  });
  it("wants a main", () => {
    expect(functionsPackageProblems({ ...pkg, main: undefined }, lock, root, 24)).toEqual([
      "package.json names no main",
    ]);
  });
  it("describes dependency differences, none when equal", () => {
    expect(dependencyDifferences({ a: "1" }, { a: "1" })).toEqual([]);
    expect(dependencyDifferences({}, { a: "1", b: "2" })).toEqual(["lacks a, b"]);
  });
});

describe("settings files and secrets", () => {
  it("counts the files a deploy reads, not the example or the emulator's", () => {
    expect(
      [".env", ".env.nilam-prod", ".env.production", ".env.example", ".env.local", ".secret.local"].filter(
        isDeployedSettingsFile,
      ),
    ).toEqual([".env", ".env.nilam-prod", ".env.production"]);
  });
  it("finds a secret set in a settings file, as firebase-tools parses it", () => {
    const files = [
      {
        file: "functions/.env",
        text: "PUBLIC_URL=https://nilam.example\n# SMTP_URL=smtps://commented.out\n",
      },
      {
        file: "functions/.env.nilam-prod",
        text: 'export SMTP_URL="smtps://u:p@smtp.example.com:465" # mail\nRAZORPAY_WEBHOOK_SECRET=\nS3_BUCKET=x\n',
      },
    ];
    expect(secretsInSettingsFiles(files, SECRET_SETTINGS)).toEqual([
      "RAZORPAY_WEBHOOK_SECRET in functions/.env.nilam-prod",
      "SMTP_URL in functions/.env.nilam-prod",
    ]);
    expect(secretsInSettingsFiles([files[0]!], SECRET_SETTINGS)).toEqual([]);
  });
});

describe("the trigger manifest", () => {
  const secrets = SECRET_SETTINGS.map((key) => ({ key }));
  const site: Endpoint = {
    platform: "gcfv2",
    region: ["asia-south1"],
    availableMemoryMb: 1024,
    cpu: 1,
    concurrency: 80,
    maxInstances: 10,
    timeoutSeconds: 120,
    secretEnvironmentVariables: secrets,
    httpsTrigger: { invoker: ["public"] },
  };
  const job: Endpoint = {
    platform: "gcfv2",
    region: ["asia-south1"],
    availableMemoryMb: 512,
    maxInstances: 1,
    secretEnvironmentVariables: secrets,
    scheduleTrigger: { schedule: "every 10 minutes", timeZone: "Asia/Kolkata" },
  };
  const manifest: Manifest = { endpoints: { nilam: site, retryFailedMail: job } };
  const expected = { site: { functionId: "nilam", region: "asia-south1" }, jobs: ["retryFailedMail"] };

  it("accepts the site where Hosting rewrites and a function per job", () => {
    expect(manifestProblems(manifest, expected)).toEqual([]);
  });
  it("names a wrong region, a missing ceiling, a missing job and a 1st-gen function", () => {
    const wrong: Manifest = {
      endpoints: {
        nilam: { ...site, region: ["us-central1"], maxInstances: null },
        retryFailedMail: { ...job, platform: "gcfv1", scheduleTrigger: undefined, httpsTrigger: {} },
      },
    };
    expect(
      manifestProblems(wrong, { ...expected, jobs: ["retryFailedMail", "sweepAbandonedUploads"] }),
    ).toEqual([
      "retryFailedMail is not a 2nd-gen function",
      "nilam runs in us-central1, firebase.json rewrites to asia-south1",
      "nilam sets no maxInstances (the ceiling on instances and cost)",
      "retryFailedMail is not a scheduled function",
      "no scheduled function for the job sweepAbandonedUploads",
    ]);
    expect(manifestProblems({ endpoints: {} }, { ...expected, jobs: [] })).toEqual([
      "no function nilam (the Hosting rewrite's target)",
    ]);
  });
  it("names a job that loads the public projection with less memory than the site has for it", () => {
    const alerts = { ...job, scheduleTrigger: { schedule: "every 60 minutes", timeZone: "Asia/Kolkata" } };
    const withAlerts = (memory: number): Manifest => ({
      endpoints: { ...manifest.endpoints, mailSavedSearchAlerts: { ...alerts, availableMemoryMb: memory } },
    });
    const jobs = { ...expected, jobs: ["retryFailedMail", "mailSavedSearchAlerts"] };
    expect(manifestProblems(withAlerts(512), { ...jobs, projectionJobs: ["mailSavedSearchAlerts"] })).toEqual(
      ["mailSavedSearchAlerts has 512 MiB: it loads the public projection, for which nilam has 1024 MiB"],
    );
    expect(
      manifestProblems(withAlerts(1024), { ...jobs, projectionJobs: ["mailSavedSearchAlerts"] }),
    ).toEqual([]);
    expect(manifestProblems(withAlerts(512), jobs)).toEqual([]);
  });
  it("describes an endpoint in a line", () => {
    expect(describeEndpoint("nilam", site)).toBe(
      "nilam: https (public), asia-south1, 1024 MiB, 1 CPU, 80 concurrent, max 10 instances, 120 s, 4 secrets",
    );
    expect(describeEndpoint("retryFailedMail", job)).toBe(
      'retryFailedMail: schedule "every 10 minutes" Asia/Kolkata, asia-south1, 512 MiB, max 1 instance, 4 secrets',
    );
  });
  it("names the functions that do not get a required secret", () => {
    expect(undeclaredSecrets(manifest, SECRET_SETTINGS)).toEqual([]);
    const partial: Manifest = {
      endpoints: {
        ...manifest.endpoints,
        retryFailedMail: { ...job, secretEnvironmentVariables: secrets.slice(0, 2) },
      },
    };
    expect(undeclaredSecrets(partial, SECRET_SETTINGS)).toEqual([
      "retryFailedMail lacks SMTP_URL, S3_SECRET_ACCESS_KEY",
    ]);
  });
});

describe("refusalProblems", () => {
  // functions/index.ts's functionEnvironment in short: deployed (K_SERVICE, not the emulator), production.
  const deployed = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
    ...env,
    NODE_ENV: env.K_SERVICE && env.FUNCTIONS_EMULATOR !== "true" ? "production" : env.NODE_ENV,
    FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID ?? env.GCLOUD_PROJECT,
  });

  it("finds every development setting refused by the settings", () => {
    expect(refusalProblems(loadConfig, deployed)).toEqual({
      problems: [],
      refused: [
        "the Auth emulator",
        "the Firestore emulator",
        "sandbox payments",
        "disk media",
        "no SMTP_URL",
        "OpenStreetMap's own tiles",
      ],
    });
  });
  it("reports a refusal that is gone", () => {
    const noSmtpCheck = (env: NodeJS.ProcessEnv) =>
      loadConfig({ ...env, SMTP_URL: env.SMTP_URL ?? "smtp://127.0.0.1:1025" });
    expect(refusalProblems(noSmtpCheck, deployed).problems).toEqual(["no SMTP_URL is accepted"]);
  });
  it("reports a baseline that no longer loads instead of passing on it", () => {
    const development = (env: NodeJS.ProcessEnv) => ({
      ...env,
      NODE_ENV: "production",
      GCLOUD_PROJECT: undefined,
    });
    const { problems } = refusalProblems(loadConfig, development);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^the baseline production settings are refused: .*FIREBASE_PROJECT_ID/);
    expect(PRODUCTION_BASELINE.K_SERVICE).toBe("nilam");
  });
});
