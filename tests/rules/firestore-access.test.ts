// The access paths the matrix states in general, spelled out as a browser would meet them through the web SDK:
// private documents stay private to other members (with or without a plan), list queries must carry the
// filter the rules need, and the live queries reactfire keeps open are allowed to their owner.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  collection,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  orderBy,
  type Query,
  type QuerySnapshot,
  query,
  setDoc,
  type Timestamp,
  updateDoc,
  where,
} from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { LISTING, seedDocuments } from "./documents-at-hand.ts";
import { rulesEnvironmentForFile, UID } from "./rules-environment.ts";

const rules = rulesEnvironmentForFile(seedDocuments);

const paths = (snapshot: QuerySnapshot) => snapshot.docs.map((d) => d.ref.path).sort();

/** The first snapshot of a live query, as reactfire's first render receives it. */
function firstSnapshot(live: Query): Promise<QuerySnapshot> {
  return new Promise((resolve, reject) => {
    const unsubscribe = onSnapshot(
      live,
      (snapshot) => {
        unsubscribe();
        resolve(snapshot);
      },
      reject,
    );
  });
}

describe("private documents, read by another signed-in member through the web SDK", () => {
  it("a pending listing cannot be read by another signed-in user, by id or by query", async () => {
    const stranger = rules.clients.user;
    await assertFails(getDoc(doc(stranger, `listings/${LISTING.pending}`)));
    await assertFails(getDocs(query(collection(stranger, "listings"), where("status", "==", "pending"))));
    await assertFails(getDocs(query(collection(stranger, "listings"), where("ownerId", "==", UID.owner))));

    const snapshot = await assertSucceeds(getDoc(doc(rules.clients.owner, `listings/${LISTING.pending}`)));
    expect(snapshot.get("status")).toBe("pending");
  });

  it("an owner's contact document cannot be read by another signed-in user, by id or by query", async () => {
    const stranger = rules.clients.user;
    await assertFails(getDoc(doc(stranger, `listingContacts/${LISTING.approved}`)));
    await assertFails(
      getDocs(query(collection(stranger, "listingContacts"), where("ownerId", "==", UID.owner))),
    );
    await assertFails(getDocs(collection(stranger, "listingContacts")));

    const snapshot = await assertSucceeds(
      getDoc(doc(rules.clients.owner, `listingContacts/${LISTING.approved}`)),
    );
    expect(snapshot.get("phone")).toBe("9876543210");
  });

  it("a member with an active plan still cannot read a contact document directly", async () => {
    const member = rules.clients.memberActive;
    const plan = await assertSucceeds(getDoc(doc(member, "subscriptions/subscription-member-active")));
    expect(plan.get("status")).toBe("active");
    expect((plan.get("expiresAt") as Timestamp).toMillis()).toBeGreaterThan(Date.now());

    // The server reveals contacts to members with a plan, and records each reveal; rules cannot record.
    await assertFails(getDoc(doc(member, `listingContacts/${LISTING.approved}`)));
    await assertFails(
      getDocs(query(collection(member, "listingContacts"), where("ownerId", "==", UID.owner))),
    );
  });
});

describe("listing queries: rules are not filters", () => {
  it("anonymous may not list listings without a status filter", async () => {
    await assertFails(getDocs(collection(rules.clients.anonymous, "listings")));
    await assertFails(
      getDocs(query(collection(rules.clients.anonymous, "listings"), orderBy("createdAt", "desc"))),
    );
  });

  it("anonymous may list where status == 'approved', and gets only approved listings", async () => {
    const approved = query(
      collection(rules.clients.anonymous, "listings"),
      where("status", "==", "approved"),
      orderBy("createdAt", "desc"),
    );
    const snapshot = await assertSucceeds(getDocs(approved));
    expect(paths(snapshot)).toEqual([`listings/${LISTING.approved}`]);
  });

  it("anonymous may not list with a filter that lets other statuses through", async () => {
    const listings = collection(rules.clients.anonymous, "listings");
    await assertFails(getDocs(query(listings, where("status", "in", ["approved", "pending"]))));
    await assertFails(getDocs(query(listings, where("status", "!=", "rejected"))));
  });

  it("the owner may list where ownerId == their uid, newest first, and sees every status", async () => {
    const own = query(
      collection(rules.clients.owner, "listings"),
      where("ownerId", "==", UID.owner),
      orderBy("createdAt", "desc"),
    );
    const snapshot = await assertSucceeds(getDocs(own));
    expect(paths(snapshot)).toEqual(
      [LISTING.approved, LISTING.pending, LISTING.rejected].map((id) => `listings/${id}`).sort(),
    );
  });

  it("a member's query for their own listings is allowed even when they have none", async () => {
    const own = query(collection(rules.clients.user, "listings"), where("ownerId", "==", UID.user));
    expect((await assertSucceeds(getDocs(own))).empty).toBe(true);
  });

  it("a get of a missing listing is denied, except to an admin (rules read the missing document)", async () => {
    await assertFails(getDoc(doc(rules.clients.anonymous, "listings/no-such-listing")));
    await assertFails(getDoc(doc(rules.clients.owner, "listings/no-such-listing")));
    const snapshot = await assertSucceeds(getDoc(doc(rules.clients.admin, "listings/no-such-listing")));
    expect(snapshot.exists()).toBe(false);
  });
});

