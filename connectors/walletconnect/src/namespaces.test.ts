import { bitcoin, mainnet, polkadot, solana, solanaDevnet } from '@portico/core/networks';
import { proposalNamespaces, servedNamespaces, WALLET_CONNECT_NAMESPACES } from './namespaces';

const networks = [mainnet, solana, solanaDevnet, bitcoin];

describe('what a WalletConnect proposal asks for', () => {
  it('serves the installed namespaces WalletConnect knows that have a configured network', () => {
    expect(
      servedNamespaces(['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'], networks),
    ).toEqual(['eip155', 'solana', 'bip122']);
    expect(servedNamespaces(['solana'], [mainnet])).toEqual([]);
  });

  it("proposes each served namespace's networks as chains, with its methods and events", () => {
    const proposal = proposalNamespaces(['eip155', 'solana'], networks);
    expect(Object.keys(proposal)).toEqual(['eip155', 'solana']);
    expect(proposal.eip155).toEqual({
      chains: ['eip155:1'],
      methods: [...WALLET_CONNECT_NAMESPACES.eip155!.methods],
      events: ['accountsChanged', 'chainChanged'],
    });
    expect(proposal.solana?.chains).toEqual([solana.caipNetworkId, solanaDevnet.caipNetworkId]);
    expect(proposal.solana?.methods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
      'solana_signAllTransactions',
    ]);
  });

  it('knows the methods of bip122 and polkadot', () => {
    expect(proposalNamespaces(['bip122', 'polkadot'], [bitcoin, polkadot])).toMatchObject({
      bip122: {
        methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
        events: ['accountsChanged', 'chainChanged', 'bip122_addressesChanged'],
      },
      polkadot: { methods: ['polkadot_signMessage', 'polkadot_signTransaction'] },
    });
  });
});
