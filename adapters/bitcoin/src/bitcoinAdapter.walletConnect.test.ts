/**
 * The Bitcoin adapter through WalletConnect: the connector's bip122 namespace, paired over
 * Portico's local relay with a real wallet-role sign-client (the WalletConnect test wallet with
 * a Bitcoin side, signing with the Bitcoin test wallet's keys), sends landing on a local
 * regtest chain (litecoind behind the Esplora-style API, @portico/testing/bitcoin).
 */
import * as ecc from '@bitcoinerlab/secp256k1';
import {
  createPortico,
  TOKENS,
  UserRejectedError,
  WALLET_CONNECT_CONNECTOR_ID,
  type Portico,
} from '@portico/core';
import { createMemoryStorage } from '@portico/core/testing';
import {
  describeWithLitecoind,
  startLocalBitcoin,
  type LocalBitcoin,
} from '@portico/testing/bitcoin';
import { DEFAULT_PRIVATE_KEY_HEX } from '@portico/testing/bitcoin-wallet';
import {
  createMemoryKeyValueStorage,
  createWalletConnectTestWallet,
  startLocalRelay,
  type LocalRelay,
  type WalletConnectTestWallet,
} from '@portico/testing/walletconnect';
import { walletConnect } from '@portico/walletconnect';
import { initEccLib, networks, payments } from 'bitcoinjs-lib';
import { bitcoinAdapter } from './bitcoinAdapter';
import { verifyBitcoinMessage } from './verify/verifyBitcoinMessage';

jest.setTimeout(60_000);
initEccLib(ecc);

const describeWithNode = describeWithLitecoind('the Bitcoin WalletConnect tests');

const FUNDED = 1_000_000n;

let chain: LocalBitcoin;
let relay: LocalRelay;
let wallet: WalletConnectTestWallet;
const instances: Portico[] = [];
const page = {
  walletConnect: createMemoryKeyValueStorage(),
  backend: createMemoryStorage(),
};

