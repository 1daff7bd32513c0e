import { describe, expect, it } from "vitest";
import {
  AUDIT_MESSAGES,
  auditFilterErrors,
  auditFiltersSchema,
  handledFormSchema,
  inboxQuerySchema,
  queryValues,
} from "./admin-records.ts";

const noFilters = { action: null, entityType: null, actor: null, from: null, to: null, cursor: null };

describe("the audit log's filters", () => {
  it("reads absent and blank filters as none, and trims the rest", () => {
    expect(auditFiltersSchema.parse({})).toEqual(noFilters);
    expect(auditFiltersSchema.parse({ action: "  ", actor: " selvi@nilam.test " })).toEqual({
      ...noFilters,
      actor: "selvi@nilam.test",
    });
  });

  it("takes an action, a prefix ending in a dot, record types, uids and e-mail addresses as the services write them", () => {
    for (const action of [
      "listing.approve",
      "listing.",
      "account.erase-deleted-in-firebase",
      "listing.admin-update",
    ])
      expect(auditFiltersSchema.parse({ action }).action).toBe(action);
    for (const entityType of ["listing", "bannerGroup", "contact_message"])
      expect(auditFiltersSchema.parse({ entityType }).entityType).toBe(entityType);
    for (const actor of ["Xy12_abc-DEF", "selvi.admin@nilam.test"])
      expect(auditFiltersSchema.parse({ actor }).actor).toBe(actor);
  });

  it("names the field and says what is wrong", () => {
    const errorsOf = (input: Record<string, unknown>) => {
      const result = auditFiltersSchema.safeParse(input);
      return result.success ? {} : auditFilterErrors(result.error);
    };
    expect(errorsOf({ action: "listing approve" })).toEqual({ action: AUDIT_MESSAGES.action });
    expect(errorsOf({ action: ".approve" })).toEqual({ action: AUDIT_MESSAGES.action });
    expect(errorsOf({ entityType: "listing.x" })).toEqual({ entityType: AUDIT_MESSAGES.entityType });
    expect(errorsOf({ actor: "selvi@" })).toEqual({ actor: AUDIT_MESSAGES.actor });
    expect(errorsOf({ from: "2026-02-29" })).toEqual({ from: AUDIT_MESSAGES.date });
    expect(errorsOf({ to: "31/03/2026" })).toEqual({ to: AUDIT_MESSAGES.date });
    expect(errorsOf({ from: "2026-03-02", to: "2026-03-01" })).toEqual({ to: AUDIT_MESSAGES.range });
    expect(errorsOf({ cursor: "a/b" })).toEqual({ cursor: AUDIT_MESSAGES.cursor });
    expect(errorsOf({ action: ["a", "b"] })).toEqual({ action: AUDIT_MESSAGES.repeated });
    expect(errorsOf({ from: "2024-02-29", to: "2024-02-29" })).toEqual({});
  });
});

describe("the inbox's address and buttons", () => {
  it("reads the page and the filter, and refuses others", () => {
    expect(inboxQuerySchema.parse({})).toEqual({ page: 1, filter: null });
    expect(inboxQuerySchema.parse({ page: "3", filter: "handled" })).toEqual({ page: 3, filter: "handled" });
    expect(inboxQuerySchema.safeParse({ filter: "spam" }).success).toBe(false);
    expect(inboxQuerySchema.safeParse({ page: "0" }).success).toBe(false);
    expect(inboxQuerySchema.safeParse({ page: "1.5" }).success).toBe(false);
  });

  it("reads a button's message id and handled flag", () => {
    expect(handledFormSchema.parse({ messageId: "Ab3_x-9", handled: "true" })).toEqual({
      messageId: "Ab3_x-9",
      handled: true,
    });
    expect(handledFormSchema.parse({ messageId: "Ab3", handled: "false" }).handled).toBe(false);
    expect(handledFormSchema.safeParse({ messageId: "../x", handled: "true" }).success).toBe(false);
    expect(handledFormSchema.safeParse({ messageId: "Ab3", handled: "yes" }).success).toBe(false);
  });

  it("reads a query string as one value per name, a repeated name as a list", () => {
    expect(queryValues(new URLSearchParams("a=1&b=2&b=3"))).toEqual({ a: "1", b: ["2", "3"] });
  });
});
