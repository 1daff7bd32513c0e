import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { AppError } from "#server/errors.ts";
import { withPageErrors } from "./pages.ts";

/** A build of one route whose loader and action run `fail`. */
function buildFailingWith(fail: () => never): ServerBuild {
  const module = { loader: fail, action: fail, default: () => null };
  return { routes: { page: { id: "page", path: "page", module } } } as unknown as ServerBuild;
}

async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

describe("withPageErrors", () => {
  const args = {} as never;

  it("turns a service's refusal under any loader or action into its own status with its message", async () => {
    const build = withPageErrors(
      buildFailingWith(() => {
        throw AppError.forbidden();
      }),
    );
    const route = build.routes.page!;
    for (const run of [route.module.loader, route.module.action]) {
      const thrown = (await thrownBy(() => run?.(args))) as { init: { status: number }; data: unknown };
      expect(thrown.init.status).toBe(403);
      expect(thrown.data).toEqual({ code: "forbidden", message: "You are not allowed to do that." });
    }
  });

  it("leaves unexpected errors alone, so they stay 500s that say nothing", async () => {
    const failure = new Error("database exploded");
    const build = withPageErrors(
      buildFailingWith(() => {
        throw failure;
      }),
    );
    expect(await thrownBy(() => build.routes.page!.module.loader?.(args))).toBe(failure);
  });
});
