// A schema's messages are made when a value is checked, never when the schema is built: the same schema then
// answers in the browser in the page's language and on the server in the request's (Paraglide's getLocale at
// that moment). Labels and messages are Paraglide message functions; the admin console's schemas, English only,
// may pass plain text.

/** A message or a field's name: a Paraglide message (called at parse time) or fixed text. */
export type FormText = string | (() => string);

/** The text of `text` in the current locale. */
export const textOf = (text: FormText): string => (typeof text === "string" ? text : text());

/** zod's params for a message made at parse time (`z.minLength(1, onError(m["x"]))`). */
export const onError = (text: FormText) => ({ error: () => textOf(text) });
