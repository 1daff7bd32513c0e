import SwaggerParser from "@apidevtools/swagger-parser";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createApiRouter } from "#server/http/api.ts";
import { buildOpenApiDocument, specifiedOperations } from "./document.ts";
import { listMountedRoutes } from "./routes.ts";

/** The real API router; building it reads no database, so its parts are stand-ins. */
function apiRouter() {
  return createApiRouter({
    config: loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9", FIREBASE_PROJECT_ID: "demo-nilam" }),
    db: {} as never,
    auth: {} as never,
    storage: {} as never,
    logger: pino({ level: "silent" }),
    reads: {} as never,
    publicAnswers: {} as never,
  });
}

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: unknown }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

const router = apiRouter();
const mounted = listMountedRoutes(router as unknown as { stack: unknown[] }).map(
  ({ method, path }) => `${method.toUpperCase()} ${path}`,
);
const document = buildOpenApiDocument(router as unknown as { stack: unknown[] }) as unknown as Document;
const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
);

describe("the route ⇄ document contract", () => {
  it("documents every route the API router mounts", () => {
    expect(mounted.length).toBeGreaterThan(60);
    expect(mounted.filter((route) => !documented.includes(route))).toEqual([]);
  });

  it("documents no route that is not mounted", () => {
    expect(specifiedOperations().filter((operation) => !mounted.includes(operation))).toEqual([]);
    expect(documented.filter((operation) => !mounted.includes(operation))).toEqual([]);
  });

  it("describes every operation's success: a 2xx body, or a 204", () => {
    const missing = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(
          ([, operation]) =>
            !Object.entries(operation.responses).some(
              ([status, answer]) => status === "204" || (/^2\d\d$/.test(status) && answer.content),
            ),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("names every path parameter", () => {
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods))
        for (const [, name] of path.matchAll(/\{(\w+)\}/g))
          expect(
            operation.parameters?.some((p) => p.in === "path" && p.name === name),
            `${method} ${path} ${name}`,
          ).toBe(true);
  });
});

describe("the served document", () => {
  it("keeps the schemas' descriptions and examples", () => {
    const text = JSON.stringify(document);
    expect(text).toContain('"description":"NL-000123"');
    expect(text).toContain('"examples":["types=Sell&propertyName=Land&city=Salem"]');
  });

  it("validates as OpenAPI 3.1", async () => {
    for (const production of [false, true]) {
      const built = buildOpenApiDocument(router as unknown as { stack: unknown[] }, { production });
      // The validator resolves $refs in place: it is given a copy.
      await expect(SwaggerParser.validate(structuredClone(built) as never)).resolves.toBeDefined();
    }
  });

  it("is checked by a validator that refuses a broken one", async () => {
    const broken = structuredClone(document) as unknown as { paths: Record<string, Record<string, unknown>> };
    broken.paths["/cities"]!.get = { responses: { 200: { content: {} } } };
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
  });
});
