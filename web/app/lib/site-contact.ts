// Nilam's published contact details. These are placeholders for the demo: the e-mail uses the reserved
// .example domain and the numbers are invented (Tiruppur's 0421 code followed by zeros). What a visitor reads
// (the office, its address, the hours) are messages, called when a page renders.
import { type Message, m } from "./i18n.ts";

export const SITE_CONTACT: {
  readonly email: string;
  readonly phones: readonly string[];
  readonly office: {
    readonly name: Message;
    readonly lines: readonly [street: Message, town: Message, country: Message];
    readonly latitude: number;
    readonly longitude: number;
  };
  readonly hours: Message;
  readonly grievanceOfficer: { readonly name: Message; readonly email: string };
} = {
  email: "support@nilam.example",
  phones: ["+91 421 000 0101", "+91 421 000 0102", "+91 421 000 0103"],
  office: {
    name: m["contact.officeName"],
    lines: [m["contact.officeLine1"], m["contact.officeLine2"], m["contact.officeLine3"]],
    latitude: 11.1085,
    longitude: 77.3411,
  },
  hours: m["contact.hoursValue"],
  grievanceOfficer: { name: m["contact.grievanceOfficer"], email: "grievance@nilam.example" },
};

/** A tel: link for a displayed number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The office on OpenStreetMap, opened as a link (a new tab, or the phone's maps app). */
export function mapsHref(): string {
  const { latitude, longitude } = SITE_CONTACT.office;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/**
 * OpenStreetMap's embeddable map of the office, its marker in the middle of a few streets around (about 1.4 by
 * 0.9 km, the Contact page's 8:5 frame). The CSP's frame-src names its origin (server/http/security.ts).
 */
export function mapEmbedSrc(): string {
  const { latitude, longitude } = SITE_CONTACT.office;
  const bbox = [longitude - 0.0064, latitude - 0.004, longitude + 0.0064, latitude + 0.004];
  const search = new URLSearchParams({
    bbox: bbox.map((degrees) => degrees.toFixed(4)).join(","),
    layer: "mapnik",
    marker: `${latitude},${longitude}`,
  });
  return `https://www.openstreetmap.org/export/embed.html?${search}`;
}
