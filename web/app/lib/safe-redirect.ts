/** Only same-site paths may be redirect targets; anything else falls back (no open redirects). */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  return target;
}
