// The signed-in member's live data through reactfire, each feed while a live view on screen asks for it: their own
// listings' moderation state (the profile) and, for an admin on an admin page, the listings waiting for approval.
// The browser only reads (the rules deny every client write) and signs in to Firebase as the session's uid with a
// custom token from our server. Loaded by LiveData.tsx when a live view first asks, never on first load.
import { type FirebaseApp, getApps, initializeApp } from "firebase/app";
import {
  type Auth,
  browserSessionPersistence,
  connectAuthEmulator,
  initializeAuth,
  signInWithCustomToken,
  signOut,
  type User,
} from "firebase/auth";
import {
  collection,
  connectFirestoreEmulator,
  type DocumentData,
  type Firestore,
  getFirestore,
  limit,
  orderBy,
  type Query,
  type QuerySnapshot,
  query,
  Timestamp,
  where,
} from "firebase/firestore";
import { type ReactNode, useEffect, useMemo } from "react";
import {
  AuthProvider,
  FirebaseAppProvider,
  FirestoreProvider,
  useAuth,
  useFirestore,
  useObservable,
  useUser,
} from "reactfire";
import { fromRef } from "rxfire/firestore";
import { catchError, filter, map, type Observable, of } from "rxjs";
import type { PublicConfig } from "#shared/public-config.ts";
import type { ListingStatus, ListingType } from "#shared/values.ts";
import { apiFetch } from "#web/lib/api-fetch.ts";
import {
  LIVE_PENDING_LIMIT,
  type LiveListingState,
  type LivePendingListing,
  publishOwnListings,
  publishPendingListings,
} from "./live-store.ts";
import { useWantedFeeds } from "./wanted-feeds.ts";

/** The server reads at most this many own listings too (modules/listings/own.ts); the same query and index. */
const OWN_LISTINGS_LIMIT = 100;

export interface LiveSdks {
  app: FirebaseApp;
  auth: Auth;
  firestore: Firestore;
}

let sdks: LiveSdks | null = null;
/** Set by a sign-out: the listeners it denies are no news then, and a sign-in still under way is undone. */
let stopped = false;
/** Sign-ins tried per uid in this page: a failing token endpoint is not asked again and again. */
const signInAttempts = new Map<string, number>();
const MAX_SIGN_IN_ATTEMPTS = 2;
let signingIn = false;

