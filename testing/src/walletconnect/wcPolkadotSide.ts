/**
 * The Polkadot side of the WalletConnect test wallet: the session's polkadot namespace,
 * answered with WalletConnect's Polkadot JSON-RPC and @polkadot/keyring pairs of its own
 * (//Dave by default, a dev key of its own: the test extension signs with //Alice, //Bob
 * and //Charlie; the local chain funds any of them):
 * - the accounts: `polkadot:<reference>:<ss58>` on each chain, in the given SS58 prefix;
 * - polkadot_signMessage { address, data, type? } (WalletConnect's RPC reference: `data` is the
 *   hex of the text already wrapped in `<Bytes>…</Bytes>`, which a signer must check) or
 *   { address, message } (the older wallet guide: wrapped here, as extensions wrap) ->
 *   { signature } over the wrapped bytes, 64 bytes of hex (no key type byte), as extensions'
 *   signRaw answers; `type: 'payload'` is refused (this wallet signs no blind payloads);
 * - polkadot_signTransaction { address, transactionPayload } -> { signature }: the
 *   SignerPayloadJSON signed as extensions sign it (the test extension's signExtrinsicPayload:
 *   a MultiSignature, the key type's byte then the signature), only for this wallet's accounts
 *   and the request's chain.
 * Refusals (rejectNext) are the wallet's, as for the other sides.
 */
import { Keyring } from '@polkadot/keyring';
import type { KeyringPair } from '@polkadot/keyring/types';
import { u8aEq, u8aIsWrapped, u8aToHex, u8aToU8a, u8aWrapBytes } from '@polkadot/util';
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto';
import { ProviderRpcError } from '../evm/providerRpcError';
import { signExtrinsicPayload } from '../polkadot/wallet/payloadSigning';

export const WALLETCONNECT_TEST_WALLET_POLKADOT_METHODS = [
  'polkadot_signMessage',
  'polkadot_signTransaction',
] as const;
export const WALLETCONNECT_TEST_WALLET_POLKADOT_EVENTS = ['accountsChanged'] as const;

/** One account of the side: a secret URI ('//Charlie', a mnemonic) and its key type. */
export interface WalletConnectTestWalletPolkadotAccount {
  readonly uri: string;
  /** Default 'sr25519'. */
  readonly type?: 'sr25519' | 'ed25519';
}

export interface WalletConnectTestWalletPolkadotOptions {
  /** The CAIP-2 chains offered ('polkadot:<first 32 hex characters of the genesis hash>'). */
  readonly chains: readonly string[];
  /** The accounts, in this order in the session (default: //Dave, sr25519). */
  readonly accounts?: readonly WalletConnectTestWalletPolkadotAccount[];
  /** The SS58 prefix of the session's addresses (default 42, the generic Substrate one). */
  readonly ss58Format?: number;
}

export interface PolkadotSide {
  /** The accounts' SS58 addresses, in the session's order. */
  readonly addresses: readonly string[];
  readonly namespace: {
    chains: string[];
    accounts: string[];
    methods: string[];
    events: string[];
  };
  /** Answers a request made on `chainId` (CAIP-2). */
  answer(method: string, params: unknown, chainId: string): unknown;
}

const DEFAULT_ACCOUNTS: readonly WalletConnectTestWalletPolkadotAccount[] = [{ uri: '//Dave' }];
const GENERIC_SS58_FORMAT = 42;

function record(params: unknown, name = 'params'): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw ProviderRpcError.invalidParams(`${name} must be an object`);
  }
  return params as Record<string, unknown>;
}

function text(params: Record<string, unknown>, name: string): string {
  const value = params[name];
  if (typeof value !== 'string') throw ProviderRpcError.invalidParams(`${name} must be a string`);
  return value;
}

/** The public key of SS58 text, or invalid params. */
function publicKeyOf(address: string): Uint8Array {
  try {
    return decodeAddress(address);
  } catch {
    throw ProviderRpcError.invalidParams(`${address} is not an SS58 address`);
  }
}

export async function createPolkadotSide(
  options: WalletConnectTestWalletPolkadotOptions,
): Promise<PolkadotSide> {
  await cryptoWaitReady();
  const ss58Format = options.ss58Format ?? GENERIC_SS58_FORMAT;
  const keyrings = {
    sr25519: new Keyring({ type: 'sr25519', ss58Format }),
    ed25519: new Keyring({ type: 'ed25519', ss58Format }),
  };
  const pairs: KeyringPair[] = (options.accounts ?? DEFAULT_ACCOUNTS).map(({ uri, type }) =>
    keyrings[type ?? 'sr25519'].addFromUri(uri),
  );
  const addresses = pairs.map((pair) => pair.address);

  /** This wallet's pair for SS58 text in any prefix (the same public key). */
  const own = (address: string): KeyringPair => {
    const publicKey = publicKeyOf(address);
    const pair = pairs.find((candidate) => u8aEq(candidate.publicKey, publicKey));
    if (!pair) throw ProviderRpcError.invalidParams(`${address} is not this wallet`);
    return pair;
  };

  const signMessage = (params: Record<string, unknown>) => {
    const pair = own(text(params, 'address'));
    if (params.type !== undefined && params.type !== 'bytes') {
      throw ProviderRpcError.invalidParams('only messages of type "bytes" are signed');
    }
    const spec = params.data !== undefined;
    // Hex is the message's bytes, other text its UTF-8 (as extensions read signRaw's data).
    const bytes = u8aToU8a(spec ? text(params, 'data') : text(params, 'message'));
    if (spec && !u8aIsWrapped(bytes, false)) {
      throw ProviderRpcError.invalidParams('data must be wrapped in <Bytes>…</Bytes>');
    }
    return { signature: u8aToHex(pair.sign(u8aWrapBytes(bytes))) };
  };

  const signTransaction = (params: Record<string, unknown>, chainId: string) => {
    const address = text(params, 'address');
    const pair = own(address);
    const payload = record(params.transactionPayload, 'transactionPayload');
    const payloadAddress = text(payload, 'address');
    if (!u8aEq(publicKeyOf(payloadAddress), pair.publicKey)) {
      throw ProviderRpcError.invalidParams('transactionPayload.address is not params.address');
    }
    const genesisHash = text(payload, 'genesisHash').toLowerCase();
    if (!genesisHash.startsWith(`0x${chainId.split(':')[1] ?? '-'}`)) {
      throw ProviderRpcError.invalidParams(`the payload is not for ${chainId}`);
    }
    if (!Array.isArray(payload.signedExtensions)) {
      throw ProviderRpcError.invalidParams('transactionPayload.signedExtensions must be an array');
    }
    try {
      return { signature: signExtrinsicPayload(payload, pair) };
    } catch (error) {
      throw ProviderRpcError.invalidParams(error instanceof Error ? error.message : String(error));
    }
  };

  return {
    addresses,
    namespace: {
      chains: [...options.chains],
      accounts: options.chains.flatMap((chain) =>
        addresses.map((address) => `${chain}:${address}`),
      ),
      methods: [...WALLETCONNECT_TEST_WALLET_POLKADOT_METHODS],
      events: [...WALLETCONNECT_TEST_WALLET_POLKADOT_EVENTS],
    },
    answer(method, params, chainId) {
      if (method === 'polkadot_signMessage') return signMessage(record(params));
      if (method === 'polkadot_signTransaction') return signTransaction(record(params), chainId);
      throw ProviderRpcError.unsupportedMethod(method);
    },
  };
}
