// The server bundle's entry (see vite.config.ts): the Express app with React Router's build inside it, and the
// client manifests of the other languages' browser bundles (scripts/build.ts).
import localeManifests from "virtual:nilam/locale-manifests";
import * as build from "virtual:react-router/server-build";
import { type AppDeps, createApp } from "./app.ts";
import { localeBuilds } from "./http/locale-builds.ts";

export function createServerApp(deps: Omit<AppDeps, "build" | "localeBuilds">) {
  return createApp({ ...deps, build, localeBuilds: localeBuilds(build, localeManifests) });
}