describe("live queries reactfire keeps open", () => {
  it("the owner's own listings, with their status, arrive live", async () => {
    // As web/app/lib/live/live-feeds.client.tsx asks for them.
    const own = query(
      collection(rules.clients.owner, "listings"),
      where("ownerId", "==", UID.owner),
      orderBy("createdAt", "desc"),
    );
    const snapshot = await firstSnapshot(own);
    expect(snapshot.docs.map((d) => d.get("status")).sort()).toEqual(["approved", "pending", "rejected"]);
  });

  it("a member's wishlist arrives live to that member only", async () => {
    const snapshot = await firstSnapshot(
      query(collection(rules.clients.owner, `users/${UID.owner}/wishlist`)),
    );
    expect(paths(snapshot)).toEqual([`users/${UID.owner}/wishlist/${LISTING.approved}`]);

    await assertFails(firstSnapshot(query(collection(rules.clients.user, `users/${UID.owner}/wishlist`))));
    await assertFails(firstSnapshot(query(collection(rules.clients.admin, `users/${UID.owner}/wishlist`))));
  });
});

describe("a member's language", () => {
  it("is the member's to read, and only the server's to write, even on their own document", async () => {
    const own = doc(rules.clients.owner, `users/${UID.owner}`);
    expect((await assertSucceeds(getDoc(own))).get("locale")).toBe("ta");
    await assertFails(updateDoc(own, { locale: "en" }));
    await assertFails(setDoc(own, { locale: "en" }, { merge: true }));
    await assertFails(updateDoc(doc(rules.clients.admin, `users/${UID.owner}`), { locale: "en" }));
    await assertFails(setDoc(doc(rules.clients.user, `users/${UID.user}`), { locale: "ta" }));
  });
});

describe("members and their own plans", () => {
  it.each([
    ["an active", "memberActive", UID.memberActive, true],
    ["an expired", "memberExpired", UID.memberExpired, false],
  ] as const)(
    "a member with %s plan reads their own subscriptions",
    async (_state, principal, uid, current) => {
      const own = query(collection(rules.clients[principal], "subscriptions"), where("userId", "==", uid));
      const snapshot = await assertSucceeds(getDocs(own));
      expect(snapshot.size).toBe(1);
      const expiresAt = snapshot.docs[0]?.get("expiresAt") as Timestamp;
      expect(expiresAt.toMillis() > Date.now()).toBe(current);
    },
  );

  it("a member may not list subscriptions by status (other members' plans)", async () => {
    const active = query(
      collection(rules.clients.memberActive, "subscriptions"),
      where("status", "==", "active"),
    );
    await assertFails(getDocs(active));
  });
});

describe("the admin claim", () => {
  it.each([
    ["no admin claim", {}],
    ["admin: false", { admin: false }],
    ["admin: 'true' (a string)", { admin: "true" }],
  ])("a token with %s is no admin", async (_name, token) => {
    const client = rules.env.authenticatedContext("uid-not-admin", token).firestore();
    await assertFails(getDoc(doc(client, `listings/${LISTING.pending}`)));
    await assertFails(getDoc(doc(client, "auditLog/entry-owner")));
  });

  it("a signed-in user's token naming the owner's uid as a claim gains nothing", async () => {
    const client = rules.env
      .authenticatedContext(UID.user, { ownerId: UID.owner, userId: UID.owner })
      .firestore();
    await assertFails(getDoc(doc(client, `listingContacts/${LISTING.approved}`)));
    await assertFails(getDoc(doc(client, "subscriptions/subscription-owner")));
  });
});
