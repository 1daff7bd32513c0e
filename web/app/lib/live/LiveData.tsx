// Loads the live Firestore feeds for a signed-in member once a live view is on screen (wanted-feeds.ts): the
// Firebase web SDK weighs only on the pages that show live data, never on a visitor's page nor on a member's other
// pages, nor on anyone's first load. Until the feeds answer (or if they fail) pages show server data.
import { useEffect, useRef, useState } from "react";
import type { PublicConfig } from "#shared/public-config.ts";
import { useWantedFeeds } from "./wanted-feeds.ts";

/** What the root loader tells the browser about a signed-in member, for the live feeds. */
export interface LiveSession {
  /** The session user's Firebase uid. */
  uid: string;
  firebase: PublicConfig["firebase"];
  /** An admin's browser also follows the listings waiting for approval (on admin pages). */
  isAdmin: boolean;
}

type LiveModule = typeof import("./live-feeds.client.tsx");
type Started = { uid: string; module: LiveModule; sdks: ReturnType<LiveModule["startLive"]> };

/** Kept once loaded: signing out must end the browser's Firebase session too. */
let loadedModule: LiveModule | null = null;

/** The live app's name: apart from the sign-in screens' app (lib/firebase.client.ts), which signs out when done. */
const LIVE_APP_NAME = "nilam-live";

/**
 * Signed out on a page that never loaded the SDK: the tab may still keep the live app's Firebase session from an
 * earlier page (Firebase's key `firebase:authUser:<apiKey>:<app>`), which must not outlive the site's.
 */
function forgetStoredLiveSession(): void {
  try {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith("firebase:authUser:") && key.endsWith(`:${LIVE_APP_NAME}`))
        sessionStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

export function LiveData({ session }: { session: LiveSession | null }) {
  const uid = session?.uid ?? null;
  // Root data comes anew with every navigation; the config does not change within a session.
  const config = useRef(session?.firebase ?? null);
  config.current = session?.firebase ?? null;
  const [started, setStarted] = useState<Started | null>(null);
  const feeds = useWantedFeeds();
  const wanted = feeds.ownListings || feeds.pending;

  useEffect(() => {
    const firebase = config.current;
    if (uid === null || firebase === null) {
      if (loadedModule) loadedModule.stopLive();
      else forgetStoredLiveSession();
      return;
    }
    // Once started, the feeds stay while this member is signed in; each listens only while a live view wants it.
    if (!wanted) return;
    let current = true;
    import("./live-feeds.client.tsx")
      .then((module) => {
        loadedModule = module;
        const sdks = module.startLive(firebase, LIVE_APP_NAME);
        if (current) setStarted({ uid, module, sdks });
      })
      .catch((error: unknown) => console.warn("Live data is off; pages show the server's data.", error));
    return () => {
      current = false;
    };
  }, [uid, wanted]);

  if (started === null || started.uid !== uid) return null;
  const { LiveFeeds } = started.module;
  return <LiveFeeds sdks={started.sdks} uid={started.uid} isAdmin={session?.isAdmin === true} />;
}
