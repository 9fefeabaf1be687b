import type { ConnectorInfo, RecentWallet } from '@portico/core';
import { recentInNamespace } from './connectItems';

const connector = (id: string, chain: string) =>
  ({ id, name: 'Demo', type: 'ANNOUNCED', chain }) as ConnectorInfo;
const recent = (id: string): RecentWallet => ({ id, name: 'Demo' }) as RecentWallet;

describe('recentInNamespace', () => {
  const connectors = [connector('io.demo', 'eip155'), connector('ws:Demo', 'solana')];

  it('keeps every recent wallet when the view is not for one namespace', () => {
    const list = [recent('ws:Demo'), recent('io.demo')];
    expect(recentInNamespace(list, connectors, undefined)).toBe(list);
  });

  it('drops a recent wallet reached only through another namespace, keeps catalogue wallets', () => {
    const list = [recent('ws:Demo'), recent('io.demo'), recent('catalogue-wallet')];
    expect(recentInNamespace(list, connectors, 'eip155').map((wallet) => wallet.id)).toEqual([
      'io.demo',
      'catalogue-wallet',
    ]);
  });
});
