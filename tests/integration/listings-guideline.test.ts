// The guideline value on a listing (issue 35, docs/costs-design.md §3): stated on the Sell form, stored on the
// listing, read back through the API, changed by the owner's edit (a re-submission that names it), and dropped for
// rent and lease; through HTTP on the emulators.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { col } from "#server/db/collections.ts";
import { sellForm } from "#tests/support/factories/listing-writes.ts";
import { type ApiTest, apiTest, signInOwnerOtherAdmin, type TestMember } from "#tests/support/test-server.ts";

let api: ApiTest;
let owner: TestMember;
let admin: TestMember;

beforeAll(async () => {
  api = await apiTest();
  [owner, , admin] = await signInOwnerOtherAdmin(api, "guideline");
});

afterAll(async () => {
  await api?.close();
});

interface ErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]> };
}
interface ListingAnswer {
  listing: {
    id: string;
    status: string;
    guidelineValue: { rupeesPerUnit: number; unit: string; source: string } | null;
    firstSale: boolean | null;
  };
}

const send = async (method: string, url: string, member: TestMember | null, body?: unknown) => {
  const response = await api.call(method, url, { cookie: member?.cookie, body });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
};
const listingOf = async (id: string) => (await col.listings(api.db).doc(id).get()).data();
const countOf = async (name: string) => (await api.db.collection(name).count().get()).data().count;

const stated = {
  guidelineValue: "2,500",
  guidelineValueUnit: "sqft",
  guidelineValueSource: "S.No. 123/4A, Vadavalli",
  firstSale: "yes",
};

/** The one phone of this file's listings: an edit that keeps it changes nothing the test does not say. */
const phone = sellForm().contactOwnerPhone;

async function created(fields: Record<string, string> = stated): Promise<string> {
  const { status, json } = await send("POST", "/api/v1/listings", owner, {
    ...sellForm({ contactOwnerPhone: phone, ...fields }),
    uploadIds: [],
  });
  expect(status, JSON.stringify(json)).toBe(201);
  return (json as { listing: { id: string } }).listing.id;
}

const editOf = (fields: Record<string, string>) => ({
  ...sellForm({ contactOwnerPhone: phone, ...fields }),
  keepMediaIds: [],
  uploadIds: [],
});

describe("the guideline value (issue 35)", () => {
  it("is stored with the listing and read back through the API, the owner's and the admin's review", async () => {
    const id = await created();
    expect(await listingOf(id)).toMatchObject({
      guidelineValue: { rupeesPerUnit: 2500, unit: "sqft", source: "S.No. 123/4A, Vadavalli" },
      firstSale: true,
    });
    const own = (await send("GET", `/api/v1/listings/${id}`, owner)).json as ListingAnswer;
    expect(own.listing).toMatchObject({
      guidelineValue: { rupeesPerUnit: 2500, unit: "sqft", source: "S.No. 123/4A, Vadavalli" },
      firstSale: true,
    });
    const review = await send("GET", `/api/v1/admin/listings/${id}`, admin);
    expect(review.status).toBe(200);
    expect(JSON.stringify(review.json)).toContain("S.No. 123/4A, Vadavalli");
  });

  it("is stored as null when not stated", async () => {
    const id = await created({});
    expect(await listingOf(id)).toMatchObject({ guidelineValue: null, firstSale: null });
  });

  it("is dropped for rent and lease", async () => {
    const rent = await created({ ...stated, types: "Rent", budget: "25,000", budgetMethod: "Monthly" });
    const lease = await created({ ...stated, types: "Lease", leaseYears: "5" });
    for (const id of [rent, lease])
      expect(await listingOf(id)).toMatchObject({ guidelineValue: null, firstSale: null });
  });

  it("refuses a value without its unit and source, or in a unit the property name does not take, writing nothing", async () => {
    const before = await countOf("listings");
    const alone = await send("POST", "/api/v1/listings", owner, {
      ...sellForm({ guidelineValue: "2500" }),
      uploadIds: [],
    });
    expect(alone.status).toBe(400);
    expect((alone.json as ErrorBody).error.fieldErrors).toMatchObject({
      guidelineValueUnit: ["Choose the unit the guideline value is in."],
      guidelineValueSource: ["Say where the guideline value is from: a survey number or a street."],
    });
    const flat = await send("POST", "/api/v1/listings", owner, {
      ...sellForm({ ...stated, propertyName: "Apartment", guidelineValueUnit: "cent" }),
      uploadIds: [],
    });
    expect(flat.status).toBe(400);
    expect((flat.json as ErrorBody).error.fieldErrors?.guidelineValueUnit).toEqual([
      "Choose a unit the register gives for this property: sq ft.",
    ]);
    expect(await countOf("listings")).toBe(before);
  });

  it("changed by the owner re-submits an approved listing, and the re-submission names it", async () => {
    const id = await created();
    expect((await col.listingContacts(api.db).doc(id).get()).data()?.phone).toBe(phone);
    expect((await send("POST", `/api/v1/admin/listings/${id}/approve`, admin, {})).status).toBe(200);
    expect((await listingOf(id))?.status).toBe("approved");
    expect((await col.listingContacts(api.db).doc(id).get()).data()?.phone).toBe(phone);

    // The same value, grouped otherwise, with another price: only the price is named.
    const priced = await send(
      "PUT",
      `/api/v1/listings/${id}`,
      owner,
      editOf({ ...stated, guidelineValue: "2500", budget: "46,00,000" }),
    );
    expect(priced.status).toBe(200);
    expect((await listingOf(id))?.resubmission?.changedFields).toEqual(["budget"]);

    expect((await send("POST", `/api/v1/admin/listings/${id}/approve`, admin, {})).status).toBe(200);
    const edited = await send(
      "PUT",
      `/api/v1/listings/${id}`,
      owner,
      editOf({ ...stated, budget: "46,00,000", guidelineValue: "3,000", guidelineValueSource: "Car Street" }),
    );
    expect(edited.status).toBe(200);
    const stored = await listingOf(id);
    expect(stored).toMatchObject({
      status: "pending",
      guidelineValue: { rupeesPerUnit: 3000, unit: "sqft", source: "Car Street" },
      resubmission: { changedFields: ["guidelineValue"] },
    });
  });

  it("cleared by the owner is stored as null and named too", async () => {
    const id = await created();
    expect((await send("POST", `/api/v1/admin/listings/${id}/approve`, admin, {})).status).toBe(200);
    const cleared = await send("PUT", `/api/v1/listings/${id}`, owner, editOf({ firstSale: "yes" }));
    expect(cleared.status).toBe(200);
    expect(await listingOf(id)).toMatchObject({
      guidelineValue: null,
      firstSale: true,
      resubmission: { changedFields: ["guidelineValue"] },
    });
  });
});
