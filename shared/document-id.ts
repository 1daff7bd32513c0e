// What Firestore takes as a document's id. Ids come from requests (a path, a form, a query string): one Firestore
// cannot store names no document, and must be answered as an id nobody has, never passed on to Firestore, which
// refuses it (a 500 for the visitor's mistake).
import { hasLoneSurrogate } from "./forms/text.ts";

const MAX_BYTES = 1500;
const RESERVED = /^__.*__$/s;
const utf8 = new TextEncoder();

/**
 * Whether `id` can name a Firestore document: not empty, no slash, not `.` or `..`, not of Firestore's reserved
 * form `__…__` (`__proto__` too), well-formed Unicode, at most 1,500 bytes of UTF-8.
 */
export function isDocumentId(id: string): boolean {
  return (
    id !== "" &&
    id !== "." &&
    id !== ".." &&
    !id.includes("/") &&
    !RESERVED.test(id) &&
    id.length <= MAX_BYTES &&
    !hasLoneSurrogate(id) &&
    utf8.encode(id).length <= MAX_BYTES
  );
}
