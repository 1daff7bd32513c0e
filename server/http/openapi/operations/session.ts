// Signing in and out, who am I, the member's language, account and profile (server/http/api/session.ts,
// firebase-token.ts, accounts.ts).
import {
  firebaseTokenAnswer,
  localeBody,
  profileAnswer,
  profileBody,
  sessionBody,
  signedUpAnswer,
  signupBody,
  userAnswer,
} from "#shared/api/session.ts";
import { DEFAULT_RATE_LIMITS } from "../../rate-limits.ts";
import { json, noBody, type OperationSpecs, ok, refusal } from "../spec.ts";

const tags = ["Session"];
const accountTags = ["Account"];

export const SESSION_OPERATIONS: OperationSpecs = {
  "/session": {
    post: {
      tags,
      summary: "Sign in: trade a Firebase ID token for the `__session` cookie",
      description:
        "Creates the member's document on a first sign-in. `locale` is the language of the page signed in on: the member's e-mails are written in it from then on; left out, the language stored stays (none: English).",
      body: json(sessionBody),
      responses: {
        200: ok(userAnswer, "Signed in; the cookie is set"),
        400: refusal("No ID token, or a locale other than en or ta"),
        401: refusal("The ID token is invalid or expired"),
        403: refusal("E-mail not verified, or the account is disabled"),
        429: refusal("Too many sign-ins from this address"),
      },
    },
    delete: {
      tags,
      summary: "Sign out",
      description:
        "Revokes this session's cookie (the member's other devices stay signed in) and clears it. 204 signed in or not.",
      responses: { 204: noBody("Signed out; the cookie is cleared") },
    },
  },
  "/me": {
    get: {
      tags,
      summary: "Who is signed in",
      responses: { 200: ok(userAnswer), 401: refusal("Not signed in") },
    },
  },
  "/me/locale": {
    put: {
      tags,
      summary: "Remember the member's language (the language switch)",
      description: `Signed-in members. The language the server writes the member's e-mails in; the language switch sends it as it changes the page's language. Only the server writes it. At most ${DEFAULT_RATE_LIMITS.localeChangesPer10Minutes} per member in 10 minutes.`,
      body: json(localeBody),
      responses: {
        204: noBody("Remembered"),
        400: refusal("A locale other than en or ta"),
        401: refusal("Not signed in"),
        403: refusal("A cross-site request"),
        429: refusal("Too many"),
      },
    },
  },
  "/session/firebase-token": {
    post: {
      tags,
      summary: "A Firebase custom token for the signed-in member",
      description:
        "The web SDK cannot use the `__session` cookie; with this token the browser signs in to Firebase as the same uid, so the security rules let it read that member's live data (wishlist, own listings) and nothing else. Takes no body; answers no-store.",
      responses: { 200: ok(firebaseTokenAnswer), 401: refusal("Not signed in") },
    },
  },
  "/accounts": {
    post: {
      tags: accountTags,
      summary: "Complete a sign-up: the member's details, with the new account's ID token",
      description:
        "The sign-up page's second step, after Firebase created the account: the name, phone number, city and address it asks for. `locale`, the page's language, is the language of the member's e-mails.",
      body: json(signupBody),
      responses: {
        201: ok(signedUpAnswer, "Signed up"),
        400: refusal("The form has mistakes (fieldErrors)"),
        401: refusal("The ID token is invalid or expired"),
        429: refusal("Too many sign-ups from this address"),
      },
    },
  },
  "/profile": {
    get: {
      tags: accountTags,
      summary: "The signed-in member's profile and running plan",
      responses: { 200: ok(profileAnswer), 401: refusal("Not signed in") },
    },
    put: {
      tags: accountTags,
      summary: "Save the member's profile",
      body: json(profileBody),
      responses: {
        200: ok(profileAnswer, "Saved: the profile as stored"),
        400: refusal("The form has mistakes (fieldErrors)"),
        401: refusal("Not signed in"),
      },
    },
    delete: {
      tags: accountTags,
      summary: "Delete the member's account",
      description: "The account and the member's data (server/modules/accounts/erasure.ts); then signs out.",
      responses: { 204: noBody("Deleted; the cookie is cleared"), 401: refusal("Not signed in") },
    },
  },
};
