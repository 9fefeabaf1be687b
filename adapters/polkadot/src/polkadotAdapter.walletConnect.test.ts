/**
 * The Polkadot adapter through WalletConnect: the connector's polkadot namespace, paired over
 * Portico's local relay with a real wallet-role sign-client (the WalletConnect test wallet with
 * a Polkadot side, signing with its own keyring pair), transfers landing on a local chain
 * (chopsticks, @portico/testing/polkadot). Nothing is mocked.
 */
import {
  createPortico,
  TOKENS,
  UserRejectedError,
  WALLET_CONNECT_CONNECTOR_ID,
  type Portico,
} from '@portico/core';
import { createMemoryStorage } from '@portico/core/testing';
import {
  describeWithChopsticks,
  startLocalPolkadot,
  type LocalPolkadot,
} from '@portico/testing/polkadot';
import {
  createMemoryKeyValueStorage,
  createWalletConnectTestWallet,
  startLocalRelay,
  type LocalRelay,
  type WalletConnectTestWallet,
} from '@portico/testing/walletconnect';
import { walletConnect } from '@portico/walletconnect';
import { Keyring } from '@polkadot/keyring';
import { u8aWrapBytes } from '@polkadot/util';
import { cryptoWaitReady, decodeAddress, sr25519Verify } from '@polkadot/util-crypto';
import { polkadotAdapter } from './polkadotAdapter';
import { verifyPolkadotMessage } from './verify/verifyPolkadotMessage';

jest.setTimeout(90_000);

let chain: LocalPolkadot;
let relay: LocalRelay;
let wallet: WalletConnectTestWallet;
/** The wallet's account (//Dave, sr25519): the session's text (prefix 42) and the chain's. */
let sessionAddress: string;
let sender: string;
/** 10 tokens of 12 decimals, funded at genesis. */
const FUNDED = 10n * 10n ** 12n;
const instances: Portico[] = [];
const page = {
  walletConnect: createMemoryKeyValueStorage(),
  backend: createMemoryStorage(),
};

