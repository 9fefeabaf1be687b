/**
 * Where a needle occurs in a fixed list of texts, fast: a suffix array over the texts (every
 * place a text can be read from, sorted by what follows it, up to the end of that text). The
 * places whose following text starts with the needle are one run of that array, found by two
 * binary searches, so a search costs O(needle length x log(total length)) plus one step per
 * occurrence, with no pass over the texts that do not match and no per-text string call.
 *
 * Texts and needles are compared as given, by UTF-16 code unit (lower-case them before).
 */

/** What an occurrence is worth, by where it is; lower is better, 0 is "no match". */
export interface OccurrenceRanks {
  /** The needle is the whole text. */
  readonly wholeText: number;
  /** The text starts with the needle. */
  readonly textStart: number;
  /** Anywhere else in the text. */
  readonly inside: number;
}

export interface SubstringIndex {
  /**
   * For every text holding `needle` (not ''), lowers `marks[position]` to the best rank of
   * the needle's occurrences in it (a mark of 0 counts as "not marked yet").
   */
  markOccurrences(needle: string, marks: Uint8Array, ranks: OccurrenceRanks): void;
}

/** Marks the end of each text in the joined string; compares below every code unit. */
const END = -1;
const STARTS_TEXT = 1;
const INSIDE_TEXT = 2;

export function buildSubstringIndex(texts: readonly string[]): SubstringIndex {
  const totalLength = texts.reduce((sum, text) => sum + text.length + 1, 0);
  /** Every text's code units, each text followed by END. */
  const units = new Int32Array(totalLength);
  /** For each index into `units`, the position of its text. */
  const owners = new Int32Array(totalLength);
  const textStarts = new Int32Array(texts.length);
  let offset = 0;
  texts.forEach((text, position) => {
    textStarts[position] = offset;
    for (let index = 0; index < text.length; index += 1) {
      units[offset] = text.charCodeAt(index);
      owners[offset] = position;
      offset += 1;
    }
    units[offset] = END;
    owners[offset] = position;
    offset += 1;
  });

  const places: number[] = [];
  for (let index = 0; index < totalLength; index += 1) {
    if (units[index] !== END) places.push(index);
  }
  places.sort((a, b) => {
    for (;;) {
      const left = units[a] as number;
      const right = units[b] as number;
      if (left !== right) return left - right;
      if (left === END) return 0;
      a += 1;
      b += 1;
    }
  });
  const suffixes = Int32Array.from(places);
  // What a search reads for each run entry, laid out in run order so it reads them in turn.
  const suffixOwners = Int32Array.from(places, (place) => owners[place] as number);
  const suffixPlaceKinds = Uint8Array.from(places, (place) => {
    const position = owners[place] as number;
    return textStarts[position] === place ? STARTS_TEXT : INSIDE_TEXT;
  });
  const suffixLengths = Int32Array.from(places, (place) => {
    const position = owners[place] as number;
    return (texts[position] as string).length - (place - (textStarts[position] as number));
  });

  /**
   * Compares the text read from `place` with the needle over the needle's length: < 0 when
   * it sorts before the needle, 0 when it starts with the needle, > 0 after.
   */
  const compareWithNeedle = (place: number, needle: string): number => {
    for (let index = 0; index < needle.length; index += 1) {
      const unit = units[place + index] as number;
      const wanted = needle.charCodeAt(index);
      if (unit !== wanted) return unit - wanted;
    }
    return 0;
  };

  /** The first index into `suffixes` whose text compares at or above `bound` (0 or 1). */
  const firstAtLeast = (needle: string, bound: number): number => {
    let low = 0;
    let high = suffixes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order = Math.sign(compareWithNeedle(suffixes[middle] as number, needle));
      if (order < bound) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  return {
    markOccurrences(needle, marks, ranks) {
      if (needle.length === 0) return;
      const end = firstAtLeast(needle, 1);
      for (let index = firstAtLeast(needle, 0); index < end; index += 1) {
        const position = suffixOwners[index] as number;
        const rank =
          suffixPlaceKinds[index] === INSIDE_TEXT
            ? ranks.inside
            : suffixLengths[index] === needle.length
              ? ranks.wholeText
              : ranks.textStart;
        const current = marks[position] as number;
        if (current === 0 || rank < current) marks[position] = rank;
      }
    },
  };
}
