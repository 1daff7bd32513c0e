// The admin's plan manager (issue 13): add, edit and delete through HTTP on the emulators; bad input refused with
// the form's messages and nothing stored; a plan members bought archived, not deleted, their subscriptions intact.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { col } from "#server/db/collections.ts";
import { listPlansOnSale } from "#server/modules/plans/queries.ts";
import {
  insertPaymentOrder,
  insertPlan,
  insertSubscription,
  planForm,
} from "#tests/support/factories/index.ts";
import { type ApiTest, apiTest, type TestMember } from "#tests/support/test-server.ts";

let api: ApiTest;
let admin: TestMember;
let member: TestMember;

beforeAll(async () => {
  api = await apiTest();
  [admin, member] = await Promise.all([
    api.signIn({ admin: true, label: "plans-admin" }),
    api.signIn({ label: "plans-member" }),
  ]);
});

afterAll(async () => {
  await api?.close();
});

interface PlanView {
  id: string;
  name: string;
  priceRupees: number;
  duration: number;
  timeUnit: string;
  active: boolean;
}
interface ErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]> };
}

const send = async (method: string, path: string, body?: unknown) => {
  const response = await api.call(method, `/api/v1/admin/plans${path}`, { cookie: admin.cookie, body });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as unknown };
};
const lists = async () => (await send("GET", "")).json as { current: PlanView[]; archived: PlanView[] };
const planOf = async (id: string) => (await col.plans(api.db).doc(id).get()).data();
const auditOf = async (id: string) =>
  (await col.auditLog(api.db).where("entityId", "==", id).get()).docs.map((doc) => doc.data());
const fieldErrorsOf = (json: unknown) => (json as ErrorBody).error.fieldErrors;
const countOf = async (name: "plans" | "auditLog") =>
  (await api.db.collection(name).count().get()).data().count;

describe("adding, editing and deleting a plan", () => {
  it("adds a plan after the others, on sale at once, and records it", async () => {
    const earlier = await insertPlan(api.db, { name: "Earlier", sortOrder: 7 });
    const { status, json } = await send(
      "POST",
      "",
      planForm({ name: "Gold", price: "1,999", duration: "3" }),
    );
    expect(status).toBe(201);
    const { plan } = json as { plan: PlanView };
    expect(plan).toMatchObject({
      name: "Gold",
      priceRupees: 1999,
      duration: 3,
      timeUnit: "month",
      active: true,
    });
    expect(await planOf(plan.id)).toMatchObject({ sortOrder: 8, active: true });
    expect((await lists()).current.map((p) => p.name)).toEqual(["Earlier", "Gold"]);
    expect((await listPlansOnSale(api.db)).map((p) => p.id)).toEqual([earlier.id, plan.id]);
    const [entry] = await auditOf(plan.id);
    expect(entry).toMatchObject({ action: "plan.create", actorId: admin.uid, entityType: "plan" });
    expect(entry!.data.changes).toContainEqual({ field: "priceRupees", before: null, after: 1999 });
  });

  it("edits a plan, recording only the fields that changed", async () => {
    const plan = await insertPlan(api.db, {
      name: "Silver",
      priceRupees: 499,
      duration: 1,
      timeUnit: "month",
    });
    const { status, json } = await send("PUT", `/${plan.id}`, {
      name: "Silver",
      price: 599,
      duration: 2,
      timeUnit: "week",
    });
    expect(status).toBe(200);
    expect((json as { plan: PlanView }).plan).toMatchObject({
      priceRupees: 599,
      duration: 2,
      timeUnit: "week",
    });
    expect(await planOf(plan.id)).toMatchObject({
      name: "Silver",
      priceRupees: 599,
      sortOrder: plan.sortOrder,
    });
    const [entry] = await auditOf(plan.id);
    expect(entry).toMatchObject({ action: "plan.update", actorId: admin.uid });
    expect(entry!.data.changes).toEqual([
      { field: "priceRupees", before: 499, after: 599 },
      { field: "duration", before: 1, after: 2 },
      { field: "timeUnit", before: "month", after: "week" },
    ]);
  });

  it("stores a Tamil name, which the plans on sale carry for Tamil pages; blank is none", async () => {
    const { json } = await send("POST", "", planForm({ name: "Harvest", nameTa: " அறுவடை " }));
    const { plan } = json as { plan: PlanView };
    expect(await planOf(plan.id)).toMatchObject({ name: "Harvest", nameTa: "அறுவடை" });
    const onSale = async () => {
      const response = await api.call("GET", "/api/v1/plans", {});
      const { plans } = (await response.json()) as { plans: { id: string; nameTa: string | null }[] };
      return plans.find((p) => p.id === plan.id);
    };
    expect(await onSale()).toMatchObject({ nameTa: "அறுவடை" });
    const [entry] = await auditOf(plan.id);
    expect(entry!.data.changes).toContainEqual({ field: "nameTa", before: null, after: "அறுவடை" });

    await send("PUT", `/${plan.id}`, planForm({ name: "Harvest", nameTa: "" }));
    expect(await planOf(plan.id)).toMatchObject({ nameTa: null });
    expect(await onSale()).toMatchObject({ nameTa: null });
    const tooLong = await send("PUT", `/${plan.id}`, planForm({ name: "Harvest", nameTa: "அ".repeat(61) }));
    expect(tooLong.status).toBe(400);
    expect(fieldErrorsOf(tooLong.json)?.nameTa).toEqual([
      "Plan name in Tamil must be at most 60 characters.",
    ]);
  });

  it("deletes a plan nobody bought", async () => {
    const plan = await insertPlan(api.db, { name: "Unsold" });
    const { status, json } = await send("DELETE", `/${plan.id}`);
    expect(status).toBe(200);
    expect(json).toEqual({ outcome: "deleted" });
    expect(await planOf(plan.id)).toBeUndefined();
    expect((await auditOf(plan.id)).map((entry) => entry.action)).toEqual(["plan.delete"]);
    expect((await send("DELETE", `/${plan.id}`)).status).toBe(404);
  });

  it("answers 404 for a plan nobody has", async () => {
    for (const id of ["no-such-plan", "bad.id"]) {
      expect((await send("PUT", `/${id}`, planForm())).status).toBe(404);
      expect((await send("DELETE", `/${id}`)).status).toBe(404);
    }
  });
});

