import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";
import { signInPath } from "#shared/paths.ts";
import { apiHeaders } from "#web/lib/api.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { showError } from "#web/lib/toast.ts";
import { readGuestWishlist, toggleGuestWishlist, writeGuestWishlist } from "./guest-wishlist.ts";
import { type HeartSave, heartsFromServer } from "./member-hearts.ts";

interface WishlistState {
  isWishlisted(listingId: string): boolean;
  /** Members: saved on the server at once, rolled back with a message on failure. Guests: kept in this browser. */
  toggle(listingId: string): void;
  isBusy(listingId: string): boolean;
}

const WishlistContext = createContext<WishlistState | null>(null);

/** The wishlist of whoever is looking; null outside the public layout (then nothing offers a toggle). */
export function useWishlist(): WishlistState | null {
  return useContext(WishlistContext);
}

/** The wishlist's calls to the server load with the first of them: a visitor who saves no heart pays nothing. */
const wishlistServer = () => import("./wishlist-server.ts");

export function WishlistProvider(props: {
  signedIn: boolean;
  serverIds: readonly string[];
  children: ReactNode;
}) {
  const { signedIn, serverIds } = props;
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set(signedIn ? serverIds : []));
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const loginDialog = useRef<HTMLDialogElement>(null);
  /** This page's saves, laid over a list from the server that may be older than they are (member-hearts.ts). */
  const saves = useRef(new Map<string, HeartSave>());

  // A navigation that reloads the layout's data brings the server's list again (and sign-in or sign-out changes
  // whose list it is). Changes made in another tab or device show with the next list, not live.
  useEffect(() => {
    if (signedIn) {
      const next = heartsFromServer(serverIds, saves.current);
      saves.current = next.saves;
      setIds(next.ids);
      return;
    }
    setIds(new Set(readGuestWishlist(localStorage)));
  }, [signedIn, serverIds]);

  useEffect(() => {
    if (!signedIn) return;
    const guestIds = readGuestWishlist(localStorage);
    if (guestIds.length === 0) return;
    wishlistServer()
      .then(({ mergeGuestList }) => mergeGuestList(guestIds))
      .then(
        (merged) => {
          writeGuestWishlist(localStorage, []);
          setIds(new Set(merged));
        },
        () => showError(m["wishlist.failed"]()),
      );
  }, [signedIn]);

  const toggle = useCallback(
    (listingId: string) => {
      if (!signedIn) {
        const saved = toggleGuestWishlist(localStorage, listingId);
        setIds(new Set(saved));
        if (saved.includes(listingId)) loginDialog.current?.showModal();
        return;
      }
      const next = !ids.has(listingId);
      const show = (on: boolean) =>
        setIds((current) => {
          const copy = new Set(current);
          if (on) copy.add(listingId);
          else copy.delete(listingId);
          return copy;
        });
      const remember = (save: HeartSave | null) => {
        if (save) saves.current.set(listingId, save);
        else saves.current.delete(listingId);
      };
      show(next);
      remember({ on: next, answered: false });
      setBusy((current) => new Set(current).add(listingId));
      // Sent at the press: a member who leaves the page at once keeps the heart; the answer is read when the
      // code that reads it has loaded.
      const sent = fetch(`/api/v1/wishlist/${listingId}`, {
        method: next ? "PUT" : "DELETE",
        headers: apiHeaders(),
      }).catch(() => null);
      wishlistServer()
        .then(({ savedOnServer }) => savedOnServer(sent))
        .then(
          (on) => {
            remember({ on, answered: true });
            show(on);
          },
          () => {
            remember(null);
            show(!next);
            showError(m["wishlist.failed"]());
          },
        )
        .finally(() =>
          setBusy((current) => {
            const copy = new Set(current);
            copy.delete(listingId);
            return copy;
          }),
        );
    },
    [signedIn, ids],
  );

  const state = useMemo<WishlistState>(
    () => ({ isWishlisted: (id) => ids.has(id), isBusy: (id) => busy.has(id), toggle }),
    [ids, busy, toggle],
  );

  return (
    <WishlistContext.Provider value={state}>
      {props.children}
      {signedIn ? null : <GuestLoginDialog dialog={loginDialog} />}
    </WishlistContext.Provider>
  );
}

/** SPEC §4: logged-out visitors are asked to log in; what they chose waits in this browser until they do. */
function GuestLoginDialog({ dialog }: { dialog: React.RefObject<HTMLDialogElement | null> }) {
  const location = useLocation();
  const signIn = signInPath(location.pathname + location.search);
  const close = () => dialog.current?.close();
  return (
    <dialog ref={dialog} className="modal" aria-labelledby="wishlist-login-title">
      <h2 id="wishlist-login-title">{m["wishlist.loginTitle"]()}</h2>
      <p>{m["wishlist.loginBody"]()}</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={close}>
          {m["wishlist.notNow"]()}
        </button>
        <Link className="button button-primary" to={signIn} onClick={close}>
          {m["wishlist.login"]()}
        </Link>
      </div>
    </dialog>
  );
}
