import fc from 'fast-check';
import { parseNameSuggestions } from '../../../core/src/services/names';
import { isValidNameLabel } from './nameRules';
import { NAME_SUGGESTION_COUNT, suggestionCandidates, suggestNames } from './nameSuggestions';

const LABEL_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789-'.split('');
const validLabel = fc
  .array(fc.constantFrom(...LABEL_CHARS), { minLength: 4, maxLength: 63 })
  .map((chars) => chars.join(''));

describe('suggestNames', () => {
  it('suggests the typed name first when it is free, then numbered variants', async () => {
    const taken = new Set<string>();
    await expect(suggestNames('alice', 'portico.id', async (n) => taken.has(n))).resolves.toEqual([
      { name: 'alice.portico.id', registered: false },
      { name: 'alice1.portico.id', registered: false },
      { name: 'alice2.portico.id', registered: false },
      { name: 'alice3.portico.id', registered: false },
      { name: 'alice4.portico.id', registered: false },
    ]);
  });

  it('leaves out the names that are registered', async () => {
    const taken = new Set(['alice.portico.id', 'alice2.portico.id']);
    const suggestions = await suggestNames('alice', 'portico.id', async (n) => taken.has(n));
    expect(suggestions.map((s) => s.name)).toEqual([
      'alice1.portico.id',
      'alice3.portico.id',
      'alice4.portico.id',
      'alice5.portico.id',
      'alice6.portico.id',
    ]);
  });

  it('only ever suggests free names that follow the rule, read back by the client', async () => {
    await fc.assert(
      fc.asyncProperty(validLabel, fc.array(fc.nat({ max: 25 })), async (label, takenNumbers) => {
        const taken = new Set(takenNumbers.map((n) => `${label}${n || ''}.portico.id`));
        const suggestions = await suggestNames(label, 'portico.id', async (n) => taken.has(n));
        expect(suggestions.length).toBeLessThanOrEqual(NAME_SUGGESTION_COUNT);
        expect(parseNameSuggestions({ suggestions })).toEqual(suggestions);
        for (const { name, registered } of suggestions) {
          expect(registered).toBe(false);
          expect(taken.has(name)).toBe(false);
          expect(name.endsWith('.portico.id')).toBe(true);
          expect(isValidNameLabel(name.slice(0, -'.portico.id'.length))).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('has no variants past the 63-character label limit', () => {
    expect(suggestionCandidates('a'.repeat(63))).toEqual(['a'.repeat(63)]);
    expect(suggestionCandidates('a'.repeat(62))).toHaveLength(10);
  });
});
