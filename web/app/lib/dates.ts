// Dates are shown in India's time zone on the server and in the browser alike, so hydration agrees.
const longDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

/** 17 October 2024 */
export function formatLongDate(date: Date | string): string {
  return longDate.format(typeof date === "string" ? new Date(date) : date);
}