describe("bad input", () => {
  it("is refused with the form's messages, and nothing is stored", async () => {
    const plans = await countOf("plans");
    const entries = await countOf("auditLog");
    const empty = await send("POST", "", {});
    expect(empty.status).toBe(400);
    expect(fieldErrorsOf(empty.json)).toEqual({
      name: ["Plan name is required."],
      price: ["Price is required."],
      duration: ["Duration is required."],
      timeUnit: ["Time unit is required."],
    });
    const wrong = await send("POST", "", planForm({ price: "12.5", duration: "0", timeUnit: "minute" }));
    expect(wrong.status).toBe(400);
    expect(fieldErrorsOf(wrong.json)).toEqual({
      price: ["Price must be a whole number."],
      duration: ["Duration must be at least 1."],
      timeUnit: ["Time unit is required."],
    });
    expect(await countOf("plans")).toBe(plans);
    expect(await countOf("auditLog")).toBe(entries);
  });

  it("leaves the plan as it was on a refused edit", async () => {
    const plan = await insertPlan(api.db, { name: "Steady" });
    const { status, json } = await send("PUT", `/${plan.id}`, planForm({ name: "", duration: "-1" }));
    expect(status).toBe(400);
    expect(fieldErrorsOf(json)).toMatchObject({
      name: ["Plan name is required."],
      duration: ["Duration must be a whole number."],
    });
    expect(await planOf(plan.id)).toMatchObject({ name: "Steady", duration: 1 });
    expect(await auditOf(plan.id)).toEqual([]);
  });
});

describe("a plan members bought", () => {
  it("is archived, not deleted: no longer sold, while the subscription keeps giving the plan", async () => {
    const plan = await insertPlan(api.db, {
      name: "Yearly",
      priceRupees: 1499,
      duration: 1,
      timeUnit: "year",
    });
    await insertSubscription(api.db, {
      userId: member.uid,
      planId: plan.id,
      planName: "Yearly",
      pricePaise: 149_900,
      duration: 1,
      timeUnit: "year",
    });
    const profile = async () =>
      (
        (await (await api.call("GET", "/api/v1/profile", { cookie: member.cookie })).json()) as {
          profile: { plan: { planName: string; pricePaise: number } | null };
        }
      ).profile.plan;
    expect(await profile()).toMatchObject({ planName: "Yearly", pricePaise: 149_900 });

    // An edit changes what is sold from now on, never what was bought.
    expect((await send("PUT", `/${plan.id}`, planForm({ name: "Yearly Plus", price: "1999" }))).status).toBe(
      200,
    );
    expect(await profile()).toMatchObject({ planName: "Yearly", pricePaise: 149_900 });

    const { status, json } = await send("DELETE", `/${plan.id}`);
    expect(status).toBe(200);
    expect(json).toEqual({ outcome: "archived" });
    expect(await planOf(plan.id)).toMatchObject({ active: false, name: "Yearly Plus" });
    const { current, archived } = await lists();
    expect(current.map((p) => p.id)).not.toContain(plan.id);
    expect(archived.map((p) => p.id)).toContain(plan.id);
    expect((await listPlansOnSale(api.db)).map((p) => p.id)).not.toContain(plan.id);
    expect(await profile()).toMatchObject({ planName: "Yearly", pricePaise: 149_900 });
    expect((await auditOf(plan.id)).map((entry) => entry.action).sort()).toEqual([
      "plan.archive",
      "plan.update",
    ]);

    // An archived plan is not edited, and deleting it again changes nothing.
    const edit = await send("PUT", `/${plan.id}`, planForm());
    expect(edit.status).toBe(409);
    expect((edit.json as ErrorBody).error.message).toBe(
      "This plan was deleted and can no longer be changed.",
    );
    expect((await send("DELETE", `/${plan.id}`)).json).toEqual({ outcome: "archived" });
    expect(await auditOf(plan.id)).toHaveLength(2);
  });

  it("counts as bought from its checkout on, paid or not", async () => {
    const plan = await insertPlan(api.db, { name: "Ordered" });
    await insertPaymentOrder(api.db, { userId: member.uid, planId: plan.id });
    expect((await send("DELETE", `/${plan.id}`)).json).toEqual({ outcome: "archived" });
    expect(await planOf(plan.id)).toMatchObject({ active: false });
  });
});
