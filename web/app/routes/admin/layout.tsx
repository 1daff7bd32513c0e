import { NavLink, Outlet, useRouteLoaderData } from "react-router";
import { adminPath } from "#shared/paths.ts";
import { appContext } from "#web/lib/app-context.server.ts";
import { type Message, m } from "#web/lib/i18n.ts";
import { LIVE_PENDING_LIMIT, useLivePendingListings } from "#web/lib/live/live-store.ts";
import { requireAdminForPage } from "#web/lib/require-admin.server.ts";
import adminStyles from "#web/styles/admin.css?url";
import type { Route } from "./+types/layout";
import { loadAdminFrame } from "./layout.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

/**
 * Every admin page, loader and action passes here first: loaders run side by side, so a check in the layout's
 * loader alone would not keep a child's loader or action from running for a member without the claim.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, url }) => {
    requireAdminForPage(context.get(appContext).user, url);
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { db, mailer } = context.get(appContext);
  // The outbox is the development stand-in for SMTP: with SMTP configured there is nothing to read there.
  return { ...(await loadAdminFrame(db)), showOutbox: mailer.kind === "outbox" };
}

/** The frame's counts, for a page of the console that shows one too. */
export function useAdminCounts() {
  return useRouteLoaderData<typeof loader>("routes/admin/layout")?.counts ?? null;
}

interface MenuItem {
  to: string;
  label: Message;
  count?: number;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { counts, showOutbox } = loaderData;
  // The pending count follows the live feed (a member submits, the badge moves); the server's count until then,
  // and beyond the feed's limit.
  const livePending = useLivePendingListings();
  const pending =
    livePending !== null && livePending.length < LIVE_PENDING_LIMIT ? livePending.length : counts.pending;
  const items: MenuItem[] = [
    { to: adminPath("customers"), label: m["admin.nav.customers"], count: counts.customers },
    { to: adminPath("pending"), label: m["admin.nav.pending"], count: pending },
    { to: adminPath("approved"), label: m["admin.nav.approved"], count: counts.approved },
    { to: adminPath("rejected"), label: m["admin.nav.rejected"], count: counts.rejected },
    { to: adminPath("plans"), label: m["admin.nav.plans"] },
    { to: adminPath("payments"), label: m["admin.nav.payments"] },
    { to: adminPath("rates"), label: m["admin.nav.rates"] },
    { to: adminPath("banners"), label: m["admin.nav.banners"] },
    { to: adminPath("collections"), label: m["admin.nav.collections"] },
    { to: adminPath("messages"), label: m["admin.nav.messages"], count: counts.unhandledMessages },
    { to: adminPath("reports"), label: m["admin.nav.reports"], count: counts.reported },
    { to: adminPath("audit"), label: m["admin.nav.audit"] },
    ...(showOutbox ? [{ to: adminPath("outbox"), label: m["admin.nav.outbox"] } as const] : []),
  ];
  return (
    <div className="page admin">
      <nav className="admin-menu" aria-label={m["admin.menu"]()}>
        <NavLink to={adminPath("home")} end className="admin-menu-title">
          {m["admin.title"]()}
        </NavLink>
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              {/* NavLink marks the open section (aria-current="page"), which the stylesheet highlights. */}
              <NavLink to={item.to}>
                <span>{item.label()}</span>
                {item.count !== undefined && <span className="admin-count">{item.count}</span>}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* The console's one main landmark; its pages are sections of it. */}
      <main className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
