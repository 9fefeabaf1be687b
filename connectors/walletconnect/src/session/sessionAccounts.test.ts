import fc from 'fast-check';
import {
  accountsOn,
  addressesOf,
  chainsOf,
  eventAccounts,
  holdsNamespace,
  newestSession,
  toChainId,
  type WalletSession,
} from './sessionAccounts';

const RUNS = { numRuns: 5_000 };
const A = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const B = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const SOLANA = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
/** A Solana public key (base58, 32 bytes): the USDC mint. */
const SOLANA_KEY = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

function session(topic: string, expiry: number, namespaces: WalletSession['namespaces']) {
  return { topic, expiry, namespaces, peer: { metadata: {} } } satisfies WalletSession;
}

const twoChains = session('t1', 2_000_000_000, {
  eip155: {
    accounts: [`eip155:10:${A}`, `eip155:1:${A}`, `eip155:1:${B}`, `eip155:1:${A}`],
    methods: ['personal_sign'],
    events: [],
  },
  solana: {
    accounts: [`solana:${SOLANA}:${SOLANA_KEY}`, `solana:${SOLANA}:abc`],
    methods: [],
    events: [],
  },
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
    // `abc` is no 32-byte base58 key: left out.
    expect(accountsOn(twoChains, `solana:${SOLANA}`)).toEqual([`solana:${SOLANA}:${SOLANA_KEY}`]);
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
    expect(eventAccounts(twoChains, 'eip155:1', [`eip155:10:${B}`, `eip155:1:${A}`, B])).toEqual([
      `eip155:1:${A}`,
      `eip155:1:${B}`,
    ]);
    expect(eventAccounts(twoChains, 'eip155:1', 'not a list')).toEqual([]);
  });

  it('accountsChanged keeps only accounts the session approved (issue 15, point 10)', () => {
    const stranger = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(eventAccounts(twoChains, 'eip155:1', [stranger, `eip155:1:${stranger}`])).toEqual([]);
    // A on chain 10 is approved, B is not: B's event on chain 10 is dropped.
    expect(eventAccounts(twoChains, 'eip155:10', [B, A])).toEqual([`eip155:10:${A}`]);
  });

  it('accountsChanged drops invalid addresses and canonicalises valid ones (eip155 checksummed)', () => {
    expect(eventAccounts(twoChains, 'eip155:1', ['hello', 'eip155:1:hello', '0x12', ''])).toEqual(
      [],
    );
    expect(eventAccounts(twoChains, 'eip155:1', [A.toLowerCase()])).toEqual([`eip155:1:${A}`]);
    // Mixed case with a wrong checksum is refused.
    const badChecksum = A.replace('0x3C44', '0x3c44');
    expect(eventAccounts(twoChains, 'eip155:1', [badChecksum])).toEqual([]);
    expect(
      eventAccounts(twoChains, `solana:${SOLANA}`, ['abc', SOLANA_KEY, `${SOLANA_KEY}1`]),
    ).toEqual([`solana:${SOLANA}:${SOLANA_KEY}`]);
  });

  it.each([
    ['eip155:abc'],
    ['eip155:01'],
    ['eip155:0'],
    ['eip155:0x1'],
    ['eip155:12345678901234567'],
    ['eip155:-1'],
  ])('the wallet chain id %j is refused as an eip155 chain', (chain) => {
    expect(toChainId('eip155', chain)).toBeUndefined();
    const listed = session('t', 1, {
      eip155: { chains: [chain], accounts: [`${chain}:${A}`], methods: [], events: [] },
    });
    expect(chainsOf(listed, 'eip155')).toEqual([]);
    expect(holdsNamespace(listed, 'eip155')).toBe(false);
  });

  it('eip155:01 and eip155:1 no longer collide: only eip155:1 is a chain', () => {
    const listed = session('t', 1, {
      eip155: {
        chains: ['eip155:01', 'eip155:1'],
        accounts: [`eip155:01:${A}`, `eip155:1:${A}`],
        methods: [],
        events: [],
      },
    });
    expect(chainsOf(listed, 'eip155')).toEqual(['eip155:1']);
    expect(accountsOn(listed, 'eip155:1')).toEqual([`eip155:1:${A}`]);
  });

  it('eventAccounts never throws and gives only approved, valid accounts of the chain', () => {
    const approved = accountsOn(twoChains, 'eip155:1');
    const item = fc.oneof(
      fc.constantFrom(A, B, A.toLowerCase(), `eip155:1:${B}`, 'hello', `eip155:01:${A}`),
      fc.string(),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(item, { maxLength: 5 }), fc.anything()), (data) => {
        for (const account of eventAccounts(twoChains, 'eip155:1', data)) {
          expect(approved).toContain(account);
        }
      }),
      { numRuns: 10_000 },
    );
  });
});
