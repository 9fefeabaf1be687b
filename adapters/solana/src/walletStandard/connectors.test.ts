import { createSolanaTestWallet } from '@portico/testing/solana';
import { standardWalletConnector, uniqueConnectors } from './connectors';
import { parseStandardWallet } from './standardWallet';

const chains = ['solana:localnet' as const];

function connectorOf(name: string) {
  const kept = parseStandardWallet(createSolanaTestWallet({ name, chains }).wallet);
  return standardWalletConnector(kept!);
}

describe('Wallet Standard connectors', () => {
  it('a kept wallet becomes a frozen ANNOUNCED solana connector whose provider is the wallet', () => {
    const { wallet } = createSolanaTestWallet({ name: 'Solflare', chains });

    const connector = standardWalletConnector(parseStandardWallet(wallet)!);

    expect(connector).toEqual({
      id: 'wallet-standard:Solflare',
      name: 'Solflare',
      type: 'ANNOUNCED',
      chain: 'solana',
      imageUrl: wallet.icon,
      provider: wallet,
    });
    expect(Object.isFrozen(connector)).toBe(true);
  });

  it('uniqueConnectors keeps the first connector of each id, in order', () => {
    const a = connectorOf('A');
    const b = connectorOf('B');
    const otherA = connectorOf('A');

    const list = uniqueConnectors([a, otherA, b]);

    expect(list).toEqual([a, b]);
    expect(list[0]).toBe(a);
    expect(Object.isFrozen(list)).toBe(true);
  });
});
