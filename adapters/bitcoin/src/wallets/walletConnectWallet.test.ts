/**
 * The WalletConnect bip122 wallet against a peer that answers anything: the session is a
 * hand-written NamespaceSession (MOCKED: the real connector and test wallet, used by
 * bitcoinAdapter.walletConnect.test.ts, answer only what the spec says, so the malformed and
 * hostile answers tested here cannot be made with them).
 */
import * as ecc from '@bitcoinerlab/secp256k1';
import {
  UserRejectedError,
  WalletRequestError,
  type NamespaceRequest,
  type NamespaceSession,
  type NamespaceSessionEvents,
} from '@portico/core';
import { BITCOIN_REGTEST_REFERENCE, defineNetwork } from '@portico/core/networks';
import { initEccLib, networks, payments, Psbt } from 'bitcoinjs-lib';
import type { BitcoinAccount } from './bitcoinWallet';
import { createWalletConnectWallet } from './walletConnectWallet';
import type { WalletContext } from './walletContext';

initEccLib(ecc);

const regtest = defineNetwork({
  id: BITCOIN_REGTEST_REFERENCE,
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});
const CHAIN = regtest.caipNetworkId;
const context: WalletContext = {
  addressFormatOf: () => 'regtest',
  walletChainOf: () => 'bitcoin:regtest',
};

const key = ecc.pointFromScalar(new Uint8Array(32).fill(3), true)!;
const otherKey = ecc.pointFromScalar(new Uint8Array(32).fill(4), true)!;
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const PAYMENT = payments.p2wpkh({ pubkey: key, network: networks.regtest }).address!;
const ORDINALS = payments.p2tr({
  internalPubkey: key.subarray(1),
  network: networks.regtest,
}).address!;
const MAINNET = payments.p2wpkh({ pubkey: key, network: networks.bitcoin }).address!;
const OTHER = payments.p2wpkh({ pubkey: otherKey, network: networks.regtest }).address!;

type Answer = (request: NamespaceRequest) => unknown;

/** A session on regtest whose wallet answers with `answer` (throwing = an error answer). */
function peer(accounts: readonly string[], answer: Answer) {
  const requests: NamespaceRequest[] = [];
  const listeners: { [E in keyof NamespaceSessionEvents]: Set<NamespaceSessionEvents[E]> } = {
    accountsChanged: new Set(),
    chainChanged: new Set(),
    disconnect: new Set(),
  };
  let live = true;
  const session: NamespaceSession = {
    namespace: 'bip122',
    connect: async () => accounts as never,
    restore: async () => (live ? (accounts as never) : []),
    request: async <T>(request: NamespaceRequest) => {
      requests.push(request);
      return answer(request) as T;
    },
    getChainId: async () => CHAIN,
    switchChain: async () => undefined,
    disconnect: async () => {
      live = false;
    },
    on(event, listener) {
      (listeners[event] as Set<typeof listener>).add(listener);
      return () => void (listeners[event] as Set<typeof listener>).delete(listener);
    },
  };
  return { session, requests, listeners };
}

const rpcError = (code: number, message = 'no') => Object.assign(new Error(message), { code });

function psbtPaying(value: bigint): string {
  const psbt = new Psbt({ network: networks.regtest });
  psbt.addInput({
    hash: '22'.repeat(32),
    index: 0,
    witnessUtxo: {
      script: payments.p2wpkh({ address: PAYMENT, network: networks.regtest }).output!,
      value: 90_000n,
    },
  });
  psbt.addOutput({ address: OTHER, value });
  return psbt.toBase64();
}

