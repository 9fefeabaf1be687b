/**
 * The Bitcoin side of the WalletConnect test wallet: the session's bip122 namespace, answered
 * with WalletConnect's Bitcoin JSON-RPC and the Bitcoin test wallet's keys and signing
 * functions (testing/src/bitcoin/wallet: the same key gives the same addresses; this file
 * signs nothing itself):
 * - getAccountAddresses { account, intentions? } -> [{ address, publicKey, path, intention }]
 *   (the payment address, P2WPKH or P2TR, and the ordinals one, P2TR);
 * - signMessage { account, message, address?, protocol? 'ecdsa' (default) | 'bip322' }
 *   -> { address, signature (base64), messageHash (hex) }: BIP-137 for 'ecdsa', BIP-322 simple
 *   for 'bip322'; 'ecdsa' with a Taproot address is invalid params (-32602);
 * - signPsbt { account, psbt (base64), signInputs: [{ address, index, sighashTypes? }],
 *   broadcast? } -> { psbt, txid? }: only inputs that spend the named address are signed
 *   (signPsbtInputs checks), not finalized; `broadcast: true` finalizes and sends it to
 *   `esploraUrl` (POST /tx) and answers its txid.
 * sendTransfer is not offered (Portico sends through signPsbt): asked anyway, it answers
 * "unsupported method". Refusals (rejectNext) are the wallet's, as for the other sides.
 */
import { Psbt } from 'bitcoinjs-lib';
import { fromBase64, toBase64, toHex, utf8 } from '../bitcoin/wallet/bytes';
import {
  accountKeys,
  bitcoinjsNetwork,
  DEFAULT_PRIVATE_KEY_HEX,
  privateKeyBytes,
  type WalletKey,
} from '../bitcoin/wallet/keys';
import {
  bip137MessageHash,
  bip322MessageHash,
  signBip137,
  signBip322Simple,
} from '../bitcoin/wallet/messageSigning';
import { BitcoinWalletError } from '../bitcoin/wallet/errors';
import { signPsbtInputs } from '../bitcoin/wallet/psbtSigning';
import type { BitcoinPaymentType, BitcoinTestNetwork } from '../bitcoin/wallet/types';
import { ProviderRpcError } from '../evm/providerRpcError';

export const WALLETCONNECT_TEST_WALLET_BITCOIN_METHODS = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
] as const;
export const WALLETCONNECT_TEST_WALLET_BITCOIN_EVENTS = [
  'accountsChanged',
  'bip122_addressesChanged',
] as const;

export interface WalletConnectTestWalletBitcoinOptions {
  /** The CAIP-2 chains offered ('bip122:0f9188f13cb7b2c71f2a335e3a4fc328' for regtest, ...). */
  readonly chains: readonly string[];
  /** The address format of the chains. */
  readonly network: BitcoinTestNetwork;
  /** The account's 32-byte key (bytes or hex); default: the Bitcoin test wallet's PUBLIC key. */
  readonly privateKey?: Uint8Array | string;
  /** The payment address's type (default 'p2wpkh'); the ordinals address is P2TR. */
  readonly paymentType?: BitcoinPaymentType;
  /** Esplora-style API base for signPsbt with `broadcast: true` (POST /tx). */
  readonly esploraUrl?: string;
}

export interface BitcoinSide {
  readonly paymentAddress: string;
  readonly ordinalsAddress: string;
  /** Hex, as getAccountAddresses gives them. */
  readonly paymentPublicKey: string;
  readonly ordinalsPublicKey: string;
  readonly namespace: {
    chains: string[];
    accounts: string[];
    methods: string[];
    events: string[];
  };
  answer(method: string, params: unknown): Promise<unknown>;
}

function record(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw ProviderRpcError.invalidParams('params must be an object');
  }
  return params as Record<string, unknown>;
}

function text(params: Record<string, unknown>, name: string): string {
  const value = params[name];
  if (typeof value !== 'string') throw ProviderRpcError.invalidParams(`${name} must be a string`);
  return value;
}

/** The test wallet's own errors (code and text) as JSON-RPC errors; anything else is invalid params. */
function walletCall<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof BitcoinWalletError) throw new ProviderRpcError(error.code, error.message);
    throw ProviderRpcError.invalidParams(error instanceof Error ? error.message : String(error));
  }
}

