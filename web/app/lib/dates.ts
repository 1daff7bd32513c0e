// Dates are shown in India's time zone on the server and in the browser alike, so hydration agrees.
const longDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

/** 17 October 2024 */
export function formatLongDate(date: Date | string): string {
  return longDate.format(typeof date === "string" ? new Date(date) : date);
}

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** 2 Mar 2026, 10:00 am (India time) */
export function formatDateTime(date: Date | string): string {
  return dateTime.format(typeof date === "string" ? new Date(date) : date);
}
