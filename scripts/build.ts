// `npm run build`: the browser bundles, one per language, React Router's server bundle, then the functions package.
//
// Why a browser bundle per language: Paraglide compiles each message into one function holding every language's
// text, so one bundle would make an English page load the Tamil text of everything on it, and a Tamil page the
// English. Built with NILAM_BROWSER_LOCALE set (web/app/lib/browser-runtime.ts), a bundle keeps one language.
// The other languages' bundles are built first; their assets go beside the English ones in build/client, and the
// server bundle gets their manifests (vite.config.ts, virtual:nilam/locale-manifests), so that it gives a Tamil
// page the Tamil bundle (server/http/locale-builds.ts).
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { baseLocale, type Locale, locales } from "#shared/paraglide/runtime.js";
import { run } from "./lib/processes.ts";

const ROOT = process.cwd();
const BUILD_DIR = path.resolve(process.env.NILAM_BUILD_DIR ?? "build");
const reactRouter = path.join(ROOT, "node_modules", ".bin", "react-router");

/** A client build's manifest, as React Router writes it (assets/manifest-<hash>.js: `window.__reactRouterManifest={…};`). */
export function readClientManifest(clientDir: string, file = manifestFileOf(clientDir)): ClientManifest {
  const source = readFileSync(path.join(clientDir, "assets", file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as ClientManifest;
}

/** The parts of React Router's client manifest that say which files a page loads. */
export interface ClientManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[] }>;
}

async function reactRouterBuild(
  locale: Locale,
  buildDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<void> {
  console.log(`\n▶ browser bundle in ${locale}${locale === baseLocale ? ", and the server bundle" : ""}`);
  const code = await run(reactRouter, ["build"], {
    ...process.env,
    ...env,
    NILAM_BROWSER_LOCALE: locale,
    NILAM_BUILD_DIR: buildDir,
  });
  if (code !== 0) throw new Error(`react-router build (${locale}) failed`);
}

/** Which client manifest is whose (`build/client-manifests.json`): for measuring each language's pages. */
export const CLIENT_MANIFESTS_FILE = "client-manifests.json";

function manifestFileOf(clientDir: string): string {
  const file = readdirSync(path.join(clientDir, "assets")).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${clientDir}`);
  return file;
}

export async function build(): Promise<void> {
  const others = locales.filter((locale) => locale !== baseLocale);
  const manifests: Partial<Record<Locale, unknown>> = {};
  const manifestFiles: Partial<Record<Locale, string>> = {};
  const otherDirs = others.map((locale) => [locale, `${BUILD_DIR}.${locale}`] as const);
  for (const [locale, dir] of otherDirs) {
    rmSync(dir, { recursive: true, force: true });
    await reactRouterBuild(locale, dir);
    const file = manifestFileOf(path.join(dir, "client"));
    manifestFiles[locale] = file;
    manifests[locale] = readClientManifest(path.join(dir, "client"), file);
  }
  const manifestsFile = `${BUILD_DIR}.locale-manifests.json`;
  writeFileSync(manifestsFile, JSON.stringify(manifests));
  try {
    await reactRouterBuild(baseLocale, BUILD_DIR, { NILAM_LOCALE_MANIFESTS: manifestsFile });
  } finally {
    rmSync(manifestsFile, { force: true });
  }
  manifestFiles[baseLocale] = manifestFileOf(path.join(BUILD_DIR, "client"));
  // Hashed names: a file both bundles share (React, styles, images) is the same file.
  for (const [, dir] of otherDirs) {
    cpSync(path.join(dir, "client", "assets"), path.join(BUILD_DIR, "client", "assets"), {
      recursive: true,
      force: false,
    });
    rmSync(dir, { recursive: true, force: true });
  }
  writeFileSync(path.join(BUILD_DIR, CLIENT_MANIFESTS_FILE), JSON.stringify(manifestFiles, null, 2));
  const functions = await run(process.execPath, [path.join(ROOT, "scripts", "build-functions.ts")]);
  if (functions !== 0) throw new Error("the functions package failed");
}

if (import.meta.main) {
  try {
    await build();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
  if (!existsSync(path.join(BUILD_DIR, "server", "index.js"))) process.exitCode = 1;
}
