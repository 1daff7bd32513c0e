// The API's zod schemas (shared/api/) as the document's JSON Schemas, written with zod 4's z.toJSONSchema. A
// schema registered as a component is written once under components.schemas and referred to by $ref.
import { z } from "zod";
import type * as core from "zod/v4/core";
import { descriptions } from "#shared/api/common.ts";

export type Schema = core.$ZodType;
export type JsonObject = Record<string, unknown>;
/** Requests are described as they may be sent (defaults optional), answers as they are sent. */
export type Direction = "input" | "output";

/**
 * Names `schema` in components.schemas: everywhere it appears it is a $ref. The name joins the schema's other
 * metadata (its description, examples) in zod's global registry, which z.toJSONSchema reads.
 */
export function component<T extends Schema>(id: string, schema: T): T {
  registerDescriptions();
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  return schema;
}

const registered = new Set<Schema>();

/**
 * Puts the descriptions of shared/api's schemas (`described`) in zod's global registry, where zod's describe would
 * have put them when each schema was made: so before a component's name joins them, and before any schema is
 * written. A schema that has metadata of its own by then got it after its description (a .describe or .meta on a
 * copy), which replaced it.
 */
function registerDescriptions(): void {
  for (const [schema, description] of descriptions) {
    if (registered.has(schema)) continue;
    registered.add(schema);
    if (!z.globalRegistry.has(schema))
      z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), description });
  }
}

const REF_PREFIX = "#/components/schemas/";
const rewriteRefs = (json: unknown): JsonObject =>
  JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', `"${REF_PREFIX}`)) as JsonObject;

/** Writes schemas for one document, gathering the components they use. */
export class SchemaWriter {
  readonly components: Record<string, JsonObject> = {};

  write(schema: Schema, io: Direction): JsonObject {
    registerDescriptions();
    const {
      $schema: _dialect,
      $defs,
      ...json
    } = z.toJSONSchema(schema, {
      target: "draft-2020-12",
      io,
      // A refinement or transform says nothing JSON Schema can: described by the type around it.
      unrepresentable: "any",
    }) as JsonObject & { $defs?: Record<string, JsonObject> };
    // A component, at the root or inside, comes back as a $ref and its definition in $defs.
    for (const [id, definition] of Object.entries($defs ?? {})) this.#add(id, rewriteRefs(definition));
    return rewriteRefs(json);
  }

  #add(id: string, definition: JsonObject) {
    const known = this.components[id];
    if (known && JSON.stringify(known) !== JSON.stringify(definition))
      throw new Error(`The component ${id} is written two ways (as a request and as an answer?)`);
    this.components[id] = definition;
  }
}
