import { useEffect, useState } from "react";
import { m } from "../lib/i18n.ts";

/** SPEC §9: the button appears after 300 px of scrolling. */
export const SHOW_AFTER_PX = 300;
const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A round button, bottom right, once the page is scrolled 300 px: its ring fills with the share of the page
 * scrolled, and pressing it goes back to the top (instantly for prefers-reduced-motion) and moves focus to the
 * page's main landmark, so keyboard users continue from the top too.
 */
export function ScrollToTop() {
  const [state, setState] = useState({ visible: false, progress: 0 });
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const { scrollHeight, clientHeight } = document.documentElement;
      const y = window.scrollY;
      const room = scrollHeight - clientHeight;
      const progress = room > 0 ? Math.min(1, Math.max(0, y / room)) : 0;
      // Rounded, so that a scroll re-renders only when the ring visibly changes.
      const next = { visible: y > SHOW_AFTER_PX, progress: Math.round(progress * 100) / 100 };
      setState((current) =>
        current.visible === next.visible && current.progress === next.progress ? current : next,
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  if (!state.visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={m["scrollTop.label"]()}
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        const main = document.querySelector("main");
        if (main) {
          if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
          main.focus({ preventScroll: true });
        }
      }}
    >
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <circle className="scroll-top-track" cx="24" cy="24" r={RADIUS} />
        <circle
          className="scroll-top-ring"
          cx="24"
          cy="24"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - state.progress)}
          transform="rotate(-90 24 24)"
        />
        <path d="M24 31V17M17 23l7-7 7 7" className="scroll-top-arrow" />
      </svg>
    </button>
  );
}