export function createBitcoinSide(options: WalletConnectTestWalletBitcoinOptions): BitcoinSide {
  const keys = accountKeys(
    privateKeyBytes(options.privateKey ?? DEFAULT_PRIVATE_KEY_HEX),
    options.paymentType ?? 'p2wpkh',
    options.network,
  );
  const network = bitcoinjsNetwork(options.network);
  const coin = options.network === 'mainnet' ? 0 : 1;
  const entry = (key: WalletKey, intention: 'payment' | 'ordinal') => ({
    key,
    address: key.address,
    publicKey: toHex(key.publicKey),
    // The keys are not derived from a seed: the path is the one such an address would have.
    path: `m/${key.type === 'p2tr' ? 86 : 84}'/${coin}'/0'/0/0`,
    intention,
  });
  const payment = entry(keys.payment, 'payment');
  const ordinals = entry(keys.ordinals, 'ordinal');
  const entries = [payment, ordinals];
  const own = (address: string) => {
    const entry = entries.find((candidate) => candidate.address === address);
    if (!entry) throw ProviderRpcError.invalidParams(`${address} is not this wallet`);
    return entry;
  };
  const checkAccount = (params: Record<string, unknown>) => {
    if (text(params, 'account') !== payment.address) {
      throw ProviderRpcError.invalidParams('account is not this wallet');
    }
  };

  const broadcast = async (signed: string): Promise<string> => {
    if (!options.esploraUrl) throw ProviderRpcError.invalidParams('this wallet cannot broadcast');
    const psbt = Psbt.fromBase64(signed);
    psbt.finalizeAllInputs();
    const response = await fetch(`${options.esploraUrl}/tx`, {
      method: 'POST',
      body: psbt.extractTransaction().toHex(),
    });
    const body = await response.text();
    if (!response.ok) throw ProviderRpcError.internal(`broadcast refused: ${body}`);
    return body.trim();
  };

  return {
    paymentAddress: payment.address,
    ordinalsAddress: ordinals.address,
    paymentPublicKey: payment.publicKey,
    ordinalsPublicKey: ordinals.publicKey,
    namespace: {
      chains: [...options.chains],
      accounts: options.chains.map((chain) => `${chain}:${payment.address}`),
      methods: [...WALLETCONNECT_TEST_WALLET_BITCOIN_METHODS],
      events: [...WALLETCONNECT_TEST_WALLET_BITCOIN_EVENTS],
    },
    async answer(method, rawParams) {
      if (method === 'getAccountAddresses') {
        const params = record(rawParams);
        checkAccount(params);
        const intentions = params.intentions;
        if (intentions !== undefined && !Array.isArray(intentions)) {
          throw ProviderRpcError.invalidParams('intentions must be an array');
        }
        return entries
          .filter((item) => !intentions?.length || intentions.includes(item.intention))
          .map(({ address, publicKey, path, intention }) => ({
            address,
            publicKey,
            path,
            intention,
          }));
      }
      if (method === 'signMessage') {
        const params = record(rawParams);
        checkAccount(params);
        const message = text(params, 'message');
        const address = params.address === undefined ? payment.address : text(params, 'address');
        own(address);
        const protocol = params.protocol ?? 'ecdsa';
        if (protocol !== 'ecdsa' && protocol !== 'bip322') {
          throw ProviderRpcError.invalidParams('protocol must be "ecdsa" or "bip322"');
        }
        const bytes = utf8(message);
        const key = own(address).key;
        // signBip137 refuses a P2TR address (-32602): ECDSA needs a key-hash address.
        const signature = walletCall(() =>
          protocol === 'bip322' ? signBip322Simple(key, bytes) : signBip137(key, bytes),
        );
        const messageHash =
          protocol === 'bip322' ? bip322MessageHash(bytes) : bip137MessageHash(bytes);
        return { address, signature: toBase64(signature), messageHash: toHex(messageHash) };
      }
      if (method === 'signPsbt') {
        const params = record(rawParams);
        checkAccount(params);
        const psbt = text(params, 'psbt');
        const signInputs = params.signInputs;
        if (!Array.isArray(signInputs) || signInputs.length === 0) {
          throw ProviderRpcError.invalidParams('signInputs must list the inputs to sign');
        }
        const inputs = signInputs.map((input: unknown) => {
          const { address, index, sighashTypes } = record(input);
          if (
            typeof address !== 'string' ||
            !Number.isSafeInteger(index) ||
            (index as number) < 0
          ) {
            throw ProviderRpcError.invalidParams('each signInput needs an address and an index');
          }
          const [sigHash, ...more] = Array.isArray(sighashTypes) ? sighashTypes : [];
          if (more.length > 0 || (sigHash !== undefined && !Number.isSafeInteger(sigHash))) {
            throw ProviderRpcError.invalidParams('sighashTypes: one SIGHASH flag per input');
          }
          return {
            key: own(address).key,
            indexes: [index as number],
            ...(sigHash !== undefined && { sigHash: sigHash as number }),
          };
        });
        const bytes = walletCall(() => fromBase64(psbt));
        const signed = toBase64(walletCall(() => signPsbtInputs(bytes, inputs, network)));
        if (params.broadcast !== true) return { psbt: signed };
        return { psbt: signed, txid: await broadcast(signed) };
      }
      throw ProviderRpcError.unsupportedMethod(method);
    },
  };
}
