import fc from 'fast-check';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_ACCOUNTS } from '@portico/testing';
import { InvalidRequestError, SignatureError } from '../errors';
import { assertSignedPci, readExpiry, readPci, readProject, readSignature } from './sessionInput';

const owner = privateKeyToAccount(ANVIL_ACCOUNTS[0]!.privateKey);
const other = privateKeyToAccount(ANVIL_ACCOUNTS[1]!.privateKey);

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

  it('reads an expiry in whole seconds after now', () => {
    expect(readExpiry(1_000, 999)).toBe(1_000);
    for (const expiry of [999, 998, 1_000.5, '1000', Number.POSITIVE_INFINITY]) {
      expect(() => readExpiry(expiry, 999)).toThrow(
        'Invalid expiry: must be unix seconds in the future',
      );
    }
  });

  it("accepts the account's personal_sign of the pci, and nothing else", async () => {
    const signature = await owner.signMessage({ message: 'pci-1' });
    await expect(assertSignedPci(owner.address, 'pci-1', signature)).resolves.toBeUndefined();
    await expect(assertSignedPci(owner.address, 'pci-2', signature)).rejects.toThrow(
      SignatureError,
    );
    await expect(assertSignedPci(other.address, 'pci-1', signature)).rejects.toThrow(
      `The message was not signed by ${other.address}`,
    );
    await expect(assertSignedPci(owner.address, 'pci-1', '0xabcd')).rejects.toThrow(SignatureError);
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

  it('property: any hex bytes that are not a signature of the pci are a 401, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 80 }), async (bytes) => {
        const signature = `0x${Buffer.from(bytes).toString('hex')}` as const;
        await expect(assertSignedPci(owner.address, 'pci-1', signature)).rejects.toThrow(
          SignatureError,
        );
      }),
      { numRuns: 200 },
    );
  });
});