async function waitUntil(predicate: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; !predicate(); attempt += 1) {
    if (attempt > 1_000) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A receiver nobody in the test signs for: P2WPKH or P2TR of a fixed key. */
function receiver(type: 'p2wpkh' | 'p2tr', seed: number): string {
  const pubkey = ecc.pointFromScalar(new Uint8Array(32).fill(seed), true)!;
  const network = networks.regtest;
  return type === 'p2wpkh'
    ? payments.p2wpkh({ pubkey, network }).address!
    : payments.p2tr({ internalPubkey: pubkey.subarray(1), network }).address!;
}

interface EsploraTx {
  status: { confirmed: boolean };
  fee: number;
  vout: { scriptpubkey_address?: string; value: number }[];
}

async function esploraTx(txid: string): Promise<EsploraTx> {
  const response = await fetch(`${chain.esploraUrl}/tx/${txid}`);
  if (!response.ok) throw new Error(`GET /tx/${txid}: ${response.status}`);
  return (await response.json()) as EsploraTx;
}

function open(): Portico {
  const portico = createPortico({
    networks: [chain.network],
    adapters: [bitcoinAdapter({ window: new EventTarget() })],
    connectors: [
      walletConnect({
        relayUrl: relay.url,
        storage: page.walletConnect,
        storagePrefix: 'portico-bitcoin-wc-test',
        metadata: {
          name: 'Bitcoin over WalletConnect',
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

describeWithNode('Bitcoin through WalletConnect (bip122)', () => {
  beforeAll(async () => {
    [chain, relay] = await Promise.all([startLocalBitcoin(), startLocalRelay()]);
    wallet = await createWalletConnectTestWallet({
      relayUrl: relay.url,
      // The eip155 side is not used here: its chain is never reached.
      privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
      logLevel: 'silent',
      bitcoin: {
        chains: [chain.network.caipNetworkId],
        network: 'regtest',
        esploraUrl: chain.esploraUrl,
      },
    });
    await chain.fund(wallet.bitcoinAddress!, FUNDED);
  }, 60_000);

  afterAll(async () => {
    for (const instance of instances) instance.destroy();
    await wallet?.stop();
    await Promise.all([chain?.stop(), relay?.stop()]);
    // sign-client's one-shot sweep timer runs 1 s after init and cannot be cancelled.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  });

  it('connects the bip122 namespace: the wallet pairs from the QR link; its payment address is the account', async () => {
    const portico = open();
    await waitUntil(
      () => portico.getConnectors('bip122').some((c) => c.id === WALLET_CONNECT_CONNECTOR_ID),
      'the WalletConnect connector in the bip122 namespace',
    );
    const connecting = portico.connect({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      namespace: 'bip122',
    });
    await waitUntil(() => stateOf(portico).chains.bip122?.pairing !== undefined, 'the pairing');
    await Promise.all([wallet.pair(stateOf(portico).chains.bip122!.pairing!.uri), connecting]);
    expect(wallet.bitcoinAddress).toMatch(/^bcrt1q/);
    expect(portico.getAccount('bip122')).toMatchObject({
      isConnected: true,
      address: wallet.bitcoinAddress,
      caipAddress: `${chain.network.caipNetworkId}:${wallet.bitcoinAddress}`,
    });
    // The ordinals address (getAccountAddresses' 'ordinal') is never an account.
    expect(JSON.stringify(portico.getAccount('bip122'))).not.toContain(
      wallet.bitcoinOrdinalsAddress,
    );
  });

  it('signs a message with signMessage (BIP-322): the result says so and the signature verifies', async () => {
    const [portico] = instances;
    const message = 'Sign in to Portico over WalletConnect';
    const signed = await portico!.signMessageWithScheme({ message, namespace: 'bip122' });
    expect(signed.scheme).toBe('bip322-simple');
    expect(
      await verifyBitcoinMessage({
        address: wallet.bitcoinAddress!,
        message,
        signature: signed.signature,
        network: chain.network,
      }),
    ).toBe(true);
    expect(
      await verifyBitcoinMessage({
        address: wallet.bitcoinAddress!,
        message: `${message}!`,
        signature: signed.signature,
        network: chain.network,
      }),
    ).toBe(false);
  });

  it('sends to P2WPKH and P2TR receivers: the wallet signs the PSBT (signPsbt), Portico broadcasts; confirmed with change', async () => {
    const [portico] = instances;
    let expected = FUNDED;
    for (const [to, value] of [
      [receiver('p2wpkh', 11), 25_000n],
      [receiver('p2tr', 12), 40_000n],
    ] as const) {
      const txid = await portico!.sendTransaction({ to, value, namespace: 'bip122' });
      expect(txid).toMatch(/^[0-9a-f]{64}$/);
      const tx = await esploraTx(txid);
      expect(tx.status.confirmed).toBe(true);
      expect(await chain.findTransaction(txid)).toBe(true);
      expect(await chain.balanceOf(to)).toBe(value);
      const change = tx.vout.find((out) => out.scriptpubkey_address === wallet.bitcoinAddress);
      expect(change?.value).toBeGreaterThan(0);
      expected -= value + BigInt(tx.fee);
      expect(await chain.balanceOf(wallet.bitcoinAddress!)).toBe(expected);
    }
  });

  it('a refused signature or send is "Signature declined", and nothing is sent', async () => {
    const [portico] = instances;
    const before = await chain.balanceOf(wallet.bitcoinAddress!);
    wallet.rejectNext('signMessage');
    const refusedSign = portico!.signMessage({ message: 'no', namespace: 'bip122' });
    await expect(refusedSign).rejects.toThrow(UserRejectedError);
    await expect(refusedSign).rejects.toThrow('Signature declined');
    wallet.rejectNext('signPsbt');
    const to = receiver('p2wpkh', 13);
    await expect(
      portico!.sendTransaction({ to, value: 10_000n, namespace: 'bip122' }),
    ).rejects.toThrow(UserRejectedError);
    expect(await chain.balanceOf(to)).toBe(0n);
    expect(await chain.balanceOf(wallet.bitcoinAddress!)).toBe(before);
  });

  it('the wallet switching accounts (session_update, accountsChanged) moves the connection to the new payment address', async () => {
    const [portico] = instances;
    const first = wallet.bitcoinAddress!;
    await wallet.switchBitcoinAccount('02'.repeat(32));
    const second = wallet.bitcoinAddress!;
    expect(second).not.toBe(first);
    await waitUntil(() => portico!.getAccount('bip122')?.address === second, 'the new account');
    await wallet.switchBitcoinAccount(DEFAULT_PRIVATE_KEY_HEX);
    await waitUntil(() => portico!.getAccount('bip122')?.address === first, 'the first account');
  });

  it("Bitcoin wallets' own bip122_addressesChanged moves the connection to an approved address", async () => {
    const [portico] = instances;
    const first = wallet.bitcoinAddress!;
    // The update approves both accounts (the previous first: it alone moves nothing); the
    // event names the new one, with its ordinals address (not approved: dropped).
    await wallet.switchBitcoinAccount('03'.repeat(32), { announce: 'bip122_addressesChanged' });
    const second = wallet.bitcoinAddress!;
    await waitUntil(() => portico!.getAccount('bip122')?.address === second, 'the new account');
    await wallet.switchBitcoinAccount(DEFAULT_PRIVATE_KEY_HEX);
    await waitUntil(() => portico!.getAccount('bip122')?.address === first, 'the first account');
  });

  it('a reload restores the session without pairing; the wallet ending it disconnects the namespace', async () => {
    instances[0]!.destroy();
    const reloaded = open();
    await reloaded.ready;
    expect(reloaded.getAccount('bip122')).toMatchObject({
      isConnected: true,
      address: wallet.bitcoinAddress,
    });
    expect(stateOf(reloaded).chains.bip122?.pairing).toBeUndefined();
    await wallet.disconnect();
    await waitUntil(
      () => reloaded.getAccount('bip122')?.status === 'disconnected',
      'the session to end',
    );
  });
});
