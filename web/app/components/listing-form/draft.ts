// The Sell form's draft: what the member typed and the uploads that finished, kept in this browser's localStorage
// per member, so that leaving the page, a closed tab or a dropped connection loses nothing. Cleared on submit.
import { LISTING_FORM_FIELDS, type ListingFormFields } from "#shared/forms/listing.ts";
import type { MediaPreview } from "../upload/upload-store.ts";

const VERSION = 1;

export interface DraftUpload {
  id: string;
  name: string;
  media: MediaPreview;
}

export interface ListingDraft {
  version: typeof VERSION;
  values: Partial<ListingFormFields>;
  uploads: DraftUpload[];
}

/** One draft per member on a shared device; the uid is opaque and already the browser's (live data uses it). */
export const draftKey = (memberId: string) => `nilam:sell-draft:${memberId}`;

const KNOWN = new Set<string>(LISTING_FORM_FIELDS);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function readUpload(value: unknown): DraftUpload | null {
  if (!isRecord(value) || typeof value.id !== "string" || typeof value.name !== "string") return null;
  const media = value.media;
  if (!isRecord(media) || typeof media.url !== "string" || typeof media.thumbUrl !== "string") return null;
  if (media.kind !== "image" && media.kind !== "video") return null;
  return {
    id: value.id,
    name: value.name,
    media: { kind: media.kind, url: media.url, thumbUrl: media.thumbUrl },
  };
}

/** The stored draft, or null when there is none or it is not one this version of the page wrote. */
export function readDraft(storage: Storage | null, key: string): ListingDraft | null {
  let text: string | null = null;
  try {
    text = storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.version !== VERSION || !isRecord(parsed.values)) return null;
  const values = Object.fromEntries(
    Object.entries(parsed.values).filter(([name, value]) => KNOWN.has(name) && typeof value === "string"),
  ) as Partial<ListingFormFields>;
  const uploads = (Array.isArray(parsed.uploads) ? parsed.uploads : [])
    .map(readUpload)
    .filter((upload): upload is DraftUpload => upload !== null);
  return { version: VERSION, values, uploads };
}

/** Whether the form holds nothing beyond its starting values: such a draft is not worth keeping. */
export function isBlankDraft(
  values: ListingFormFields,
  uploads: readonly DraftUpload[],
  start: ListingFormFields,
): boolean {
  return uploads.length === 0 && LISTING_FORM_FIELDS.every((field) => values[field] === start[field]);
}

/** Stores the draft, or removes it when it is blank. A full or blocked storage only loses the draft. */
export function saveDraft(
  storage: Storage | null,
  key: string,
  draft: { values: ListingFormFields; uploads: DraftUpload[]; start: ListingFormFields },
): void {
  try {
    if (isBlankDraft(draft.values, draft.uploads, draft.start)) storage?.removeItem(key);
    else
      storage?.setItem(
        key,
        JSON.stringify({
          version: VERSION,
          values: draft.values,
          uploads: draft.uploads,
        } satisfies ListingDraft),
      );
  } catch {
    // Private mode or a full storage: the form still works, without a draft.
  }
}

export function clearDraft(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // As above.
  }
}

/** localStorage where the browser allows it. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
