import type { ReactNode } from "react";
import { type Message, m } from "#web/lib/i18n.ts";

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

const REASONS: readonly { title: Message; text: Message; icon: ReactNode }[] = [
  {
    title: m["why.expertise"],
    text: m["why.expertiseText"],
    icon: icon(
      <path
        d="M3 20h18M6 16V9M11 16V5M16 16v-4M21 16V8"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />,
    ),
  },
  {
    title: m["why.personal"],
    text: m["why.personalText"],
    icon: icon(
      <>
        <circle cx="12" cy="8" r="4" fill="currentColor" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
      </>,
    ),
  },
  {
    title: m["why.network"],
    text: m["why.networkText"],
    icon: icon(
      <>
        <path d="M12 5 5 18h14Z" stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" />
        <circle cx="12" cy="5" r="3" fill="currentColor" />
        <circle cx="5" cy="18" r="3" fill="currentColor" />
        <circle cx="19" cy="18" r="3" fill="currentColor" />
      </>,
    ),
  },
  {
    title: m["why.success"],
    text: m["why.successText"],
    icon: icon(
      <path d="m12 3 2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7Z" fill="currentColor" />,
    ),
  },
];

/** 'Why Choose Us?' and its four cards. */
export function WhyChooseUs() {
  return (
    <section className="home-section why" aria-labelledby="why-title">
      <h2 id="why-title">{m["why.title"]()}</h2>
      <ul className="why-cards">
        {REASONS.map((reason) => (
          <li key={reason.title.name} className="why-card">
            <span className="why-icon">{reason.icon}</span>
            <h3>{reason.title()}</h3>
            <p>{reason.text()}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
