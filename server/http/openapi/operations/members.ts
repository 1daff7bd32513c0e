// What a member keeps and sends: the wishlist, saved searches and the Contact form (server/http/api/wishlist.ts,
// saved-searches.ts, contact.ts).

import { z } from "zod";
import { contactBody, contactSentAnswer, formTokenAnswer } from "#shared/api/contact.ts";
import {
  savedSearchAlertsBody,
  savedSearchAnswer,
  savedSearchDeletedAnswer,
  savedSearchesAnswer,
  saveSearchBody,
} from "#shared/api/saved-searches.ts";
import { mergeBody, wishlistAnswer, wishlistedAnswer } from "#shared/api/wishlist.ts";
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_QUERY_MAX,
} from "#shared/forms/saved-search.ts";
import { json, type OperationSpecs, ok, type Parameter, refusal } from "../spec.ts";

const listingIdParam: Parameter = {
  name: "listingId",
  in: "path",
  required: true,
  schema: { type: "string", format: "uuid" },
};
const wishlistTags = ["Wishlist"];
const savedTags = ["Saved searches"];

export const MEMBER_OPERATIONS: OperationSpecs = {
  "/wishlist": {
    get: {
      tags: wishlistTags,
      summary: "The member's wishlist, newest first",
      description: "Public listings, and those their owner has since marked sold or let (taken).",
      responses: { 200: ok(wishlistAnswer), 401: refusal("Not signed in") },
    },
  },
  "/wishlist/{listingId}": {
    put: {
      tags: wishlistTags,
      summary: "Add a listing to the wishlist",
      description: "Takes no body; adding again changes nothing.",
      parameters: [listingIdParam],
      responses: {
        200: ok(wishlistedAnswer, "Wishlisted"),
        400: refusal("Not a listing id"),
        401: refusal("Not signed in"),
        404: refusal("No public listing with this id"),
      },
    },
    delete: {
      tags: wishlistTags,
      summary: "Take a listing off the wishlist",
      parameters: [listingIdParam],
      responses: {
        200: ok(wishlistedAnswer, "Not wishlisted"),
        400: refusal("Not a listing id"),
        401: refusal("Not signed in"),
      },
    },
  },
  "/wishlist/merge": {
    post: {
      tags: wishlistTags,
      summary: "Merge a guest's wishlist (kept in the browser) into the member's at sign-in",
      description: "Listings no longer public are skipped. Answers the wishlist as GET /wishlist does.",
      body: json(mergeBody),
      responses: {
        200: ok(wishlistAnswer),
        400: refusal("Not a list of at most 100 listing ids"),
        401: refusal("Not signed in"),
      },
    },
  },
  "/saved-searches": {
    get: {
      tags: savedTags,
      summary: "The member's saved searches, newest first",
      responses: { 200: ok(savedSearchesAnswer), 401: refusal("Not signed in") },
    },
    post: {
      tags: savedTags,
      summary: "Save a results page's filters under a name",
      description: `The query is a results page's query string (GET /listings's parameters), checked as that page checks it and kept in its canonical form without the page. Once a day, from 7 in the morning India time, the member is e-mailed the new listings and lower prices among its newest matches (one e-mail a day at most, none when nothing is new), with a signed link that stops it. At most ${MAX_SAVED_SEARCHES} per member.`,
      body: {
        schema: saveSearchBody,
        fields: {
          name: z.string().max(SAVED_SEARCH_NAME_MAX),
          query: z
            .string()
            .max(SAVED_SEARCH_QUERY_MAX)
            .meta({ examples: ["types=Sell&propertyName=Land&city=Salem"] }),
        },
      },
      responses: {
        201: ok(savedSearchAnswer, "Saved"),
        400: refusal("No name, or a query the results page refuses"),
        401: refusal("Not signed in"),
        409: refusal(`too_many: the member keeps ${MAX_SAVED_SEARCHES} already`),
      },
    },
  },
  "/saved-searches/{id}": {
    patch: {
      tags: savedTags,
      summary: "Turn a saved search's daily e-mail on or off",
      body: json(savedSearchAlertsBody),
      responses: {
        200: ok(savedSearchAnswer),
        400: refusal("alerts is not true or false"),
        401: refusal("Not signed in"),
        404: refusal("No saved search of this member with this id"),
      },
    },
    delete: {
      tags: savedTags,
      summary: "Delete a saved search",
      responses: {
        200: ok(savedSearchDeletedAnswer),
        401: refusal("Not signed in"),
        404: refusal("No saved search of this member with this id"),
      },
    },
  },
  "/contact/form-token": {
    get: {
      tags: ["Contact"],
      summary: "A token for the Contact form",
      description:
        "Send it with the form: a form sent too soon after the token, or long after it, is refused.",
      responses: { 200: ok(formTokenAnswer) },
    },
  },
  "/contact": {
    post: {
      tags: ["Contact"],
      summary: "Send the Contact form",
      description:
        "Anyone. The answers match the page's: 201, or 400 with field errors, or 429. A filled honeypot gets the same 201 and nothing is kept.",
      body: json(contactBody),
      responses: {
        201: ok(contactSentAnswer, "Sent"),
        400: refusal("The form has mistakes (fieldErrors), or its token is missing, too new or stale"),
        429: refusal("Too many messages from this address"),
      },
    },
  },
};
