import type { ConnectorInfo } from '@portico/core';
import { walletRows } from './walletRows';

const connector = (fields: Partial<ConnectorInfo> & Pick<ConnectorInfo, 'id' | 'chain'>) =>
  ({ name: 'Phantom', type: 'ANNOUNCED', ...fields }) as ConnectorInfo;

describe('walletRows', () => {
  it('one wallet installed in two namespaces is one row carrying both connectors', () => {
    const evm = connector({ id: 'app.phantom', chain: 'eip155', rdns: 'app.phantom' });
    // A Wallet Standard wallet has no rdns: it joins the row of the same name, as in Connect.
    const solana = connector({ id: 'phantom-sol', chain: 'solana' });
    const rows = walletRows({ connectors: [evm, solana], wallets: [], clients: undefined });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.connectors).toEqual([evm, solana]);
    expect(rows[0]?.connector).toBe(evm);
  });

  it('two wallets of one namespace keep their rows; catalogue rows have no connectors', () => {
    const rows = walletRows({
      connectors: [
        connector({ id: 'a', chain: 'eip155', rdns: 'io.a', name: 'A' }),
        connector({ id: 'b', chain: 'eip155', rdns: 'io.b', name: 'B' }),
      ],
      wallets: [{ id: 'w1', name: 'Wallet 1' }],
      clients: undefined,
    });
    expect(rows.map((row) => [row.name, row.connectors.length])).toEqual([
      ['A', 1],
      ['B', 1],
      ['Wallet 1', 0],
    ]);
  });
});
