// The admin's customers (issue 13): the table's filters and paging, and deleting a customer, resumable, through
// HTTP on the emulators, with Firebase Auth (the emulator) and the documents checked behind it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthAdapter, createFirebaseAuth } from "#server/adapters/auth/firebase.ts";
import { col } from "#server/db/collections.ts";
import { ERASED_PROFILE } from "#server/modules/accounts/erasure.ts";
import { signInWithPassword } from "#tests/support/auth-emulator.ts";
import { createUser, insertListingRow } from "#tests/support/factories/index.ts";
import { type ApiTest, apiTest, type TestMember, testConfig } from "#tests/support/test-server.ts";

let api: ApiTest;
let admin: TestMember;

/**
 * Firebase Auth on the emulator, except that disabling an account fails once when a test asks: the one way to
 * stop a deletion part-way at a known step.
 */
let failNextDisable = false;
function authFailingOnRequest(): AuthAdapter {
  const real = createFirebaseAuth(testConfig());
  return {
    ...real,
    async disableUser(uid) {
      if (failNextDisable) {
        failNextDisable = false;
        throw new Error("Firebase Auth is unavailable");
      }
      return real.disableUser(uid);
    },
  };
}

beforeAll(async () => {
  api = await apiTest({ auth: authFailingOnRequest() });
  admin = await api.signIn({ admin: true, label: "customers-admin" });
});

afterAll(async () => {
  await api?.close();
});

interface CustomerPage {
  customers: Array<{
    id: string;
    firstName: string;
    lastName: string;
    email: string | null;
    city: string | null;
  }>;
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}
interface ErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]> };
}

async function listCustomers(query: string): Promise<CustomerPage> {
  const response = await api.call("GET", `/api/v1/admin/customers${query}`, { cookie: admin.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as CustomerPage;
}
const deleteCustomer = (id: string, cookie = admin.cookie) =>
  api.call("DELETE", `/api/v1/admin/customers/${id}`, { cookie });
const userOf = async (uid: string) => (await col.users(api.db).doc(uid).get()).data();
const auditOf = async (uid: string) =>
  (await col.auditLog(api.db).where("entityId", "==", uid).get()).docs
    .map((doc) => doc.data())
    .filter((entry) => entry.action === "customer.delete");

/** A signed-in member with a profile, an approved listing and a heart on it. */
async function customerWithListing(label: string) {
  const member = await api.signIn({ label });
  await col.users(api.db).doc(member.uid).update({
    firstName: "Meena",
    lastName: "Raman",
    phoneNumber: "9876500000",
    city: "Madurai",
    address: "4 Car Street",
  });
  const listing = await insertListingRow(api.db, { ownerId: member.uid, status: "approved" });
  await col
    .wishlist(api.db, member.uid)
    .doc(listing.id)
    .set({ listingId: listing.id, createdAt: new Date() });
  return { member, listing };
}

describe("the customers table (GET /api/v1/admin/customers)", () => {
  beforeAll(async () => {
    const start = Date.parse("2026-01-01T00:00:00Z");
    for (let n = 1; n <= 23; n += 1) {
      await createUser(api.db, {
        firstName: `Customer${String(n).padStart(2, "0")}`,
        lastName: "Erode",
        city: "Erode",
        createdAt: new Date(start + n * 60_000),
      });
    }
    await createUser(api.db, {
      firstName: "Kavya",
      lastName: "Iyer",
      email: "kavya.iyer@example.com",
      phoneNumber: "9876543210",
      city: "Salem",
    });
    // Neither a disabled account nor one whose deletion has begun is a customer any more.
    await createUser(api.db, { firstName: "Kavya", lastName: "Gone", city: "Salem", disabled: true });
    await createUser(api.db, {
      firstName: "Kavya",
      lastName: "Halfway",
      city: "Salem",
      disabled: true,
      deletion: { requestedAt: new Date(), by: admin.uid, completedAt: null },
    });
  });

  it("pages a city's customers, newest first, 20 to a page", async () => {
    const first = await listCustomers("?city=Erode");
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 2, pageSize: 20 });
    expect(first.customers.map((c) => c.firstName).slice(0, 3)).toEqual([
      "Customer23",
      "Customer22",
      "Customer21",
    ]);
    const second = await listCustomers("?city=Erode&page=2");
    expect(second.customers.map((c) => c.firstName)).toEqual(["Customer03", "Customer02", "Customer01"]);
    expect((await listCustomers("?city=Erode&page=3")).customers).toEqual([]);
  });

  it("shows only active accounts, with the table's columns", async () => {
    const salem = await listCustomers("?city=Salem");
    expect(salem.total).toBe(1);
    expect(salem.customers).toEqual([
      {
        id: expect.any(String),
        firstName: "Kavya",
        lastName: "Iyer",
        email: "kavya.iyer@example.com",
        phoneNumber: "9876543210",
        city: "Salem",
        createdAt: expect.any(String),
      },
    ]);
    // 'All Cities' holds everyone active, the signed-in admin too.
    expect((await listCustomers("")).total).toBe(25);
  });

  it("searches names, e-mails and phone numbers, ignoring case, within the city", async () => {
    const names = async (query: string) => (await listCustomers(query)).customers.map((c) => c.lastName);
    expect(await names("?q=KAVYA")).toEqual(["Iyer"]);
    expect(await names("?q=IYER%40Example.com")).toEqual(["Iyer"]);
    expect(await names("?q=98765%2043210")).toEqual(["Iyer"]);
    expect(await names("?q=kavya&city=Erode")).toEqual([]);
    const searched = await listCustomers("?city=Erode&q=customer1&page=1");
    expect(searched.total).toBe(10);
    expect(searched.customers[0]?.firstName).toBe("Customer19");
  });

  it("refuses filters the page never sends, with the reason", async () => {
    for (const [query, message] of [
      ["?city=Bengaluru", "Please choose a city from the list."],
      ["?page=0", "Page must be at least 1."],
      ["?city=Salem&city=Erode", "Give each filter once."],
    ]) {
      const response = await api.call("GET", `/api/v1/admin/customers${query}`, { cookie: admin.cookie });
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(Object.values(body.error.fieldErrors ?? {}).flat()).toContain(message);
    }
  });
});

