import type { ReactNode } from "react";

/** Label and value pairs, as a description list. */
export function FactList({
  facts,
  className = "facts",
}: {
  facts: readonly { label: string; value: ReactNode; ownersWords?: boolean }[];
  className?: string;
}) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd data-user-content={fact.ownersWords ? "" : undefined}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled section of a listing's facts (details, facilities, title documents); nothing when it has none. */
export function FactSection({
  title,
  facts,
}: {
  title: string;
  facts: readonly { label: string; value: ReactNode; ownersWords?: boolean }[];
}) {
  if (facts.length === 0) return null;
  return (
    <section className="detail-section">
      <h2>{title}</h2>
      <FactList facts={facts} />
    </section>
  );
}
