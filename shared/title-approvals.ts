// The Tamil Nadu title and approval references buyers check first: the layout's DTCP or CMDA approval and the
// project's TNRERA registration. Pure: the forms check them, the server stores them in the canonical spelling
// below, and cards, filters and the admin's review read which authority approved a layout from it.

/** The planning authorities that approve layouts: DTCP across the state, CMDA around Chennai. */
export const LAYOUT_AUTHORITIES = ["DTCP", "CMDA"] as const;
export type LayoutAuthority = (typeof LAYOUT_AUTHORITIES)[number];

/** The widest road a listing may name, in feet (wider is a typing mistake); whole feet fit the search index. */
export const MAX_ROAD_WIDTH_FT = 200;

/**
 * The authorities' public sites, where an admin looks a reference up by hand before approving (TNRERA's
 * "Registrations" lists registered projects; DTCP and CMDA publish their approved layouts).
 */
export const TITLE_REGISTERS = {
  TNRERA: "https://rera.tn.gov.in/",
  DTCP: "https://www.tn.gov.in/tcp/",
  CMDA: "https://www.cmdachennai.gov.in/",
} as const;

const FIRST_APPROVAL_YEAR = 1970;
const FIRST_RERA_YEAR = 2017;

const yearIsPossible = (year: number, first: number) => year >= first && year <= new Date().getFullYear();

// The authority, anything the approval letter puts around it (L.P./DTCP, CMDA PPD/LO), "No.", number/year.
const LAYOUT_APPROVAL =
  /^(?:[A-Z.]{1,6}\s*\/\s*)?(DTCP|CMDA)\b[A-Z./ ]{0,20}?\s*(?:NO\b\.?\s*:?\s*)?(\d{1,6})\s*\/\s*(\d{4})$/;

/**
 * "DTCP No. 123/2019": a DTCP or CMDA layout approval as the approval letter writes it ("LP/DTCP No.45/2021",
 * "CMDA PPD/LO No. 12/2020", "dtcp 123 / 2019" all read), in its canonical spelling; null when it is not one.
 */
export function parseLayoutApproval(text: string): string | null {
  const match = LAYOUT_APPROVAL.exec(text.trim().replace(/\s+/g, " ").toUpperCase());
  if (!match) return null;
  const [, authority, number, year] = match;
  if (!yearIsPossible(Number(year), FIRST_APPROVAL_YEAR)) return null;
  return `${authority} No. ${number}/${year}`;
}

/** Which authority a stored approval names; null for none (or a reference stored before it was checked). */
export function layoutAuthorityOf(approval: string | null | undefined): LayoutAuthority | null {
  if (!approval) return null;
  const canonical = parseLayoutApproval(approval);
  return canonical ? (canonical.slice(0, 4) as LayoutAuthority) : null;
}

// TNRERA's published form: TN/<region>/<Building|Layout>/<serial>/<year>, e.g. TN/29/Building/0062/2020.
const TNRERA_NUMBER = /^TN\s*\/\s*(\d{1,2})\s*\/\s*(BUILDING|LAYOUT)\s*\/\s*(\d{1,5})\s*\/\s*(\d{4})$/;
const RERA_PREFIX = /^(?:TN\s*)?RERA\s*(?:REG(?:ISTRATION)?\.?\s*)?(?:NO\b\.?)?\s*:?\s*/;

/**
 * "TN/29/Building/0062/2020": a TNRERA project registration as TNRERA publishes it (a leading "TNRERA No:" and
 * spaces are allowed), in its canonical spelling; null when it is not one.
 */
export function parseTnreraNumber(text: string): string | null {
  const match = TNRERA_NUMBER.exec(text.trim().toUpperCase().replace(RERA_PREFIX, ""));
  if (!match) return null;
  const [, region, kind, serial, year] = match;
  if (!yearIsPossible(Number(year), FIRST_RERA_YEAR)) return null;
  const kindName = kind === "BUILDING" ? "Building" : "Layout";
  return `TN/${region!.padStart(2, "0")}/${kindName}/${serial!.padStart(4, "0")}/${year}`;
}

/** What a card and the filters say of a listing's approvals. */
export interface ApprovalBadges {
  layout: LayoutAuthority | null;
  tnrera: boolean;
}

export function approvalBadgesOf(listing: {
  dtcpCmdaApprovalNumber?: string | null;
  tnreraNumber?: string | null;
}): ApprovalBadges {
  return {
    layout: layoutAuthorityOf(listing.dtcpCmdaApprovalNumber),
    tnrera: Boolean(listing.tnreraNumber && parseTnreraNumber(listing.tnreraNumber)),
  };
}
