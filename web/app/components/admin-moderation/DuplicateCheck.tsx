import type { DuplicateReason, PossibleDuplicate } from "#shared/moderation.ts";
import { adminReviewPath } from "#shared/paths.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";

const REASONS: Readonly<Record<DuplicateReason, () => string>> = {
  photos: m["moderation.duplicates.photos"],
  phonePlace: m["moderation.duplicates.phonePlace"],
};

/**
 * Other public listings this one may copy (issue 24), shown before the decision: the same pictures, or the same
 * owner phone in the same place. Nothing when there are none.
 */
export function DuplicateCheck({ duplicates }: { duplicates: readonly PossibleDuplicate[] }) {
  if (duplicates.length === 0) return null;
  return (
    <section className="detail-section review-duplicates" aria-labelledby="review-duplicates-heading">
      <h2 id="review-duplicates-heading">{m["moderation.duplicates.title"]()}</h2>
      <p className="field-hint">{m["moderation.duplicates.hint"]()}</p>
      <ul>
        {duplicates.map((duplicate) => (
          <li key={duplicate.listingId}>
            <Link to={adminReviewPath(duplicate.listingId)}>{duplicate.code}</Link>:{" "}
            {duplicate.reasons.map((reason) => REASONS[reason]()).join("; ")}
          </li>
        ))}
      </ul>
    </section>
  );
}
