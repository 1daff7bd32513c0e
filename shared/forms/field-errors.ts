// How every form schema's failures reach the page: one message per field, the first zod reports, shown beside
// the field's input; the same function in the browser (instant feedback) and on the server (the 400's fieldErrors).
import type * as z from "zod/mini";

/**
 * Field → first message. With `fields`, issues of any other path (or of the whole form) are left out; without,
 * every issue whose path starts with a field name counts.
 */
export function firstMessages<Field extends string>(
  error: z.core.$ZodError,
  fields: readonly Field[],
): Partial<Record<Field, string>>;
export function firstMessages(error: z.core.$ZodError): Record<string, string>;
export function firstMessages<Field extends string>(
  error: z.core.$ZodError,
  fields?: readonly Field[],
): Partial<Record<Field, string>> {
  const messages: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key !== "string" || (fields && !(fields as readonly string[]).includes(key))) continue;
    messages[key as Field] ??= issue.message;
  }
  return messages;
}

/** One field's message as the person types or leaves it; undefined when the value is fine (or no such field). */
export function checkField<Shape extends z.core.$ZodShape>(
  schema: z.ZodMiniObject<Shape>,
  field: keyof Shape & string,
  value: string,
): string | undefined {
  const result = (schema.shape[field] as z.ZodMiniType | undefined)?.safeParse(value);
  return result && !result.success ? result.error.issues[0]?.message : undefined;
}
