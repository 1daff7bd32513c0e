import type { ReactNode } from "react";

/** A fact: its label, its value, and how the value was reached (the costs' "7% of ₹54,00,000"). */
interface ShownFact {
  label: string;
  value: ReactNode;
  note?: string;
  ownersWords?: boolean;
}

/** Label and value pairs, as a description list. */
export function FactList({
  facts,
  className = "facts",
}: {
  facts: readonly ShownFact[];
  className?: string;
}) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd data-user-content={fact.ownersWords ? "" : undefined}>
            {fact.value}
            {fact.note ? <small>{fact.note}</small> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled section of a listing's facts (details, facilities, title documents); nothing when it has none. */
export function FactSection({ title, facts }: { title: string; facts: readonly ShownFact[] }) {
  if (facts.length === 0) return null;
  return (
    <section className="detail-section">
      <h2>{title}</h2>
      <FactList facts={facts} />
    </section>
  );
}
