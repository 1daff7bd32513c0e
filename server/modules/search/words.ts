// The free text of the listings: their locality and amenity words, each word holding the slots of the listings
// that use it. The words are also kept in MiniSearch's radix trees (SearchableMap), which find those that begin
// with a prefix or lie within an edit distance of a misspelt word.
import SearchableMap from "minisearch/SearchableMap";
import type { ProjectionRecord } from "./records.ts";
import { wordsOf } from "./text.ts";

/** Words and the slots of the listings that use them, with a radix tree of the words. */
class WordIndex {
  readonly #slots = new Map<string, number[]>();
  readonly #tree = new SearchableMap<number[]>();

  add(words: Iterable<string>, slot: number): void {
    for (const word of words) {
      const slots = this.#slots.get(word);
      if (slots) {
        slots.push(slot);
      } else {
        const first = [slot];
        this.#slots.set(word, first);
        this.#tree.set(word, first);
      }
    }
  }

  remove(words: Iterable<string>, slot: number): void {
    for (const word of words) {
      const slots = this.#slots.get(word);
      const at = slots ? slots.lastIndexOf(slot) : -1;
      if (!slots || at < 0) continue;
      slots[at] = slots[slots.length - 1]!;
      slots.pop();
      if (slots.length > 0) continue;
      this.#slots.delete(word);
      this.#tree.delete(word);
    }
  }

  /** The slot lists of the words that begin with `prefix` (the word itself included). */
  *prefixed(prefix: string): Iterable<readonly number[]> {
    for (const [, slots] of this.#tree.atPrefix(prefix)) yield slots;
  }

  /** The slot lists of the words within `distance` edits of `word`. */
  *near(word: string, distance: number): Iterable<readonly number[]> {
    for (const [, [slots]] of this.#tree.fuzzyGet(word, distance)) yield slots;
  }
}

const localityWords = (record: ProjectionRecord) => new Set(record.locality ? wordsOf(record.locality) : []);
const amenityWords = (record: ProjectionRecord) =>
  record.amenityWords === "" ? [] : record.amenityWords.split(" ");

/** Typos allowed in a locality word: one from four letters, two from eight. */
function localityTypoDistance(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** The locality and amenity words of every listing in the projection, by slot. */
export class ListingWords {
  readonly #locality = new WordIndex();
  readonly #amenity = new WordIndex();

  add(record: ProjectionRecord, slot: number): void {
    this.#locality.add(localityWords(record), slot);
    this.#amenity.add(amenityWords(record), slot);
  }

  remove(record: ProjectionRecord, slot: number): void {
    this.#locality.remove(localityWords(record), slot);
    this.#amenity.remove(amenityWords(record), slot);
  }

  /**
   * The listings (a flag per slot, of `slotCount`) whose locality or amenity words begin with `word`, or whose
   * locality has it misspelt; null when none has.
   */
  matches(word: string, slotCount: number): Uint8Array | null {
    const slots = new Uint8Array(slotCount);
    let found = false;
    const mark = (list: readonly number[]) => {
      for (let i = 0; i < list.length; i++) slots[list[i]!] = 1;
      found ||= list.length > 0;
    };
    for (const list of this.#locality.prefixed(word)) mark(list);
    for (const list of this.#amenity.prefixed(word)) mark(list);
    const distance = localityTypoDistance(word.length);
    if (distance > 0) for (const list of this.#locality.near(word, distance)) mark(list);
    return found ? slots : null;
  }
}
