// Route modules reach the server's request locale through this file (see server/http/request-locale.ts).
export { inLocale } from "#server/http/request-locale.ts";
