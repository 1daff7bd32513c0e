import { data, Outlet, useRouteLoaderData } from "react-router";
import { ErrorPage } from "#web/components/ErrorPage.tsx";
import { Footer } from "#web/components/Footer.tsx";
import { Header } from "#web/components/Header.tsx";
import { ScrollToTop } from "#web/components/ScrollToTop.tsx";
import { Toasts } from "#web/components/Toasts.tsx";
import { WishlistProvider } from "#web/components/wishlist/WishlistProvider.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import type { loader as rootLoader } from "#web/root.tsx";
import type { Route } from "./+types/layout";
import { loadViewerWishlist } from "./layout.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, reads, user, refusal } = context.get(appContext);
  // A form refused before its page's action saw it (server/http/pages.ts answerRefusal): the page says so here.
  if (refusal) throw data(refusal.body, { status: refusal.status });
  return { wishlistIds: await loadViewerWishlist(db, { user, reads }) };
}

/**
 * The public pages' chrome: header, footer, the scroll-to-top button and the one toast container.
 * Scrolling to the top on each new page is root.tsx's <ScrollRestoration> (back/forward restores the position).
 */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const user = root?.user ?? null;
  return (
    <WishlistProvider signedIn={user !== null} serverIds={loaderData.wishlistIds}>
      <Header user={user} />
      <Outlet />
      <Footer />
      <ScrollToTop />
      <Toasts />
    </WishlistProvider>
  );
}

/** A page's 404, 401 or failure keeps the header and footer, so the visitor is never at a dead end. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <Header user={root?.user ?? null} />
      <ErrorPage error={error} />
      <Footer />
    </>
  );
}