/** The live app's SDKs, made once per page (a second call, as on a second sign-in, returns the same). */
export function startLive(config: PublicConfig["firebase"], appName: string): LiveSdks {
  stopped = false;
  if (sdks) return sdks;
  const app =
    getApps().find((existing) => existing.name === appName) ??
    initializeApp(
      { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
      appName,
    );
  // A Firebase session per tab, ended with the tab: the server's cookie stays the session that counts. Only
  // session persistence is named, so none of the popup or other persistence code is bundled.
  const auth = initializeAuth(app, { persistence: browserSessionPersistence });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  const firestore = getFirestore(app);
  if (config.firestoreEmulatorHost) {
    const colon = config.firestoreEmulatorHost.lastIndexOf(":");
    connectFirestoreEmulator(
      firestore,
      config.firestoreEmulatorHost.slice(0, colon),
      Number(config.firestoreEmulatorHost.slice(colon + 1)),
    );
  }
  sdks = { app, auth, firestore };
  return sdks;
}

/** On sign-out: forget the live data and end the browser's Firebase session. */
export function stopLive(): void {
  stopped = true;
  signInAttempts.clear();
  publishOwnListings(null);
  publishPendingListings(null);
  if (sdks?.auth.currentUser) signOut(sdks.auth).catch(warnLiveOff);
}

function warnLiveOff(error: unknown): void {
  // A warning, not an error: the page goes on with the server's data.
  console.warn("Live data is off; pages show the server's data.", error);
}

/** Signs the live app in as `uid` with a custom token for the session's user. */
function signInAs(auth: Auth, uid: string): void {
  const attempts = signInAttempts.get(uid) ?? 0;
  if (signingIn || attempts >= MAX_SIGN_IN_ATTEMPTS) return;
  signInAttempts.set(uid, attempts + 1);
  signingIn = true;
  (async () => {
    const { firebaseTokenAnswer } = await import("#shared/api/session.ts");
    const answer = await apiFetch("/api/v1/session/firebase-token", firebaseTokenAnswer, { method: "POST" });
    if (!answer.ok) throw new Error(`firebase-token answered ${answer.status}`);
    const { token } = answer.body;
    const { user } = await signInWithCustomToken(auth, token);
    if (stopped) await signOut(auth);
    // The server signs for its session's user; another uid would mean the session changed meanwhile.
    else if (user.uid !== uid) throw new Error("The Firebase user is not the session's user.");
  })()
    .catch(warnLiveOff)
    .finally(() => {
      signingIn = false;
    });
}

/**
 * Which sign-in a Firebase user object is: a new sign-in (after a sign-out) gets new listeners, because
 * reactfire keeps an observable that stopped (e.g. denied when the user signed out) under its id for good.
 */
const signInNumbers = new WeakMap<User, number>();
let lastSignInNumber = 0;
function signInNumber(user: User): number {
  let number = signInNumbers.get(user);
  if (number === undefined) {
    lastSignInNumber += 1;
    number = lastSignInNumber;
    signInNumbers.set(user, number);
  }
  return number;
}

/**
 * A query's server-confirmed results, mapped by `read`; null once the listener fails (denied, say). It never
 * errors: reactfire would throw an error into rendering, and an error boundary reports it as an error.
 */
function liveQuery<T>(source: Query, read: (snapshot: QuerySnapshot) => T): Observable<T | null> {
  return fromRef(source, { includeMetadataChanges: true }).pipe(
    // Cached results (offline, or before the server answered) are no news: the page's server data is newer.
    filter((snapshot) => !snapshot.metadata.fromCache),
    map(read),
    catchError((error: unknown) => {
      if (!stopped) warnLiveOff(error);
      return of(null);
    }),
  );
}

/** Hands a feed's latest value to the page (undefined = not answered yet); withdraws it when the feed ends. */
function usePublish<T>(publish: (value: T | null) => void, value: T | null | undefined): void {
  useEffect(() => {
    if (value !== undefined) publish(value);
  }, [publish, value]);
  useEffect(() => () => publish(null), [publish]);
}

/** Every status, spelled by the shared type (a value import would split shared/values.ts into a chunk of its own). */
const KNOWN_STATUSES: Record<ListingStatus, true> = {
  pending: true,
  approved: true,
  rejected: true,
  lapsed: true,
  closed: true,
};

function isListingStatus(value: unknown): value is ListingStatus {
  return typeof value === "string" && Object.hasOwn(KNOWN_STATUSES, value);
}

const KNOWN_TYPES: Record<ListingType, true> = { sell: true, rent: true, lease: true };

function isListingType(value: unknown): value is ListingType {
  return typeof value === "string" && Object.hasOwn(KNOWN_TYPES, value);
}

/** The moderation state of a listing document, or null for one this page does not understand. */
function listingState(data: DocumentData): LiveListingState | null {
  const status: unknown = data.status;
  if (!isListingStatus(status)) return null;
  return {
    status,
    rejectionReason: typeof data.rejectionReason === "string" ? data.rejectionReason : null,
    heldForReports: data.heldForReports instanceof Timestamp,
  };
}

function OwnListingsFeed({ uid, signIn }: { uid: string; signIn: number }) {
  const firestore = useFirestore();
  const ownListings = useMemo(
    () =>
      liveQuery(
        query(
          collection(firestore, "listings"),
          where("ownerId", "==", uid),
          orderBy("createdAt", "desc"),
          limit(OWN_LISTINGS_LIMIT),
        ),
        (snapshot): ReadonlyMap<string, LiveListingState> => {
          const states = new Map<string, LiveListingState>();
          for (const doc of snapshot.docs) {
            const state = listingState(doc.data());
            if (state) states.set(doc.id, state);
          }
          return states;
        },
      ),
    [firestore, uid],
  );
  const { data } = useObservable(`nilam:own-listings:${uid}:${signIn}`, ownListings);
  usePublish(publishOwnListings, data);
  return null;
}

/** A pending listing of the admin's feed, or null for a document this page does not understand. */
function pendingListing(id: string, data: DocumentData): LivePendingListing | null {
  const { code, types, submittedAt } = data;
  if (typeof code !== "string" || !isListingType(types) || !(submittedAt instanceof Timestamp)) return null;
  return { id, code, types, submittedAt: submittedAt.toDate() };
}

/**
 * For an admin: the listings waiting for approval, oldest first, as the queue orders them (the rules let admins
 * read every listing; firestore.indexes.json holds the index of status and submittedAt).
 */
function PendingListingsFeed({ uid, signIn }: { uid: string; signIn: number }) {
  const firestore = useFirestore();
  const pending = useMemo(
    () =>
      liveQuery(
        query(
          collection(firestore, "listings"),
          where("status", "==", "pending"),
          orderBy("submittedAt", "asc"),
          limit(LIVE_PENDING_LIMIT),
        ),
        (snapshot): readonly LivePendingListing[] =>
          snapshot.docs.flatMap((doc) => pendingListing(doc.id, doc.data()) ?? []),
      ),
    [firestore],
  );
  const { data } = useObservable(`nilam:pending-listings:${uid}:${signIn}`, pending);
  usePublish(publishPendingListings, data);
  return null;
}

/** Renders its children once the live app is signed in as `uid`, signing in with a custom token if need be. */
function SignedInAs({ uid, children }: { uid: string; children: (signIn: number) => ReactNode }) {
  const auth = useAuth();
  const { status, data: user } = useUser();
  // undefined while Firebase still restores this tab's session.
  const firebaseUid = status === "success" ? (user?.uid ?? null) : undefined;
  useEffect(() => {
    if (firebaseUid !== undefined && firebaseUid !== uid) signInAs(auth, uid);
  }, [auth, uid, firebaseUid]);
  return user && user.uid === uid ? children(signInNumber(user)) : null;
}

function MemberFeeds({ uid, signIn, isAdmin }: { uid: string; signIn: number; isAdmin: boolean }) {
  const wanted = useWantedFeeds();
  return (
    <>
      {wanted.ownListings ? <OwnListingsFeed uid={uid} signIn={signIn} /> : null}
      {isAdmin && wanted.pending ? <PendingListingsFeed uid={uid} signIn={signIn} /> : null}
    </>
  );
}

/**
 * Renders nothing: it feeds live-store.ts, which the profile page's own listings and (for an admin) the admin
 * menu's pending count and the pending queue read.
 */
export function LiveFeeds({ sdks, uid, isAdmin }: { sdks: LiveSdks; uid: string; isAdmin: boolean }) {
  return (
    <FirebaseAppProvider firebaseApp={sdks.app}>
      <AuthProvider sdk={sdks.auth}>
        <FirestoreProvider sdk={sdks.firestore}>
          <SignedInAs uid={uid}>
            {(signIn) => <MemberFeeds uid={uid} signIn={signIn} isAdmin={isAdmin} />}
          </SignedInAs>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
