import { relations } from "drizzle-orm";
import { contactReveals, paymentOrders, payments, plans, subscriptions } from "./billing.ts";
import { bannerGroups, bannerImages } from "./content.ts";
import { listings } from "./listings.ts";
import { listingMedia, wishlistItems } from "./media.ts";
import { users } from "./users.ts";

// For db.query.<table>.findMany({ with: ... }).

export const usersRelations = relations(users, ({ many }) => ({
  listings: many(listings),
  wishlistItems: many(wishlistItems),
  subscriptions: many(subscriptions),
  paymentOrders: many(paymentOrders),
}));

export const listingsRelations = relations(listings, ({ one, many }) => ({
  owner: one(users, { fields: [listings.ownerId], references: [users.id] }),
  media: many(listingMedia),
  wishlistItems: many(wishlistItems),
}));

export const listingMediaRelations = relations(listingMedia, ({ one }) => ({
  listing: one(listings, { fields: [listingMedia.listingId], references: [listings.id] }),
}));

export const wishlistItemsRelations = relations(wishlistItems, ({ one }) => ({
  user: one(users, { fields: [wishlistItems.userId], references: [users.id] }),
  listing: one(listings, { fields: [wishlistItems.listingId], references: [listings.id] }),
}));

export const plansRelations = relations(plans, ({ many }) => ({
  paymentOrders: many(paymentOrders),
  subscriptions: many(subscriptions),
}));

export const paymentOrdersRelations = relations(paymentOrders, ({ one, many }) => ({
  user: one(users, { fields: [paymentOrders.userId], references: [users.id] }),
  plan: one(plans, { fields: [paymentOrders.planId], references: [plans.id] }),
  payments: many(payments),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(paymentOrders, { fields: [payments.orderId], references: [paymentOrders.id] }),
}));

export const subscriptionsRelations = relations(subscriptions, ({ one }) => ({
  user: one(users, { fields: [subscriptions.userId], references: [users.id] }),
  plan: one(plans, { fields: [subscriptions.planId], references: [plans.id] }),
  order: one(paymentOrders, { fields: [subscriptions.orderId], references: [paymentOrders.id] }),
}));

export const contactRevealsRelations = relations(contactReveals, ({ one }) => ({
  user: one(users, { fields: [contactReveals.userId], references: [users.id] }),
  listing: one(listings, { fields: [contactReveals.listingId], references: [listings.id] }),
  subscription: one(subscriptions, {
    fields: [contactReveals.subscriptionId],
    references: [subscriptions.id],
  }),
}));

export const bannerGroupsRelations = relations(bannerGroups, ({ many }) => ({
  images: many(bannerImages),
}));

export const bannerImagesRelations = relations(bannerImages, ({ one }) => ({
  group: one(bannerGroups, { fields: [bannerImages.groupId], references: [bannerGroups.id] }),
}));
