// Where the browser tests find the site: scripts/test.ts names it in BASE_URL (playwright.config.ts reads the same).
export const baseURL = process.env.BASE_URL ?? "http://localhost:3000";
/** The Origin header a same-site browser sends with a write. */
export const origin = new URL(baseURL).origin;
