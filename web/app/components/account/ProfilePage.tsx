// The member's profile (SPEC §2 "Profile"), for routes/account/profile.tsx: their account, plan, payments and saved
// searches, then their own listings (with each one's status, counts, hold and freshness) or their wishlist.
import { Form } from "react-router";
import type { PlanOnSale } from "#shared/api/payments.ts";
import { formatLongDate } from "#shared/dates.ts";
import type {
  OwnAnswer,
  OwnListing,
  Profile,
  SavedSearchAnswer,
  WishlistCard,
} from "#shared/forms/profile.ts";
import type { SavedSearchView } from "#shared/forms/saved-search.ts";
import { adminPath, pagePath, SIGN_OUT_PATH } from "#shared/paths.ts";
import { formatCount } from "#web/lib/count-label.ts";
import { getLocale, m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { useLiveOwnListings } from "#web/lib/live/live-store.ts";
import { DeleteAccount } from "../DeleteAccount.tsx";
import { HoldAnswer } from "../HoldAnswer.tsx";
import { ListingCard } from "../ListingCard.tsx";
import { OwnListingFreshness } from "../OwnListingFreshness.tsx";
import { BuyPlan } from "../payments/BuyPlan.tsx";
import { type HistoryRow, PaymentHistory } from "../payments/PaymentHistory.tsx";
import { SavedSearches } from "../SavedSearches.tsx";

/** How many times the listing's page was seen: counts only, never who looked. */
function viewsText(views: number): string {
  return m["profile.views"]({ count: views, shown: formatCount(views) });
}

/** How many times members were shown the owner's contact details for it. */
function revealsText(reveals: number): string {
  return m["profile.reveals"]({ count: reveals, shown: formatCount(reveals) });
}

function statusText(status: string, reason: string | null, types: string): string {
  if (status === "rejected") return m["profile.status.rejected"]({ reason: reason ?? "" });
  if (status === "lapsed") return m["profile.status.lapsed"]();
  if (status === "closed") return types === "sell" ? m["profile.status.sold"]() : m["profile.status.let"]();
  return status === "pending" ? m["profile.status.pending"]() : m["profile.status.approved"]();
}

export interface ProfilePageData {
  profile: Profile;
  own: OwnListing[];
  wishlist: WishlistCard[];
  orders: readonly HistoryRow[];
  plans: readonly PlanOnSale[];
  savedSearches: SavedSearchView[];
  /** Which list the page shows: the member's own listings or their wishlist (`?tab=wishlist`). */
  tab: "sell" | "wishlist";
  isAdmin: boolean;
  /** The action's answer when the page was posted without JavaScript. */
  answer: OwnAnswer | SavedSearchAnswer | undefined;
}

/** The profile: the member's card, plans, payments, saved searches, and the tabs of own listings and wishlist. */
export function ProfilePage({
  profile,
  own,
  wishlist,
  tab,
  isAdmin,
  orders,
  plans,
  savedSearches,
  answer,
}: ProfilePageData) {
  // Moderation decisions show as they happen once the list is on screen; until the live feed answers, the
  // server's word stands.
  const [liveOwn, ownListRef] = useLiveOwnListings();
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <main className="page profile">
      <section className="profile-card">
        <h1>{name || m["profile.title"]()}</h1>
        <dl className="facts">
          <div>
            <dt>{m["profile.email"]()}</dt>
            <dd>{profile.email}</dd>
          </div>
          <div>
            <dt>{m["profile.phone"]()}</dt>
            <dd>{profile.phoneNumber ?? "—"}</dd>
          </div>
          <div>
            <dt>{m["profile.plan"]()}</dt>
            <dd>
              {profile.plan
                ? m["profile.planDetails"]({
                    plan: profile.plan.planName,
                    date: formatLongDate(profile.plan.expiresAt),
                  })
                : m["profile.noPlan"]()}
            </dd>
          </div>
        </dl>
        <div className="profile-actions">
          {isAdmin && (
            <Link className="button button-primary" to={adminPath("home")}>
              {m["profile.dashboard"]()}
            </Link>
          )}
          <Link className="button" to={pagePath("editProfile")}>
            {m["profile.edit"]()}
          </Link>
          <DeleteAccount />
          <Form method="post" action={SIGN_OUT_PATH}>
            <input type="hidden" name="locale" value={getLocale()} />
            <button type="submit" className="button">
              {m["profile.logout"]()}
            </button>
          </Form>
        </div>
      </section>
      <BuyPlan plans={plans} />
      <PaymentHistory orders={orders} />
      <SavedSearches searches={savedSearches} />
      <nav className="tabs" aria-label={m["profile.tabs"]()}>
        <Link to={pagePath("profile")} aria-current={tab === "sell" ? "page" : undefined}>
          {m["profile.tab.sell"]()} ({own.length})
        </Link>
        <Link
          to={`${pagePath("profile")}?tab=wishlist`}
          aria-current={tab === "wishlist" ? "page" : undefined}
        >
          {m["profile.tab.wishlist"]()} ({wishlist.length})
        </Link>
      </nav>
      {tab === "sell" ? (
        own.length === 0 ? (
          <div className="empty">
            <p>{m["profile.noListings"]()}</p>
            <Link className="button button-primary" to={pagePath("sell")}>
              {m["profile.sellCta"]()}
            </Link>
          </div>
        ) : (
          <ul className="card-grid" ref={ownListRef}>
            {own.map((listing) => {
              const { status, rejectionReason, heldForReports } = liveOwn?.get(listing.id) ?? listing;
              return (
                <li key={listing.id}>
                  <p className="own-listing-meta">
                    <span className={`status-badge status-${status}`} aria-live="polite">
                      {statusText(status, rejectionReason, listing.types)}
                    </span>
                    <span className="listing-views">{viewsText(listing.views)}</span>
                    <span className="listing-reveals">{revealsText(listing.contactReveals)}</span>
                  </p>
                  {status === "pending" && heldForReports ? (
                    <>
                      <p className="field-hint">{m["profile.heldForReports"]()}</p>
                      <HoldAnswer
                        listing={listing}
                        // Posted without JavaScript, the answer comes back as the page's own.
                        answer={
                          answer && "listingId" in answer && answer.listingId === listing.id
                            ? answer
                            : undefined
                        }
                      />
                    </>
                  ) : null}
                  <OwnListingFreshness listing={{ ...listing, status }} />
                  <ListingCard listing={listing} wishlist={false} layout="grid" />
                </li>
              );
            })}
          </ul>
        )
      ) : wishlist.length === 0 ? (
        <p className="empty">{m["profile.noWishlist"]()}</p>
      ) : (
        <ul className="card-grid">
          {wishlist.map((listing) => (
            <li key={listing.id}>
              <ListingCard
                listing={listing}
                layout="grid"
                taken={
                  listing.taken && {
                    badge: listing.taken === "sold" ? m["wishlist.sold"]() : m["wishlist.let"](),
                    note: m["wishlist.takenNote"](),
                  }
                }
              />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