describe("deleting a customer (DELETE /api/v1/admin/customers/{id})", () => {
  it("stops the sign-in and the session, hides the listings, erases the profile and records it", async () => {
    const { member, listing } = await customerWithListing("deleted-customer");
    expect((await api.call("GET", `/api/v1/listings/${listing.id}`)).status).toBe(200);
    expect((await api.call("GET", "/api/v1/me", { cookie: member.cookie })).status).toBe(200);

    const response = await deleteCustomer(member.uid);
    expect(response.status, await response.text()).toBe(204);

    await expect(signInWithPassword(member.email, "Secret@123")).rejects.toThrow(/USER_DISABLED/);
    expect((await api.call("GET", "/api/v1/me", { cookie: member.cookie })).status).toBe(401);
    expect((await api.call("GET", `/api/v1/listings/${listing.id}`)).status).toBe(404);
    expect((await col.listings(api.db).doc(listing.id).get()).data()).toMatchObject({
      status: "rejected",
      rejectionReason: "The owner's account was removed.",
    });
    expect((await col.listingContacts(api.db).doc(listing.id).get()).data()).toMatchObject({
      name: "",
      phone: "",
      address: "",
    });
    expect((await col.wishlist(api.db, member.uid).get()).size).toBe(0);
    expect(await userOf(member.uid)).toMatchObject({
      ...ERASED_PROFILE,
      disabled: true,
      deletion: { by: admin.uid, completedAt: expect.any(Date) },
    });
    const [entry, ...more] = await auditOf(member.uid);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorId: admin.uid, entityType: "user", entityId: member.uid });
    // The entry names what was erased, never the values: keeping them would undo the erasure.
    expect(entry!.data.erasedFields).toEqual(expect.arrayContaining(["firstName", "email", "city"]));
    expect(JSON.stringify(entry)).not.toMatch(/Meena|Madurai/);
    expect(JSON.stringify(entry)).not.toContain(member.email.toLowerCase());
    expect((await listCustomers("?q=meena")).customers).toEqual([]);

    // Again: nothing left to do, and nothing recorded twice.
    expect((await deleteCustomer(member.uid)).status).toBe(204);
    expect(await auditOf(member.uid)).toHaveLength(1);
  });

  it("a failure part-way leaves the customer hidden and signed out, and a retry finishes the deletion", async () => {
    const { member, listing } = await customerWithListing("halfway-customer");
    failNextDisable = true;
    const failed = await deleteCustomer(member.uid);
    expect(failed.status).toBe(500);

    // Marked and disabled in our records before anything else: nowhere an active customer.
    expect(await userOf(member.uid)).toMatchObject({
      firstName: "Meena",
      disabled: true,
      deletion: { by: admin.uid, completedAt: null },
    });
    expect((await listCustomers("?city=Madurai")).customers.map((c) => c.id)).not.toContain(member.uid);
    expect((await api.call("GET", "/api/v1/me", { cookie: member.cookie })).status).toBe(401);
    // Firebase still signs them in, but the app refuses the session.
    const idToken = await signInWithPassword(member.email, "Secret@123");
    const session = await api.call("POST", "/api/v1/session", { body: { idToken } });
    expect(session.status).toBe(403);
    expect(((await session.json()) as ErrorBody).error.message).toBe("This user has been disabled.");
    expect(await auditOf(member.uid)).toEqual([]);

    const retried = await deleteCustomer(member.uid);
    expect(retried.status).toBe(204);
    await expect(signInWithPassword(member.email, "Secret@123")).rejects.toThrow(/USER_DISABLED/);
    expect((await api.call("GET", `/api/v1/listings/${listing.id}`)).status).toBe(404);
    expect(await userOf(member.uid)).toMatchObject({
      firstName: "",
      email: null,
      deletion: { completedAt: expect.any(Date) },
    });
    expect(await auditOf(member.uid)).toHaveLength(1);
  });

  it("refuses deleting oneself, another admin and a customer nobody has", async () => {
    const other = await api.signIn({ admin: true, label: "other-admin" });
    const cases: Array<[string, number, string]> = [
      [
        admin.uid,
        409,
        "You cannot delete your own account here. Use Delete account on your profile instead.",
      ],
      [other.uid, 409, "Administrators cannot be deleted. Take away their admin right first."],
      ["no-such-customer", 404, "No customer found."],
      ["not.an.id", 404, "No customer found."],
    ];
    for (const [id, status, message] of cases) {
      const response = await deleteCustomer(id);
      expect(response.status, id).toBe(status);
      expect(((await response.json()) as ErrorBody).error.message).toBe(message);
    }
    expect(await userOf(other.uid)).toMatchObject({ disabled: false });
    expect((await api.call("GET", "/api/v1/me", { cookie: other.cookie })).status).toBe(200);
  });
});
