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
export function readClientManifest(clientDir: string): unknown {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}`);
  const source = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
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

export async function build(): Promise<void> {
  const others = locales.filter((locale) => locale !== baseLocale);
  const manifests: Partial<Record<Locale, unknown>> = {};
  const otherDirs = others.map((locale) => [locale, `${BUILD_DIR}.${locale}`] as const);
  for (const [locale, dir] of otherDirs) {
    rmSync(dir, { recursive: true, force: true });
    await reactRouterBuild(locale, dir);
    manifests[locale] = readClientManifest(path.join(dir, "client"));
  }
  const manifestsFile = `${BUILD_DIR}.locale-manifests.json`;
  writeFileSync(manifestsFile, JSON.stringify(manifests));
  try {
    await reactRouterBuild(baseLocale, BUILD_DIR, { NILAM_LOCALE_MANIFESTS: manifestsFile });
  } finally {
    rmSync(manifestsFile, { force: true });
  }
  // Hashed names: a file both bundles share (React, styles, images) is the same file.
  for (const [, dir] of otherDirs) {
    cpSync(path.join(dir, "client", "assets"), path.join(BUILD_DIR, "client", "assets"), {
      recursive: true,
      force: false,
    });
    rmSync(dir, { recursive: true, force: true });
  }
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
