/**
 * Core's adapter conformance kit on the Bitcoin adapter: the real Bitcoin test wallet (Wallet
 * Standard) on two local regtest chains (two litecoind nodes behind the Esplora-style API), real
 * PSBT and message signatures verified with the package's verifier. Nothing is mocked. The
 * second chain is a custom bip122 network (its own CAIP-2 reference, regtest addresses through
 * the adapter's `addressFormats` option), so the kit's network switch runs. A Wallet Standard
 * wallet has no current chain and no chain event: `chainOf` and `emit.chainChanged` are absent.
 */
import type { Network } from '@portico/core';
import { describeAdapterConformance, type ConformanceSetup } from '@portico/core/testing';
import { defineNetwork } from '@portico/core/networks';
import { startLocalBitcoin, type LocalBitcoin } from '@portico/testing/bitcoin';
import { createBitcoinTestWallet } from '@portico/testing/bitcoin-wallet';
import { BTC, describeWithBitcoinNode, randomKey } from './__fixtures__/bitcoinPage';
import { bitcoinAdapter } from './bitcoinAdapter';
import { verifyBitcoinMessage } from './verify/verifyBitcoinMessage';

let nodes: [LocalBitcoin, LocalBitcoin];
let networks: [Network, Network];

describeWithBitcoinNode()('Bitcoin adapter conformance (two local regtest chains)', () => {
  beforeAll(async () => {
    nodes = await Promise.all([startLocalBitcoin(), startLocalBitcoin()]);
    networks = [
      nodes[0].network,
      defineNetwork({
        id: 'portico-regtest-2',
        chainNamespace: 'bip122',
        name: 'Second Regtest',
        nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
        rpcUrls: { default: { http: [nodes[1].esploraUrl] } },
        testnet: true,
      }),
    ];
  });
  afterAll(async () => {
    await Promise.all((nodes ?? []).map((node) => node?.stop()));
  });

  const nodeOf = (network: Network) => nodes[networks.indexOf(network)] ?? nodes[0];

  async function bitcoinSetup(): Promise<ConformanceSetup> {
    const wallet = createBitcoinTestWallet({ network: 'regtest', privateKey: randomKey() });
    await Promise.all(nodes.map((node) => node.fund(wallet.paymentAddress, BTC)));
    const window = new EventTarget();
    wallet.register(window);
    const receiver = createBitcoinTestWallet({ network: 'regtest', privateKey: randomKey() });
    let announced = 0;
    return {
      plugin: bitcoinAdapter({
        window,
        addressFormats: { [networks[1].caipNetworkId]: 'regtest' },
      }),
      networks,
      connectorId: `wallet-standard:${wallet.wallet.name}`,
      transfer: { to: receiver.paymentAddress, value: 100_000n },
      verifySignature: ({ address, message, signature }) =>
        verifyBitcoinMessage({ address, message, signature, network: networks[0] }),
      wallet: {
        prompts: () => wallet.prompts().length,
        refuseNext: () => wallet.rejectNext(),
        grants: async () => wallet.authorized,
        emit: {
          async accountsChanged() {
            wallet.switchAccount(randomKey());
            return wallet.paymentAddress;
          },
          async disconnect() {
            wallet.disconnectSite();
          },
        },
      },
      chain: {
        balanceOf: (address, network) => nodeOf(network).balanceOf(address),
        findTransaction: (id, network) =>
          /^[0-9a-f]{64}$/.test(id) ? nodeOf(network).findTransaction(id) : Promise.resolve(false),
      },
      announceWallet() {
        announced += 1;
        const other = createBitcoinTestWallet({
          network: 'regtest',
          name: `Second Bitcoin Wallet ${announced}`,
        });
        other.register(window);
        return other.wallet.name;
      },
    };
  }

  // describeAdapterConformance declares its own describe block and tests.
  describeAdapterConformance('Bitcoin adapter (Wallet Standard test wallet)', bitcoinSetup);
});
