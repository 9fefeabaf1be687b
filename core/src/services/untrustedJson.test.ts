import fc from 'fast-check';

import { field, readDeepLink, readRecordList, toDecimalText, toWebUrl } from './untrustedJson';

const DECIMAL_TEXT = /^[0-9]+(?:\.[0-9]+)?$/;

describe('untrusted JSON readers', () => {
  it('amounts are unsigned decimal text: numbers are written out without an exponent', () => {
    expect(toDecimalText('1234.5678')).toBe('1234.5678');
    expect(toDecimalText(0)).toBe('0');
    expect(toDecimalText(1e-7)).toBe('0.0000001');
    expect(toDecimalText(1e21)).toBe('1000000000000000000000');
    expect(toDecimalText(0.1)).toBe('0.1');
  });

  it.each([
    -1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '-1',
    '1e5',
    '1.',
    '.5',
    ' 1',
    '1,000',
    '',
    null,
    {},
  ])('refuses %p as an amount', (value) => {
    expect(toDecimalText(value)).toBeUndefined();
  });

  it('refuses an amount with more than 78 integer or fraction digits (more than any uint256)', () => {
    expect(toDecimalText('9'.repeat(78))).toBe('9'.repeat(78));
    expect(toDecimalText('9'.repeat(79))).toBeUndefined();
    expect(toDecimalText(`0.${'1'.repeat(79)}`)).toBeUndefined();
  });

  it('property: any number from 0 to 1e77 reads as decimal text of about its value', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e77, noNaN: true }), (value) => {
        const text = toDecimalText(value);
        expect(text).toMatch(DECIMAL_TEXT);
        // 20 fraction digits at most: tiny values round to 0.
        expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(Math.max(1e-20, value * 1e-12));
      }),
      { numRuns: 2_000 },
    );
  });

  it('property: anything at all reads as decimal text or undefined, never throws', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withNullPrototype: true }), (value) => {
        const text = toDecimalText(value);
        if (text !== undefined) expect(text).toMatch(DECIMAL_TEXT);
      }),
      { numRuns: 2_000 },
    );
  });

  it('web URLs must be absolute http(s) URLs', () => {
    expect(toWebUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(toWebUrl('http://127.0.0.1:8787/x')).toBe('http://127.0.0.1:8787/x');
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '/relative',
      ' https://x',
      'ipfs://Qm',
      42,
    ]) {
      expect(toWebUrl(bad)).toBeUndefined();
    }
  });

  it("deep links may use an app's own scheme, never one that runs script or reads local data", () => {
    const link = (value: unknown) => readDeepLink({ link: value }, 'link');
    expect(link('metamask://wc')).toBe('metamask://wc');
    expect(link('https://link.trustwallet.com/wc')).toBe('https://link.trustwallet.com/wc');
    expect(link(null)).toBeNull();
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'vbscript:x',
      'data:text/html,<script>1</script>',
      'blob:https://x/1',
      'file:///etc/passwd',
      'not a url',
      '',
    ]) {
      expect(link(bad)).toBeUndefined();
    }
  });

  it('a deep link to an OS or browser handler is dropped from a catalogue entry', () => {
    const link = (value: unknown) => readDeepLink({ link: value }, 'link');
    for (const bad of [
      'ms-msdt:/id PCWDiagnostic',
      'search-ms:query=x',
      'itms-services://?action=download-manifest',
      'x-safari-https://evil.example/',
      'microsoft-edge:https://evil.example/',
      'googlechromes://evil.example/',
      'intent://x#Intent;end',
    ]) {
      expect(link(bad)).toBeUndefined();
    }
  });

  it("reads own fields only, never the prototype's", () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": "yes"}, "a": 1}') as Record<
      string,
      unknown
    >;
    expect(field(parsed, 'toString')).toBeUndefined();
    expect(field(parsed, 'polluted')).toBeUndefined();
    expect(field(parsed, '__proto__')).toEqual({ polluted: 'yes' });
    expect(field(parsed, 'a')).toBe(1);
  });

  it('readRecordList keeps the object items its reader accepts and drops the rest', () => {
    const json = { items: [{ n: 1 }, 'x', null, [1], { n: 'no' }, { n: 2 }] };
    const read = (item: Readonly<Record<string, unknown>>) =>
      typeof item.n === 'number' ? item.n : undefined;
    expect(readRecordList(json, 'items', read)).toEqual([1, 2]);
    expect(readRecordList([], 'items', read)).toEqual([]);
    expect(readRecordList({ items: 'nope' }, 'items', read)).toEqual([]);
  });
});
