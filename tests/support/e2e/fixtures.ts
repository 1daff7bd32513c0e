// The browser tests' `test`: Playwright's, with fixtures that sign in a fresh member or a demo account (owner,
// admin, buyer), and pages that fail their test when their scripts throw or log an error. A spec imports `test`
// and `expect` from here:
//
//   test("an admin approves a listing", async ({ page, admin }) => {
//     await admin();               // signs the test's `page` in as the demo admin; admin(otherPage) signs in another
//     …
//   });
//
// A member the fixtures made is erased after the test, with everything they made.
import {
  type APIRequestContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
} from "@playwright/test";
import { signInWithPassword } from "../identity-toolkit.ts";
import {
  type Account,
  authEmulatorHost,
  createVerifiedMember,
  DEMO,
  type Member,
  mintSession,
} from "./accounts.ts";
import { origin } from "./site.ts";

export { expect };

/** The `owner`, `admin` and `buyer` fixtures: sign that demo account in on the test's `page`, or on the page given. */
export type SignIn = (page?: Page) => Promise<Account>;
/** The `member` fixture. */
export type SignInMember = (options?: { page?: Page | null; phoneNumber?: string }) => Promise<Member>;

interface Fixtures {
  /**
   * Makes a fresh member with a verified e-mail (and a phone number, if given) and signs them in on `page`, or
   * on `options.page`, or nowhere (`page: null`); erased, with all they made, after the test.
   */
  member: SignInMember;
  /** Signs the demo owner, whose listings are the seed's, in on `page` (or the page given). */
  owner: SignIn;
  /** Signs the demo admin in on `page` (or the page given). */
  admin: SignIn;
  /** Signs the demo buyer, whose profile and wishlist are the seed's, in on `page` (or the page given). */
  buyer: SignIn;
  /**
   * Console errors a test provokes on purpose and that do not fail it. Set with `test.use`; the browser's own
   * "Failed to load resource" for an error status or a request cut short never fails a test: an answer is the
   * test's to assert (many ask for a refusal, or stand in a failing server with page.route).
   */
  expectedConsoleErrors: RegExp[];
}

/** The browser's line for a request answered with an error status, or never answered (aborted, offline). */
const NETWORK_RESULT = /^Failed to load resource: /;

/**
 * Erases a member as they would erase themselves (DELETE /api/v1/profile: their listings, wishlist, searches,
 * then the Firebase account), in a browser context of its own. An account the test already deleted or disabled
 * is left as the test left it.
 */
async function erase(request: APIRequestContext, member: Member): Promise<void> {
  const account = await signInWithPassword(authEmulatorHost, member).catch(() => null);
  if (!account) return;
  const session = await request.post("/api/v1/session", {
    data: { idToken: account.idToken },
    headers: { origin },
  });
  expect(session.status(), `signing ${member.email} in to erase them`).toBe(200);
  const erased = await request.delete("/api/v1/profile", { headers: { origin } });
  expect(erased.status(), `erasing ${member.email}`).toBe(204);
}

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],

  context: async ({ context, expectedConsoleErrors }, use) => {
    const errors: string[] = [];
    context.on("page", (page) => {
      page.on("pageerror", (error) => errors.push(`${page.url()} threw: ${error.stack ?? error.message}`));
      page.on("console", (message: ConsoleMessage) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (NETWORK_RESULT.test(text) || expectedConsoleErrors.some((expected) => expected.test(text)))
          return;
        errors.push(`${page.url()} logged: ${text}`);
      });
    });
    await use(context);
    expect(errors, "errors on the test's pages").toEqual([]);
  },

  member: async ({ page, playwright, baseURL }, use, testInfo) => {
    const label = testInfo.file.replace(/^.*\//, "").replace(/\.spec\.ts$/, "");
    const made: Member[] = [];
    await use(async ({ page: on = page, phoneNumber } = {}) => {
      const member = await createVerifiedMember(label, { phoneNumber });
      made.push(member);
      if (on) await mintSession(on, member);
      return member;
    });
    if (made.length === 0) return;
    const request = await playwright.request.newContext({ baseURL });
    try {
      for (const member of made) await erase(request, member);
    } finally {
      await request.dispose();
    }
  },

  owner: async ({ page }, use) => {
    await use(async (on = page) => {
      await mintSession(on, DEMO.owner);
      return DEMO.owner;
    });
  },

  admin: async ({ page }, use) => {
    await use(async (on = page) => {
      await mintSession(on, DEMO.admin);
      return DEMO.admin;
    });
  },

  buyer: async ({ page }, use) => {
    await use(async (on = page) => {
      await mintSession(on, DEMO.buyer);
      return DEMO.buyer;
    });
  },
});
