import fc from 'fast-check';
import type { ConnectorInfo } from '@portico/core';
import { multiChainChoices, multiChainViewData, readMultiChainChoices } from './multiChainData';

const connector = (chain: string, id: string, type: ConnectorInfo['type'] = 'ANNOUNCED') =>
  ({ id, chain, type, name: 'Wallet' }) as ConnectorInfo;

describe('multiChainChoices', () => {
  it('one choice per namespace, the first connector of each; WalletConnect is not a choice', () => {
    const choices = multiChainChoices({
      connectors: [
        connector('eip155', 'evm-1'),
        connector('solana', 'sol-1'),
        connector('eip155', 'evm-2'),
        connector('bip122', 'wc', 'WALLET_CONNECT'),
      ],
    });
    expect(choices).toEqual([
      { namespace: 'eip155', connectorId: 'evm-1' },
      { namespace: 'solana', connectorId: 'sol-1' },
    ]);
  });

  it('a wallet in one namespace has one choice (it connects at once)', () => {
    expect(
      multiChainChoices({ connectors: [connector('eip155', 'a'), connector('eip155', 'b')] }),
    ).toHaveLength(1);
  });
});

describe('readMultiChainChoices', () => {
  const choice = fc.record({ namespace: fc.string(), connectorId: fc.string() });

  it('reads back what multiChainViewData wrote', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(choice), (name, choices) => {
        const data = multiChainViewData(name, choices);
        expect(data.walletName).toBe(name);
        expect(readMultiChainChoices(data)).toEqual(choices);
      }),
    );
  });

  it('never throws, and keeps only well-formed choices from anything else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (choices) => {
        const read = readMultiChainChoices({ choices });
        expect(Array.isArray(read)).toBe(true);
        for (const entry of read) {
          expect(typeof entry.namespace).toBe('string');
          expect(typeof entry.connectorId).toBe('string');
        }
      }),
    );
    expect(readMultiChainChoices(undefined)).toEqual([]);
    expect(readMultiChainChoices({ choices: '[null, 1, {"namespace": 2}]' })).toEqual([]);
  });
});
