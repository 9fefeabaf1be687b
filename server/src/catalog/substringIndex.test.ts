import fc from 'fast-check';
import { buildSubstringIndex, type OccurrenceRanks } from './substringIndex';

const RANKS: OccurrenceRanks = { wholeText: 1, textStart: 2, inside: 3 };

/** The best rank of `needle` in each text, the obvious way (0: not found). */
function expectedMarks(texts: readonly string[], needle: string): number[] {
  return texts.map((text) => {
    if (needle === '' || !text.includes(needle)) return 0;
    if (text === needle) return RANKS.wholeText;
    return text.startsWith(needle) ? RANKS.textStart : RANKS.inside;
  });
}

function marksOf(texts: readonly string[], needle: string): number[] {
  const marks = new Uint8Array(texts.length);
  buildSubstringIndex(texts).markOccurrences(needle, marks, RANKS);
  return [...marks];
}

describe('buildSubstringIndex', () => {
  it('finds exactly the texts holding the needle, ranked whole text, start, inside', () => {
    const alphabet = fc.constantFrom('a', 'b', 'c', ' ', '\u0000', '\n', 'é', '\ud83d', '\ude00');
    const text = fc.string({ unit: alphabet, maxLength: 12 });
    fc.assert(
      fc.property(fc.array(text, { maxLength: 20 }), text, (texts, needle) => {
        expect(marksOf(texts, needle)).toEqual(expectedMarks(texts, needle));
      }),
      { numRuns: 500 },
    );
  });

  it('finds needles cut from the texts themselves, with any unicode text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', maxLength: 16 }), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (texts, pick, start, length) => {
          const source = texts[pick % texts.length] as string;
          const from = source.length === 0 ? 0 : start % source.length;
          const needle = source.slice(from, from + 1 + (length % 5));
          expect(marksOf(texts, needle)).toEqual(expectedMarks(texts, needle));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps the best rank when the needle occurs several times in one text', () => {
    expect(marksOf(['abab', 'bab', 'ab'], 'ab')).toEqual([2, 3, 1]);
  });

  it('an empty needle marks nothing', () => {
    expect(marksOf(['a', ''], '')).toEqual([0, 0]);
  });

  it('a mark already better than an occurrence is kept', () => {
    const marks = Uint8Array.from([1, 0]);
    buildSubstringIndex(['xab', 'xab']).markOccurrences('ab', marks, RANKS);
    expect([...marks]).toEqual([1, 3]);
  });
});
