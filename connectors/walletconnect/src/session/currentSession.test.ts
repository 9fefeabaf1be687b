import { trackCurrentSession } from './currentSession';
import type { WalletSession } from './sessionAccounts';

const A = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const NOW = 1_000_000_000_000;

const session = (topic: string, expiry: number, chains: string[]): WalletSession => ({
  topic,
  expiry,
  namespaces: {
    eip155: { accounts: chains.map((chain) => `${chain}:${A}`), methods: [], events: [] },
  },
  peer: { metadata: {} },
});

describe('the WalletConnect session in use', () => {
  it('after a reload: the live session that expires last, its chains in the wallet order', () => {
    const stored = [
      session('old', NOW / 1000 + 10, ['eip155:1']),
      session('new', NOW / 1000 + 20, ['eip155:10', 'eip155:1']),
    ];
    const current = trackCurrentSession(
      () => stored,
      () => NOW,
    );
    expect(current.topic).toBeUndefined();
    const restored = current.holding('eip155');
    expect(restored?.topic).toBe('new');
    expect(current.topic).toBe('new');
    expect(current.chainIn(restored!, 'eip155')).toBe('eip155:10');
    expect(current.accountsIn(restored!, 'eip155')).toEqual([`eip155:10:${A}`]);
    expect(current.holding('solana')).toBeUndefined();
  });

  it('moves to a chain the session holds, not to one it does not', () => {
    const stored = [session('s', NOW / 1000 + 10, ['eip155:1', 'eip155:10'])];
    const current = trackCurrentSession(
      () => stored,
      () => NOW,
    );
    const inUse = current.holding('eip155')!;
    expect(current.moveTo('eip155', 'eip155:10')).toBe(true);
    expect(current.moveTo('eip155', 'eip155:10')).toBe(false);
    expect(current.moveTo('eip155', 'eip155:137')).toBe(false);
    expect(current.chainIn(inUse, 'eip155')).toBe('eip155:10');
  });

  it("falls back to the wallet's first chain when an update drops the current one", () => {
    let stored = [session('s', NOW / 1000 + 10, ['eip155:1', 'eip155:10'])];
    const current = trackCurrentSession(
      () => stored,
      () => NOW,
    );
    expect(current.moveTo('eip155', 'eip155:10')).toBe(false); // no session in use yet
    current.holding('eip155');
    expect(current.moveTo('eip155', 'eip155:10')).toBe(true);
    expect(current.chosen('eip155')).toBe('eip155:10');
    stored = [session('s', NOW / 1000 + 10, ['eip155:1'])];
    expect(current.chosen('eip155')).toBe('eip155:10');
    expect(current.chainIn(current.get()!, 'eip155')).toBe('eip155:1');
  });

  it('a session in use that lacks a namespace does not hand it to another stored session', () => {
    const both = session('both', NOW / 1000 + 10, ['eip155:1']);
    const stored: WalletSession[] = [
      {
        ...both,
        namespaces: {
          ...both.namespaces,
          solana: { accounts: ['solana:x:y'], methods: [], events: [] },
        },
      },
      session('evm-only', NOW / 1000 + 20, ['eip155:1']),
    ];
    const current = trackCurrentSession(
      () => stored,
      () => NOW,
    );
    current.adopt(stored[1]!);
    expect(current.holding('solana')).toBeUndefined();
    expect(current.topic).toBe('evm-only');
  });

  it('an expired session is not restored; end() forgets the one in use', () => {
    const stored = [session('gone', NOW / 1000 - 1, ['eip155:1'])];
    const current = trackCurrentSession(
      () => stored,
      () => NOW,
    );
    expect(current.holding('eip155')).toBeUndefined();
    current.adopt(session('s', NOW / 1000 + 10, ['eip155:1']));
    expect(current.end()).toBe('s');
    expect(current.topic).toBeUndefined();
  });
});