describe('the WalletConnect bip122 wallet: what the peer answers is checked', () => {
  it('connect: the session account is the payment one; getAccountAddresses adds the ordinals one; invalid entries are dropped', async () => {
    const { session, requests } = peer(
      [
        `${CHAIN}:${PAYMENT}`,
        `${CHAIN}:not-an-address`,
        `bip122:000000000019d6689c085ae165831e93:${MAINNET}`,
      ],
      () => [
        { address: PAYMENT, publicKey: hex(key), path: "m/84'/1'/0'/0/0", intention: 'payment' },
        { address: ORDINALS, publicKey: 'zz', intention: 'ordinal' },
        { address: MAINNET, intention: 'payment' },
        'bcrt1q',
        null,
      ],
    );
    const accounts = await createWalletConnectWallet(session, context).connect(regtest);
    expect(accounts).toEqual<BitcoinAccount[]>([
      { address: PAYMENT, purpose: 'payment', publicKey: hex(key) },
      { address: ORDINALS, purpose: 'ordinals' },
    ]);
    expect(requests).toEqual([
      {
        method: 'getAccountAddresses',
        params: { account: PAYMENT, intentions: ['payment', 'ordinal'] },
        chainId: CHAIN,
      },
    ]);
  });

  it('connect: a wallet without getAccountAddresses still connects its session account; a refusal is declined', async () => {
    const unsupported = peer([`${CHAIN}:${PAYMENT}`], () => {
      throw rpcError(-32601);
    });
    expect(await createWalletConnectWallet(unsupported.session, context).connect(regtest)).toEqual([
      { address: PAYMENT, purpose: 'payment' },
    ]);
    const refused = peer([`${CHAIN}:${PAYMENT}`], () => {
      throw rpcError(4001);
    });
    await expect(
      createWalletConnectWallet(refused.session, context).connect(regtest),
    ).rejects.toBeInstanceOf(UserRejectedError);
    const noAccount = peer([`${CHAIN}:tb1qnotregtest`], () => []);
    await expect(
      createWalletConnectWallet(noAccount.session, context).connect(regtest),
    ).rejects.toBeInstanceOf(WalletRequestError);
  });

  it('connect: reads at most 32 entries of getAccountAddresses', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      address: payments.p2wpkh({
        pubkey: ecc.pointFromScalar(new Uint8Array(32).fill(10 + i), true)!,
        network: networks.regtest,
      }).address!,
      intention: 'payment',
    }));
    const { session } = peer([`${CHAIN}:${PAYMENT}`], () => many);
    const accounts = await createWalletConnectWallet(session, context).connect(regtest);
    expect(accounts).toHaveLength(1 + 32);
    expect(accounts[0]).toEqual({ address: PAYMENT, purpose: 'payment' });
  });

  it('reconnect: the session accounts without a request; none when the session is gone', async () => {
    const { session, requests } = peer([`${CHAIN}:${PAYMENT}`], () => []);
    const wallet = createWalletConnectWallet(session, context);
    expect(await wallet.reconnect(regtest)).toEqual([{ address: PAYMENT, purpose: 'payment' }]);
    expect(requests).toEqual([]);
    await wallet.disconnect();
    expect(await wallet.reconnect(regtest)).toEqual([]);
  });

  it('signMessage: asks BIP-322 and says which scheme from the answer; refuses a bad signature or another signer', async () => {
    const witness = Buffer.concat([
      Buffer.from([0x02, 0x47]),
      Buffer.alloc(71, 1),
      Buffer.from([0x21]),
      Buffer.from(key),
    ]);
    const answers: unknown[] = [
      { address: PAYMENT, signature: witness.toString('base64') },
      { address: PAYMENT, signature: witness.toString('base64'), protocol: 'ecdsa' },
      { address: PAYMENT, signature: 'not base64!' },
      { address: OTHER, signature: witness.toString('base64') },
      { signature: 42 },
    ];
    const { session, requests } = peer([`${CHAIN}:${PAYMENT}`], () => answers.shift());
    const wallet = createWalletConnectWallet(session, context);
    await wallet.reconnect(regtest);
    const sign = () => wallet.signMessage({ address: PAYMENT, message: 'hi', network: regtest });
    expect(await sign()).toEqual({
      signature: witness.toString('base64'),
      scheme: 'bip322-simple',
    });
    expect(requests[0]).toEqual({
      method: 'signMessage',
      params: { account: PAYMENT, address: PAYMENT, message: 'hi', protocol: 'bip322' },
      chainId: CHAIN,
    });
    expect(await sign()).toMatchObject({ scheme: 'bip137' });
    for (let i = 0; i < 3; i += 1) await expect(sign()).rejects.toBeInstanceOf(WalletRequestError);
  });

  it('signMessage: a wallet that refuses the bip322 protocol as invalid is asked for ecdsa (BIP-137), told by its form', async () => {
    const bip137 = Buffer.concat([Buffer.from([40]), Buffer.alloc(64, 7)]).toString('base64');
    const { session, requests } = peer([`${CHAIN}:${PAYMENT}`], (request) => {
      if ((request.params as { protocol: string }).protocol === 'bip322') throw rpcError(-32602);
      return { address: PAYMENT, signature: bip137, messageHash: '00' };
    });
    const wallet = createWalletConnectWallet(session, context);
    await wallet.reconnect(regtest);
    expect(await wallet.signMessage({ address: PAYMENT, message: 'm', network: regtest })).toEqual({
      signature: bip137,
      scheme: 'bip137',
    });
    expect(requests.map((r) => (r.params as { protocol: string }).protocol)).toEqual([
      'bip322',
      'ecdsa',
    ]);
    const refusing = peer([`${CHAIN}:${PAYMENT}`], () => {
      throw rpcError(5000);
    });
    await expect(
      createWalletConnectWallet(refusing.session, context).signMessage({
        address: PAYMENT,
        message: 'm',
        network: regtest,
      }),
    ).rejects.toBeInstanceOf(UserRejectedError);
  });

  it('signPsbt: asks for the inputs, no broadcast; refuses an answer that is not base64 or carries another transaction', async () => {
    const unsigned = psbtPaying(80_000n);
    // A finalized input (what some wallets answer): the witness added, the transaction the same.
    const signedSame = Psbt.fromBase64(unsigned).updateInput(0, {
      finalScriptWitness: Uint8Array.from([2, 1, 7, 1, 9]),
    });
    const answers: unknown[] = [
      { psbt: signedSame.toBase64() },
      { psbt: psbtPaying(89_000n) },
      { psbt: '***' },
      { txid: 'aa'.repeat(32) },
    ];
    const { session, requests } = peer([`${CHAIN}:${PAYMENT}`], () => answers.shift());
    const wallet = createWalletConnectWallet(session, context);
    await wallet.reconnect(regtest);
    const sign = () =>
      wallet.signPsbt({
        psbt: unsigned,
        network: regtest,
        signers: [{ address: PAYMENT, inputIndexes: [0] }],
      });
    expect(await sign()).toBe(signedSame.toBase64());
    expect(requests[0]).toEqual({
      method: 'signPsbt',
      params: {
        account: PAYMENT,
        psbt: unsigned,
        signInputs: [{ address: PAYMENT, index: 0 }],
        broadcast: false,
      },
      chainId: CHAIN,
    });
    for (let i = 0; i < 3; i += 1) await expect(sign()).rejects.toBeInstanceOf(WalletRequestError);
  });

  it('accountsChanged: valid accounts of the network are announced, invalid ones say nothing, [] and a disconnect mean disconnected', async () => {
    const { session, listeners } = peer([`${CHAIN}:${PAYMENT}`], () => []);
    const wallet = createWalletConnectWallet(session, context);
    await wallet.reconnect(regtest);
    const heard: (readonly BitcoinAccount[])[] = [];
    const stop = wallet.onAccountsChanged((accounts) => heard.push(accounts));
    const emit = (accounts: string[]) => {
      for (const listener of listeners.accountsChanged) listener(accounts as never);
    };
    emit([`${CHAIN}:${OTHER}`]);
    emit([`${CHAIN}:garbage`, `bip122:000000000019d6689c085ae165831e93:${MAINNET}`]);
    emit([]);
    for (const listener of listeners.disconnect) listener();
    expect(heard).toEqual([[{ address: OTHER, purpose: 'payment' }], [], []]);
    stop();
    expect(listeners.accountsChanged.size + listeners.disconnect.size).toBe(0);
  });
});
