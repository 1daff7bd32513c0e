import { describe, expect, it } from "vitest";
import type { Db } from "#server/db/firestore.ts";
import { signLink, verifyLink } from "./signed-links.ts";

// With LINK_SECRET set the key never touches Firestore: no database is needed here.
const signing = { db: {} as Db, secret: "a-test-secret-that-is-long-enough-32" };
const inADay = new Date(Date.now() + 24 * 60 * 60 * 1000);

describe("signed links", () => {
  it("gives back the subject and claims of a link it made", async () => {
    const token = await signLink(signing, {
      purpose: "listing-freshness",
      subject: "listing-1",
      claims: { period: 1234 },
      expiresAt: inADay,
    });
    expect(await verifyLink(signing, "listing-freshness", token)).toEqual({
      subject: "listing-1",
      claims: { period: 1234 },
    });
  });

  it("refuses a link made for another purpose, with another key, or changed", async () => {
    const token = await signLink(signing, { purpose: "listing-freshness", subject: "x", expiresAt: inADay });
    expect(await verifyLink(signing, "saved-search-unsubscribe", token)).toBe("invalid");
    expect(
      await verifyLink(
        { ...signing, secret: "another-secret-that-is-long-enough-3" },
        "listing-freshness",
        token,
      ),
    ).toBe("invalid");
    const [header, , signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ iss: "nilam", aud: "listing-freshness", sub: "y" })).toString(
      "base64url",
    );
    expect(await verifyLink(signing, "listing-freshness", `${header}.${forged}.${signature}`)).toBe(
      "invalid",
    );
    expect(await verifyLink(signing, "listing-freshness", "not a token")).toBe("invalid");
  });

  it("says a link has expired once its time is past", async () => {
    const token = await signLink(signing, { purpose: "listing-freshness", subject: "x", expiresAt: inADay });
    const later = new Date(inADay.getTime() + 1000);
    expect(await verifyLink(signing, "listing-freshness", token, later)).toBe("expired");
  });
});
