// The server bundle's entry (see vite.config.ts): the Express app with React Router's build inside it.
import * as build from "virtual:react-router/server-build";
import { type AppDeps, createApp } from "./app.ts";

export function createServerApp(deps: Omit<AppDeps, "build">) {
  return createApp({ ...deps, build });
}
