// Route modules reach the server only through files like this one (*.server.ts never reach the browser).
export { type AppContext, appContext, type SessionUser } from "#server/http/context.ts";
