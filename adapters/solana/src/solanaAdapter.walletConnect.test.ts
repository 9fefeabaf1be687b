/**
 * The Solana adapter through WalletConnect: the connector's solana namespace, paired over
 * Portico's local relay with a real wallet-role sign-client (the WalletConnect test wallet
 * with a Solana side, signing with its own ed25519 key), sends landing on a local LiteSVM node.
 */
import {
  createPortico,
  TOKENS,
  UserRejectedError,
  WALLET_CONNECT_CONNECTOR_ID,
  type Portico,
} from '@portico/core';
import { createMemoryStorage } from '@portico/core/testing';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '@portico/testing';
import { startLocalSolana, verifyEd25519, type LocalSolana } from '@portico/testing/solana';
import {
  createMemoryKeyValueStorage,
  createWalletConnectTestWallet,
  startLocalRelay,
  type LocalRelay,
  type WalletConnectTestWallet,
} from '@portico/testing/walletconnect';
import { walletConnect } from '@portico/walletconnect';
import { Keypair } from '@solana/web3.js';
import { decodeBase58 } from './base58';
import { waitUntil } from './__fixtures__/connectedPortico';
import { localSolanaNetwork, SOL } from './__fixtures__/localSolanaNetworks';
import { connectionTo } from './__fixtures__/splToken';
import { solanaAdapter } from './solanaAdapter';

jest.setTimeout(60_000);

let node: LocalSolana;
let anvil: AnvilInstance;
let relay: LocalRelay;
let wallet: WalletConnectTestWallet;
const instances: Portico[] = [];
const page = {
  walletConnect: createMemoryKeyValueStorage(),
  backend: createMemoryStorage(),
};

beforeAll(async () => {
  [node, anvil, relay] = await Promise.all([
    startLocalSolana(),
    startAnvil({ chainId: 31337 }),
    startLocalRelay(),
  ]);
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKey: ANVIL_ACCOUNTS[2]!.privateKey,
    chains: [{ chainId: anvil.chainId, rpcUrl: anvil.url }],
    logLevel: 'silent',
    solana: { chains: ['solana:localnet'] },
  });
  node.fund(wallet.solanaAddress!, 5n * SOL);
});

afterAll(async () => {
  for (const instance of instances) instance.destroy();
  await wallet?.stop();
  await Promise.all([node?.stop(), anvil?.stop(), relay?.stop()]);
  // sign-client's one-shot sweep timer runs 1 s after init and cannot be cancelled.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
});

function open(): Portico {
  const portico = createPortico({
    networks: [localSolanaNetwork('localnet', node)],
    adapters: [solanaAdapter({ window: new EventTarget() })],
    connectors: [
      walletConnect({
        relayUrl: relay.url,
        storage: page.walletConnect,
        storagePrefix: 'portico-solana-wc-test',
        metadata: {
          name: 'Solana over WalletConnect',
          description: '',
          url: 'https://dapp.invalid',
          icons: [],
        },
        logLevel: 'silent',
      }),
    ],
    storage: { backend: page.backend },
    platform: { isMobile: false },
  });
  instances.push(portico);
  return portico;
}

const stateOf = (portico: Portico) => portico.resolve(TOKENS.state).getState();

describe('Solana through WalletConnect', () => {
  it('connects the solana namespace: the wallet pairs from the QR link and its Solana account is connected', async () => {
    const portico = open();
    await waitUntil(
      () => portico.getConnectors('solana').some((c) => c.id === WALLET_CONNECT_CONNECTOR_ID),
      'the WalletConnect connector in the solana namespace',
    );
    const connecting = portico.connect({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      namespace: 'solana',
    });
    await waitUntil(() => stateOf(portico).chains.solana?.pairing !== undefined, 'the pairing');
    await Promise.all([wallet.pair(stateOf(portico).chains.solana!.pairing!.uri), connecting]);
    expect(portico.getAccount('solana')).toMatchObject({
      isConnected: true,
      address: wallet.solanaAddress,
      caipAddress: `solana:localnet:${wallet.solanaAddress}`,
      accountType: 'eoa',
    });
  });

  it('signs a message with solana_signMessage: the base58 signature verifies', async () => {
    const [portico] = instances;
    const message = 'Sign in over WalletConnect';
    const signature = await portico!.signMessage({ message, namespace: 'solana' });
    expect(
      verifyEd25519(
        decodeBase58(wallet.solanaAddress!)!,
        new TextEncoder().encode(message),
        decodeBase58(signature)!,
      ),
    ).toBe(true);
  });

  it('sends SOL: the wallet signs (solana_signTransaction), Portico places the signature and sends', async () => {
    const [portico] = instances;
    const to = Keypair.generate().publicKey;
    await portico!.sendTransaction({ to: to.toBase58(), value: 1_000_000n, namespace: 'solana' });
    expect(await connectionTo(node).getBalance(to)).toBe(1_000_000);
  });

  it('a refused signature is "Signature declined"', async () => {
    const [portico] = instances;
    wallet.rejectNext('solana_signMessage');
    await expect(portico!.signMessage({ message: 'no', namespace: 'solana' })).rejects.toThrow(
      UserRejectedError,
    );
  });

  it('a reload restores the session without pairing; the wallet ending it disconnects the namespace', async () => {
    // A reload ends the page's instance before the next one opens on the same storage.
    instances[0]!.destroy();
    const reloaded = open();
    await reloaded.ready;
    expect(reloaded.getAccount('solana')).toMatchObject({
      isConnected: true,
      address: wallet.solanaAddress,
    });
    expect(stateOf(reloaded).chains.solana?.pairing).toBeUndefined();
    await wallet.disconnect();
    await waitUntil(
      () => reloaded.getAccount('solana')?.status === 'disconnected',
      'the session to end',
    );
  });
});
