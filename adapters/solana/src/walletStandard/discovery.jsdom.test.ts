/** @jest-environment ./testing/jest/jsdomWithTextEncoding.ts */
import { createSolanaTestWallet } from '@portico/testing/solana-wallet';
import type { SolanaConnector } from './connectors';
import { watchStandardWallets } from './discovery';

const chains = ['solana:localnet' as const];

describe('watchStandardWallets in a page (jsdom)', () => {
  it('finds wallets registered on window before and after the start, until stopped', () => {
    const before = createSolanaTestWallet({ name: 'Before', chains });
    const unregisterBefore = before.register();
    const reports: (readonly SolanaConnector[])[] = [];

    const stop = watchStandardWallets({ window, onChange: (list) => reports.push(list) });
    const after = createSolanaTestWallet({ name: 'After', chains });
    const unregisterAfter = after.register();

    expect(reports.map((list) => list.map((c) => c.name))).toEqual([
      ['Before'],
      ['Before', 'After'],
    ]);
    expect(reports[1]!.map((c) => c.provider)).toEqual([before.wallet, after.wallet]);

    unregisterBefore();
    expect(reports.at(-1)!.map((c) => c.name)).toEqual(['After']);

    stop();
    unregisterAfter();
    expect(reports).toHaveLength(3);
  });
});
