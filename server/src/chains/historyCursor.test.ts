import fc from 'fast-check';
import { InvalidRequestError } from '../errors';
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor';

const position = fc.record({
  blockNumber: fc.nat({ max: Number.MAX_SAFE_INTEGER }),
  transactionIndex: fc.nat({ max: Number.MAX_SAFE_INTEGER }),
  logIndex: fc.integer({ min: -1, max: Number.MAX_SAFE_INTEGER }),
});

describe('history cursors', () => {
  it('decode to the position they were encoded from', () => {
    fc.assert(
      fc.property(position, (p) => {
        const cursor = encodeHistoryCursor(p);
        expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeHistoryCursor(cursor)).toEqual(p);
      }),
    );
  });

  it('refuse any text that is not a cursor the server wrote, with 400 naming it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        let decoded: ReturnType<typeof decodeHistoryCursor> | undefined;
        try {
          decoded = decodeHistoryCursor(text);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidRequestError);
          expect((error as InvalidRequestError).status).toBe(400);
          expect((error as Error).message).toBe(`Invalid cursor: ${text}`);
          return;
        }
        // Whatever decodes is exactly what encoding the position gives back.
        expect(encodeHistoryCursor(decoded)).toBe(text);
      }),
    );
  });

  it('refuse encodings of malformed positions', () => {
    for (const text of [
      '1:2',
      '1:2:3:4',
      '-1:0:0',
      '1:-1:0',
      '1:0:-2',
      '01:0:0',
      '1:0:0 ',
      'a:b:c',
      '99999999999999999:0:0',
      '',
    ]) {
      const cursor = Buffer.from(text).toString('base64url');
      expect(() => decodeHistoryCursor(cursor)).toThrow(InvalidRequestError);
    }
  });

  it('refuse padded or standard base64 spellings of a valid cursor', () => {
    const cursor = encodeHistoryCursor({ blockNumber: 12, transactionIndex: 3, logIndex: -1 });
    const standard = Buffer.from('12:3:-1').toString('base64');
    expect(standard).not.toBe(cursor);
    expect(() => decodeHistoryCursor(standard)).toThrow(InvalidRequestError);
  });
});
