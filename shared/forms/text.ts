// Checks every free-text field shares: what people type is text, never control characters or broken UTF-16,
// which downstream services (Firebase Auth, e-mail) refuse or silently mangle.
import * as z from "zod/mini";
import { m } from "#shared/paraglide/messages.js";
import { type FormText, onError, textOf } from "./form-text.ts";

/** Control characters (C0, DEL and C1), except the line breaks and tab a multi-line field may hold. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for.
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, with line breaks and tab allowed.
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Half of a surrogate pair without its other half (String.isWellFormed is too new for some phones' browsers). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether the text holds half a character (a lone surrogate), which UTF-8 cannot carry. */
export const hasLoneSurrogate = (value: string): boolean => LONE_SURROGATE.test(value);

/** "{label} must be at most {max} characters.", made when it is shown. */
export const maxLengthMessage = (label: FormText, max: number) => () =>
  m["form.field.maxLength"]({ label: textOf(label), max });

/** The checks of a free-text field: no control characters (line breaks only when `multiline`), no lone surrogates. */
export function plainTextChecks(label: FormText, options: { multiline?: boolean } = {}) {
  const control = options.multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE;
  return [
    z.refine<string>(
      (value) => !control.test(value),
      onError(() => m["form.field.controlCharacters"]({ label: textOf(label) })),
    ),
    // A lone surrogate is half a character: it would be stored as U+FFFD.
    z.refine<string>(
      (value) => !hasLoneSurrogate(value),
      onError(() => m["form.field.brokenText"]({ label: textOf(label) })),
    ),
  ] as const;
}
