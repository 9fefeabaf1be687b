import fc from 'fast-check';
import {
  accountsOn,
  addressesOf,
  chainsOf,
  eventAccounts,
  newestSession,
  toChainId,
  type WalletSession,
} from './sessionAccounts';

const RUNS = { numRuns: 5_000 };
const A = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const B = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const SOLANA = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

function session(topic: string, expiry: number, namespaces: WalletSession['namespaces']) {
  return { topic, expiry, namespaces, peer: { metadata: {} } } satisfies WalletSession;
}

const twoChains = session('t1', 2_000_000_000, {
  eip155: {
    accounts: [`eip155:10:${A}`, `eip155:1:${A}`, `eip155:1:${B}`, `eip155:1:${A}`],
    methods: ['personal_sign'],
    events: [],
  },
  solana: { accounts: [`solana:${SOLANA}:abc`], methods: [], events: [] },
});

describe('reading a WalletConnect session', () => {
  it("lists a namespace's chains in the wallet's order, from `chains` and then its accounts", () => {
    expect(chainsOf(twoChains, 'eip155')).toEqual(['eip155:10', 'eip155:1']);
    const listed = session('t', 1, {
      eip155: { chains: ['eip155:5'], accounts: [`eip155:1:${A}`], methods: [], events: [] },
    });
    expect(chainsOf(listed, 'eip155')).toEqual(['eip155:5', 'eip155:1']);
    expect(chainsOf(twoChains, 'bip122')).toEqual([]);
  });

  it('gives the accounts of one chain, without repeats, and their addresses', () => {
    expect(accountsOn(twoChains, 'eip155:1')).toEqual([`eip155:1:${A}`, `eip155:1:${B}`]);
    expect(addressesOf(accountsOn(twoChains, 'eip155:1'))).toEqual([A, B]);
    expect(accountsOn(twoChains, `solana:${SOLANA}`)).toEqual([`solana:${SOLANA}:abc`]);
  });

  it('restores the live session that expires last among those holding the namespace', () => {
    const now = 1_000_000 * 1000;
    const expired = session('expired', 999_999, twoChains.namespaces);
    const early = session('early', 1_000_100, twoChains.namespaces);
    const late = session('late', 1_000_200, twoChains.namespaces);
    const noEvm = session('solana-only', 1_000_300, { solana: twoChains.namespaces.solana! });
    expect(newestSession([expired, late, early, noEvm], 'eip155', now)?.topic).toBe('late');
    expect(newestSession([expired, noEvm], 'eip155', now)).toBeUndefined();
  });

  it('reads a chain as CAIP-2, a number, hex or decimal for eip155, a bare reference elsewhere', () => {
    expect(toChainId('eip155', 10)).toBe('eip155:10');
    expect(toChainId('eip155', '0xa')).toBe('eip155:10');
    expect(toChainId('eip155', '10')).toBe('eip155:10');
    expect(toChainId('eip155', 'eip155:10')).toBe('eip155:10');
    expect(toChainId('eip155', 'solana:x')).toBeUndefined();
    expect(toChainId('eip155', 0)).toBeUndefined();
    expect(toChainId('solana', SOLANA)).toBe(`solana:${SOLANA}`);
    expect(toChainId('solana', 5)).toBeUndefined();
  });

  it('toChainId never throws and answers undefined or a CAIP-2 id of the namespace', () => {
    const namespace = fc.constantFrom('eip155', 'solana', 'bip122', 'polkadot');
    fc.assert(
      fc.property(namespace, fc.anything(), (ns, value) => {
        const chain = toChainId(ns, value);
        if (chain !== undefined) expect(chain.startsWith(`${ns}:`)).toBe(true);
      }),
      RUNS,
    );
  });

  it('accountsChanged: CAIP-10 accounts count on their own chain only, bare addresses on the current one', () => {
    expect(eventAccounts('eip155:1', [`eip155:10:${B}`, `eip155:1:${A}`, B])).toEqual([
      `eip155:1:${A}`,
      `eip155:1:${B}`,
    ]);
    expect(eventAccounts('eip155:1', 'not a list')).toEqual([]);
  });

  it('eventAccounts never throws and gives only well-formed CAIP-10 accounts of the chain', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        for (const account of eventAccounts('eip155:1', data)) {
          expect(account).toMatch(/^eip155:1:[-.%a-zA-Z0-9]{1,128}$/);
        }
      }),
      RUNS,
    );
  });
});
