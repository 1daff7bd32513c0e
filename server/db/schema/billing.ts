import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PLAN_TIME_UNITS,
  SUBSCRIPTION_STATUSES,
} from "#shared/values.ts";
import { createdAt, id, oneOf, timestamptz, updatedAt } from "./columns.ts";
import { listings } from "./listings.ts";
import { users } from "./users.ts";

/** A premium plan (SPEC §3 "Plan"). Price in whole rupees, as the admin enters it. */
export const plans = pgTable(
  "plans",
  {
    id: id(),
    name: text("name").notNull(),
    priceRupees: integer("price_rupees").notNull(),
    duration: integer("duration").notNull(),
    timeUnit: text("time_unit", { enum: PLAN_TIME_UNITS }).notNull().default("month"),
    /** Retired plans stay for the orders and subscriptions that name them. */
    active: boolean("active").notNull().default(true),
    sortOrder: smallint("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("plans_active_sort_idx").on(t.active, t.sortOrder),
    check("plans_time_unit_check", oneOf("time_unit", PLAN_TIME_UNITS)),
    check("plans_price_check", sql`"price_rupees" >= 0`),
    check("plans_duration_check", sql`"duration" >= 1`),
  ],
);

/** A checkout attempt: one gateway order for one plan. Amounts in paise. */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "restrict" }),
    // The plan as it was sold (the admin may edit the plan later).
    planName: text("plan_name").notNull(),
    planDuration: integer("plan_duration").notNull(),
    planTimeUnit: text("plan_time_unit", { enum: PLAN_TIME_UNITS }).notNull(),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerOrderId: text("provider_order_id"),
    receipt: text("receipt").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("created"),
    paidAt: timestamptz("paid_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payment_orders_provider_order_key").on(t.provider, t.providerOrderId),
    uniqueIndex("payment_orders_receipt_key").on(t.receipt),
    index("payment_orders_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    check("payment_orders_status_check", oneOf("status", ORDER_STATUSES)),
    check("payment_orders_provider_check", oneOf("provider", PAYMENT_PROVIDERS)),
    check("payment_orders_time_unit_check", oneOf("plan_time_unit", PLAN_TIME_UNITS)),
    check("payment_orders_amount_check", sql`"amount_paise" >= 0`),
  ],
);

/** A payment the gateway reported against an order (checkout callback or webhook). */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => paymentOrders.id, { onDelete: "restrict" }),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull(),
    method: text("method"),
    errorCode: text("error_code"),
    errorDescription: text("error_description"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_provider_payment_key").on(t.provider, t.providerPaymentId),
    index("payments_order_idx").on(t.orderId),
    check("payments_status_check", oneOf("status", PAYMENT_STATUSES)),
    check("payments_provider_check", oneOf("provider", PAYMENT_PROVIDERS)),
  ],
);

/** Every webhook delivery, stored by its event id so that a redelivery is a no-op. */
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    id: id(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull(),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
    processedAt: timestamptz("processed_at"),
  },
  (t) => [
    uniqueIndex("payment_webhook_events_event_key").on(t.provider, t.eventId),
    check("payment_webhook_events_provider_check", oneOf("provider", PAYMENT_PROVIDERS)),
  ],
);

/** A paid plan period. A member is "premium" while an active subscription's expires_at is in the future. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: uuid("plan_id").references(() => plans.id, { onDelete: "set null" }),
    /** One subscription per paid order; null for one granted by an admin. */
    orderId: uuid("order_id").references(() => paymentOrders.id, { onDelete: "restrict" }),
    planName: text("plan_name").notNull(),
    pricePaise: integer("price_paise").notNull(),
    duration: integer("duration").notNull(),
    timeUnit: text("time_unit", { enum: PLAN_TIME_UNITS }).notNull(),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("active"),
    startsAt: timestamptz("starts_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("subscriptions_order_key").on(t.orderId),
    index("subscriptions_user_expires_idx").on(t.userId, t.expiresAt.desc().nullsFirst()),
    check("subscriptions_status_check", oneOf("status", SUBSCRIPTION_STATUSES)),
    check("subscriptions_time_unit_check", oneOf("time_unit", PLAN_TIME_UNITS)),
    check("subscriptions_period_check", sql`"expires_at" > "starts_at"`),
  ],
);

/** Every time owner contact details were shown to someone (DESIGN: "every reveal is logged"). */
export const contactReveals = pgTable(
  "contact_reveals",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    /** Why the viewer could see it: the subscription, or null for the owner or an admin. */
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_reveals_listing_idx").on(t.listingId, t.createdAt.desc().nullsFirst()),
    index("contact_reveals_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
