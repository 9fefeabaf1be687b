import fc from 'fast-check';
import { MESSAGES } from '@portico/core';
import { createTestWallet } from '@portico/testing';
import {
  capabilitiesForChain,
  chainIdKey,
  parseCapabilities,
  supportsAssetDiscovery,
} from './capabilities';
import { CapabilitiesParseError } from './errors';

function parseError(answer: unknown): unknown {
  try {
    parseCapabilities(answer);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('parseCapabilities', () => {
  it("parses the real test wallet's wallet_getCapabilities answer by chain", async () => {
    // wallet_getCapabilities is answered by the wallet itself: its nodes are never contacted.
    const wallet = createTestWallet({
      chains: [
        { chainId: 31337, rpcUrl: 'http://127.0.0.1:9' },
        { chainId: 31338, rpcUrl: 'http://127.0.0.1:9' },
      ],
      capabilities: { 31338: { assetDiscovery: { supported: true } } },
    });
    const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
    const answer = await wallet.request({ method: 'wallet_getCapabilities', params: [address] });
    expect(parseCapabilities(answer)).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
      '0x7a6a': { assetDiscovery: { supported: true } },
    });
  });

  it('gives a copy the wallet cannot change afterwards', () => {
    const answer = { '0x1': { atomic: { status: 'supported' } } };
    const parsed = parseCapabilities(answer);
    answer['0x1'].atomic.status = 'unsupported';
    expect(parsed['0x1']).toEqual({ atomic: { status: 'supported' } });
  });

  it('writes chain ids canonically: lower case, without leading zeros', () => {
    expect(parseCapabilities({ '0x00A': { a: 1 }, '0x0': {} })).toEqual({
      '0xa': { a: 1 },
      '0x0': {},
    });
  });

  it.each([
    ['null', null],
    ['a string', 'atomic'],
    ['an array', [{ atomic: {} }]],
    ['a decimal chain id key', { 8453: { atomic: {} } }],
    ['a non-hex key', { mainnet: {} }],
    ['a capability set that is not an object', { '0x1': 'atomic' }],
    ['a capability set that is an array', { '0x1': [] }],
    ['a capability set that is null', { '0x1': null }],
    ['one chain written twice', { '0x1': {}, '0x01': {} }],
    ['a class instance', new Map([['0x1', {}]])],
    ['a value JSON cannot carry (a bigint)', { '0x1': { limit: 1n } }],
    [
      'a cycle',
      (() => {
        const cycle: Record<string, unknown> = {};
        cycle.self = cycle;
        return { '0x1': cycle };
      })(),
    ],
  ])(`throws '${MESSAGES.errorParsingCapabilities}' for %s`, (_what, answer) => {
    const error = parseError(answer);
    expect(error).toBeInstanceOf(CapabilitiesParseError);
    expect((error as Error).message).toBe(MESSAGES.errorParsingCapabilities);
  });

  it('throws only its own error for an answer whose getters throw', () => {
    const hostile = Object.defineProperty({}, '0x1', {
      enumerable: true,
      get() {
        throw new TypeError('boom');
      },
    });
    expect(parseError(hostile)).toBeInstanceOf(CapabilitiesParseError);
  });

  it('never throws anything but CapabilitiesParseError, whatever the answer', () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withMap: true, withSet: true }),
        (answer) => {
          const error = parseError(answer);
          if (error !== undefined) expect(error).toBeInstanceOf(CapabilitiesParseError);
        },
      ),
    );
  });

  it('keeps every chain of a well-formed answer, whatever the case of its hex keys', () => {
    const chainIds = fc.uniqueArray(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), { maxLength: 5 });
    fc.assert(
      fc.property(chainIds, fc.boolean(), fc.object(), (ids, upper, capabilities) => {
        const answer = Object.fromEntries(
          ids.map((id) => {
            const hex = id.toString(16);
            return [`0x${upper ? hex.toUpperCase() : hex}`, capabilities];
          }),
        );
        const parsed = parseCapabilities(answer);
        expect(Object.keys(parsed).sort()).toEqual(ids.map((id) => chainIdKey(id)).sort());
        const asJson = JSON.parse(JSON.stringify(capabilities)) as unknown;
        for (const id of ids) expect(parsed[chainIdKey(id)]).toEqual(asJson);
      }),
    );
  });
});

describe('supportsAssetDiscovery (EIP-7811)', () => {
  it('is true only for assetDiscovery.supported === true on that chain', () => {
    const capabilities = parseCapabilities({
      '0x1': { assetDiscovery: { supported: true } },
      '0x2': { assetDiscovery: { supported: false } },
      '0x3': { assetDiscovery: { supported: 'true' } },
      '0x4': { assetDiscovery: true },
      '0x5': { atomic: { status: 'supported' } },
    });
    expect([1, 2, 3, 4, 5, 6].map((id) => supportsAssetDiscovery(capabilities, id))).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("applies the all-chains entry (0x0) unless the chain's own entry says otherwise", () => {
    const capabilities = parseCapabilities({
      '0x0': { assetDiscovery: { supported: true } },
      '0x2': { assetDiscovery: { supported: false } },
    });
    expect(supportsAssetDiscovery(capabilities, 1)).toBe(true);
    expect(supportsAssetDiscovery(capabilities, 2)).toBe(false);
    expect(capabilitiesForChain(capabilities, 1)).toEqual({ assetDiscovery: { supported: true } });
  });
});
