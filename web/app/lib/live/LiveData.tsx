// Loads the live Firestore feeds for a signed-in member once a live view is on screen (live-store.ts): the
// Firebase web SDK weighs only on the pages that show live data, never on a visitor's page nor on a member's other
// pages, nor on anyone's first load. Until the feeds answer (or if they fail) pages show server data.
import { useEffect, useRef, useState } from "react";
import type { PublicConfig } from "#shared/public-config.ts";
import { useLiveFeedsWanted } from "./live-store.ts";

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

export function LiveData({ session }: { session: LiveSession | null }) {
  const uid = session?.uid ?? null;
  // Root data comes anew with every navigation; the config does not change within a session.
  const config = useRef(session?.firebase ?? null);
  config.current = session?.firebase ?? null;
  const [started, setStarted] = useState<Started | null>(null);
  const wanted = useLiveFeedsWanted();

  useEffect(() => {
    const firebase = config.current;
    if (uid === null || firebase === null) {
      loadedModule?.stopLive();
      return;
    }
    // Once started, the feeds stay while this member is signed in; each listens only while a live view wants it.
    if (!wanted) return;
    let current = true;
    import("./live-feeds.client.tsx")
      .then((module) => {
        loadedModule = module;
        const sdks = module.startLive(firebase);
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
