import fc from 'fast-check';
import { InvalidRequestError } from '../errors';
import {
  readExpiry,
  readGrantPci,
  readIssuedAt,
  readNonce,
  readPci,
  readProject,
  readSignature,
} from './sessionInput';

const NOW = 1_750_000_000;
const DAYS_30 = 30 * 86_400;

describe('session inputs', () => {
  it('reads a pci of at most 256 characters', () => {
    expect(readPci({ pci: 'pci-1' })).toBe('pci-1');
    expect(() => readPci({ pci: '' })).toThrow('Missing field: pci');
    expect(() => readPci({ pci: 'p'.repeat(257) })).toThrow('Invalid pci: longer than 256');
  });

  it('reads a signature as 0x hex bytes', () => {
    expect(readSignature({ signature: '0xabcd' })).toBe('0xabcd');
    for (const signature of ['abcd', '0xabc', '0x', '0xzz', 12]) {
      expect(() => readSignature({ signature })).toThrow(InvalidRequestError);
    }
  });

  it('keeps a project id and name as text, and its links only when http(s)', () => {
    expect(
      readProject({ id: 'app', name: 'An app', url: 'https://app.example', iconUrl: null }),
    ).toEqual({ id: 'app', name: 'An app', url: 'https://app.example' });
    expect(readProject(undefined)).toEqual({});
    expect(() => readProject({ url: 'javascript:alert(1)' })).toThrow(
      'Invalid project.url: not an http(s) URL',
    );
    expect(() => readProject({ iconUrl: 'not a url' })).toThrow('Invalid project.iconUrl');
    expect(() => readProject(['x'])).toThrow('Invalid project: not an object');
  });

  it('reads an expiry in whole seconds after now, at most 30 days ahead', () => {
    expect(readExpiry(1_000, 999)).toBe(1_000);
    expect(readExpiry(NOW + DAYS_30, NOW)).toBe(NOW + DAYS_30);
    for (const expiry of [999, 998, 1_000.5, '1000', Number.POSITIVE_INFINITY]) {
      expect(() => readExpiry(expiry, 999)).toThrow(
        'Invalid expiry: must be unix seconds in the future',
      );
    }
    expect(() => readExpiry(NOW + DAYS_30 + 1, NOW)).toThrow(
      'Invalid expiry: a grant lasts at most 30 days from now',
    );
  });

  it('property: a new grant takes a lower-case UUID pci and nothing else', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uuid(),
          fc.uuid().map((id) => id.toUpperCase()),
          fc.uuid().map((id) => id.replace(/-/g, '')),
          fc.string(),
        ),
        (pci) => {
          if (uuid.test(pci)) expect(readGrantPci({ pci })).toBe(pci);
          else expect(() => readGrantPci({ pci })).toThrow(InvalidRequestError);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('reads a nonce of 32 bytes and an issuedAt within 10 minutes before and 60 s after now', () => {
    const nonce = `0x${'0a'.repeat(32)}`;
    expect(readNonce({ nonce })).toBe(nonce);
    expect(() => readNonce({})).toThrow('Missing field: nonce');
    for (const bad of ['0x1234', `${'0a'.repeat(32)}`, `0x${'0g'.repeat(32)}`, 7]) {
      expect(() => readNonce({ nonce: bad })).toThrow('Invalid nonce');
    }
    expect(readIssuedAt({ issuedAt: NOW - 600 }, NOW)).toBe(NOW - 600);
    expect(readIssuedAt({ issuedAt: NOW + 60 }, NOW)).toBe(NOW + 60);
    expect(() => readIssuedAt({ issuedAt: NOW - 601 }, NOW)).toThrow('more than 600 seconds ago');
    expect(() => readIssuedAt({ issuedAt: NOW + 61 }, NOW)).toThrow('in the future');
    expect(() => readIssuedAt({}, NOW)).toThrow('Missing field: issuedAt');
    for (const issuedAt of ['1750000000', NOW + 0.5, -1]) {
      expect(() => readIssuedAt({ issuedAt }, NOW)).toThrow('Invalid issuedAt');
    }
  });

  it('property: any project is kept as text and web links, or refused with a 400', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record(
            { id: fc.jsonValue(), name: fc.string(), url: fc.webUrl(), iconUrl: fc.string() },
            { requiredKeys: [] },
          ),
        ),
        (value) => {
          try {
            const project = readProject(value);
            for (const link of [project.url, project.iconUrl]) {
              if (link !== undefined) expect(new URL(link).protocol).toMatch(/^https?:$/);
            }
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidRequestError);
          }
        },
      ),
    );
  });
});
