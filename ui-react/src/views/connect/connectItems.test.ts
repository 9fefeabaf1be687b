import type { ConnectItem, ConnectorInfo, RecentWallet } from '@portico/core';
import { recentInNamespace } from './connectItems';
import { multiChainChoices, multiChainViewData, readMultiChainChoices } from './multiChainData';

const connector = (id: string, chain: string, type: ConnectorInfo['type'] = 'ANNOUNCED') =>
  ({ id, name: 'Demo', type, chain }) as ConnectorInfo;
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

describe('the choices of a wallet installed in several namespaces', () => {
  const item = {
    key: 'demo',
    name: 'Demo',
    group: 'injected',
    connectors: [
      connector('io.demo', 'eip155'),
      connector('walletConnect', 'solana', 'WALLET_CONNECT'),
      connector('ws:Demo', 'solana'),
      connector('io.demo.2', 'eip155'),
    ],
  } as ConnectItem;

  it('one installed connector per namespace, never WalletConnect', () => {
    expect(multiChainChoices(item)).toEqual([
      { namespace: 'eip155', connectorId: 'io.demo' },
      { namespace: 'solana', connectorId: 'ws:Demo' },
    ]);
  });

  it('survive the string-only view data, and anything else reads as none', () => {
    const choices = multiChainChoices(item);
    expect(readMultiChainChoices(multiChainViewData('Demo', choices))).toEqual(choices);
    for (const choices of ['not json', '{"a":1}', '[{"namespace":1}]', '[null]']) {
      expect(readMultiChainChoices({ choices })).toEqual([]);
    }
    expect(readMultiChainChoices(undefined)).toEqual([]);
  });
});