async function waitUntil(predicate: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; !predicate(); attempt += 1) {
    if (attempt > 2_000) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The sr25519 key of `uri` as SS58 text in `prefix` (default: the chain's). */
async function addressOf(uri: string, prefix = chain.ss58Prefix): Promise<string> {
  await cryptoWaitReady();
  return new Keyring({ type: 'sr25519', ss58Format: prefix }).addFromUri(uri).address;
}

function open(): Portico {
  const portico = createPortico({
    networks: [chain.network],
    adapters: [polkadotAdapter({ window: new EventTarget(), appName: 'Portico tests' })],
    connectors: [
      walletConnect({
        relayUrl: relay.url,
        storage: page.walletConnect,
        storagePrefix: 'portico-polkadot-wc-test',
        metadata: {
          name: 'Polkadot over WalletConnect',
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

describeWithChopsticks('Polkadot through WalletConnect (the polkadot namespace)', () => {
  beforeAll(async () => {
    sessionAddress = await addressOf('//Dave', 42);
    [chain, relay] = await Promise.all([
      startLocalPolkadot({ accounts: [{ address: sessionAddress, planck: FUNDED }] }),
      startLocalRelay(),
    ]);
    wallet = await createWalletConnectTestWallet({
      relayUrl: relay.url,
      // The eip155 side is not used here: its chain is never reached.
      privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
      logLevel: 'silent',
      // The session's accounts in the generic prefix (42), as many wallets give them.
      polkadot: { chains: [chain.network.caipNetworkId], accounts: [{ uri: '//Dave' }] },
    });
    expect(wallet.polkadotAddresses).toEqual([sessionAddress]);
    sender = await addressOf('//Dave');
  }, 90_000);

  afterAll(async () => {
    for (const instance of instances) instance.destroy();
    await wallet?.stop();
    await Promise.all([chain?.stop(), relay?.stop()]);
    // sign-client's one-shot sweep timer runs 1 s after init and cannot be cancelled. (The
    // adapter's ApiPromise, disconnected by destroy(), still runs @polkadot/rpc-core's delayed
    // unsubscribes, 1.75 s each in a chain, for a few seconds: Jest may say it "did not exit
    // one second after the test run"; they end on their own.)
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  });

  it('connects the polkadot namespace: the wallet pairs from the QR link; its session account is the account, in the chain’s SS58 prefix', async () => {
    const portico = open();
    await waitUntil(
      () => portico.getConnectors('polkadot').some((c) => c.id === WALLET_CONNECT_CONNECTOR_ID),
      'the WalletConnect connector in the polkadot namespace',
    );
    const connecting = portico.connect({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      namespace: 'polkadot',
    });
    await waitUntil(() => stateOf(portico).chains.polkadot?.pairing !== undefined, 'the pairing');
    const session = await wallet.pair(stateOf(portico).chains.polkadot!.pairing!.uri);
    await connecting;
    // The proposal asked for WalletConnect's two Polkadot methods; the wallet approved them.
    expect(session.namespaces.polkadot?.methods).toEqual([
      'polkadot_signMessage',
      'polkadot_signTransaction',
    ]);
    expect(session.namespaces.polkadot?.accounts).toEqual([
      `${chain.network.caipNetworkId}:${sessionAddress}`,
    ]);
    // Shown in the chain's prefix (not the session's 42): the same key.
    expect(sender).not.toBe(sessionAddress);
    expect(portico.getAccount('polkadot')).toMatchObject({
      isConnected: true,
      address: sender,
      caipAddress: `${chain.network.caipNetworkId}:${sender}`,
    });
  });

  it('signs a message with polkadot_signMessage: the <Bytes>-wrapped text, verified by verifyPolkadotMessage', async () => {
    const [portico] = instances;
    const message = 'Sign in to Portico over WalletConnect';
    const signature = await portico!.signMessage({ message, namespace: 'polkadot' });
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/);
    expect(await verifyPolkadotMessage({ message, signature, address: sender })).toBe(true);
    expect(
      await verifyPolkadotMessage({ message: `${message}!`, signature, address: sender }),
    ).toBe(false);
    // Exactly the wrapped bytes were signed (sr25519Verify does not try other forms).
    const publicKey = decodeAddress(sender);
    expect(sr25519Verify(u8aWrapBytes(message), signature, publicKey)).toBe(true);
  });

  it('sends a transfer signed with polkadot_signTransaction: included on the chain, balances moved', async () => {
    const [portico] = instances;
    const to = await addressOf('//WalletConnectReceiver');
    const value = 10n * chain.existentialDeposit;
    const before = await chain.balanceOf(sender);
    expect(before.free).toBe(FUNDED);
    const hash = await portico!.sendTransaction({ to, value, namespace: 'polkadot' });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await chain.balanceOf(to)).free).toBe(value);
    const after = await chain.balanceOf(sender);
    const fee = before.free - value - after.free;
    // The sender paid the value and a fee (positive, and small next to the value).
    expect(fee).toBeGreaterThan(0n);
    expect(fee).toBeLessThan(value);
  });

  it('a refused signature or transfer (WalletConnect 5000, EIP-1193 4001) is "Signature declined", and nothing is sent', async () => {
    const [portico] = instances;
    const before = await chain.balanceOf(sender);
    wallet.rejectNext('polkadot_signMessage', 5000);
    const refusedSign = portico!.signMessage({ message: 'no', namespace: 'polkadot' });
    await expect(refusedSign).rejects.toThrow(UserRejectedError);
    await expect(refusedSign).rejects.toThrow('Signature declined');
    wallet.rejectNext('polkadot_signTransaction');
    const to = await addressOf('//WalletConnectRefused');
    const refusedSend = portico!.sendTransaction({
      to,
      value: 10n * chain.existentialDeposit,
      namespace: 'polkadot',
    });
    await expect(refusedSend).rejects.toThrow(UserRejectedError);
    await expect(refusedSend).rejects.toThrow('Signature declined');
    expect((await chain.balanceOf(to)).free).toBe(0n);
    expect((await chain.balanceOf(sender)).free).toBe(before.free);
  });

  it('the wallet giving other accounts (session_update, accountsChanged) moves the connection, shown in the chain’s prefix', async () => {
    const [portico] = instances;
    await wallet.switchPolkadotAccounts([{ uri: '//Ferdie' }]);
    const ferdie = await addressOf('//Ferdie');
    await waitUntil(() => portico!.getAccount('polkadot')?.address === ferdie, 'the new account');
    await wallet.switchPolkadotAccounts([{ uri: '//Dave' }]);
    await waitUntil(() => portico!.getAccount('polkadot')?.address === sender, 'the first account');
  });

  it('a reload restores the session without pairing; the wallet ending it disconnects the namespace', async () => {
    instances[0]!.destroy();
    const reloaded = open();
    await reloaded.ready;
    expect(reloaded.getAccount('polkadot')).toMatchObject({ isConnected: true, address: sender });
    expect(stateOf(reloaded).chains.polkadot?.pairing).toBeUndefined();
    await wallet.disconnect();
    await waitUntil(
      () => reloaded.getAccount('polkadot')?.status === 'disconnected',
      'the session to end',
    );
  });
});
