import { TITLE_REGISTERS } from "#shared/title-approvals.ts";
import { FactList } from "#web/components/detail/FactList.tsx";
import { titleFacts } from "#web/components/detail/facts.ts";
import type { ListingDetailView } from "#web/components/detail/types.ts";
import { m } from "#web/lib/i18n.ts";

/**
 * The title and approval references first on the admin's review, with the public registers to look them up in
 * by hand before approving: the references were checked for their format only, not against the registers.
 */
export function TitleCheck({ listing }: { listing: ListingDetailView }) {
  const facts = titleFacts(listing);
  const { dtcpCmdaApprovalNumber, tnreraNumber } = listing.titleDocuments;
  const registers = [
    ...(listing.approvals.layout
      ? [
          {
            href: TITLE_REGISTERS[listing.approvals.layout],
            label: m["moderation.review.layoutRegister"]({ authority: listing.approvals.layout }),
          },
        ]
      : []),
    ...(tnreraNumber
      ? [{ href: TITLE_REGISTERS.TNRERA, label: m["moderation.review.tnreraRegister"]() }]
      : []),
  ];
  return (
    <section className="detail-section review-title" aria-labelledby="review-title-heading">
      <h2 id="review-title-heading">{m["detail.titleDocuments"]()}</h2>
      {facts.length > 0 ? <FactList facts={facts} /> : <p>{m["moderation.review.noTitle"]()}</p>}
      {dtcpCmdaApprovalNumber && !listing.approvals.layout ? (
        <p className="field-hint">{m["moderation.review.uncheckedApproval"]()}</p>
      ) : null}
      {registers.length > 0 ? (
        <>
          <p className="field-hint">{m["moderation.review.checkRegisters"]()}</p>
          <ul className="register-links">
            {registers.map((register) => (
              <li key={register.href}>
                <a href={register.href} target="_blank" rel="noopener noreferrer">
                  {register.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
