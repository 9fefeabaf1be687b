/**
 * The sats-connect face of the Bitcoin test wallet: a provider object as Xverse injects one
 * (`request(method, params)` answering JSON-RPC 2.0 envelopes, `addListener(event, cb)`), listed
 * in `window.btc_providers` (WBIP-004) under a dotted `id` that names where it lives on window.
 * It runs on the same core as the Wallet Standard face: one set of keys, prompts and levers.
 *
 * Shapes follow sats-connect-core's method schemas (github.com/secretkeylabs/sats-connect-core,
 * src/request/rpc/methodSchemas at commit 173b8a2, the tree where wallet_connect takes
 * `addresses` and signMessage takes `protocol`; RpcErrorCode from its src/types.ts):
 * - getAccounts { purposes, message? } → [{ address, publicKey, purpose, addressType, walletType }]
 * - wallet_connect { addresses?, message?, network?, permissions? } → { id, addresses, walletType,
 *   network } (the design's `purposes` is read as well as sats-connect's `addresses`)
 * - wallet_getAccount → the same, without a prompt, for a connected app
 * - signMessage { address, message, protocol?: 'BIP322' | 'ECDSA' } → { signature (base64),
 *   messageHash (hex), address, protocol }; no protocol: ECDSA for P2WPKH, BIP322 for P2TR
 * - signPsbt { psbt (base64), signInputs?: { [address]: number[] }, broadcast? } → { psbt };
 *   no signInputs: every input of a connected address; broadcast: true is refused (no chain here)
 * - wallet_getNetwork → { bitcoin: { name }, stacks: { name }, spark: { name } }
 * - wallet_disconnect / wallet_renouncePermissions → null
 * Errors are `{ jsonrpc, id, error: { code, message } }` with sats-connect's RpcErrorCode:
 * USER_REJECTION -32000, ACCESS_DENIED -32002, INVALID_PARAMS -32602, METHOD_NOT_FOUND -32601,
 * INTERNAL_ERROR -32603.
 */
import { Psbt } from 'bitcoinjs-lib';
import { RPC_ERROR_CODES } from '../../evm/providerRpcError';
import { equalBytes, fromBase64, toBase64, toHex, utf8 } from './bytes';
import { BitcoinWalletError } from './errors';
import { bitcoinjsNetwork } from './keys';
import { bip137MessageHash, bip322MessageHash } from './messageSigning';
import { walletCoreOf } from './standardWallet';
import type { BitcoinWalletCore } from './walletCore';
import type { BitcoinAddressPurpose, BitcoinTestNetwork, BitcoinTestWallet } from './types';

/** sats-connect's RpcErrorCode (sats-connect-core src/types.ts). */
export const SATS_CONNECT_ERROR_CODES = Object.freeze({
  USER_REJECTION: -32000,
  ACCESS_DENIED: -32002,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
});

export type SatsConnectEnvelope =
  | { readonly jsonrpc: '2.0'; readonly id: string; readonly result: unknown }
  | {
      readonly jsonrpc: '2.0';
      readonly id: string;
      readonly error: { readonly code: number; readonly message: string };
    };

export type SatsConnectEvent = 'accountChange' | 'networkChange' | 'disconnect';

export interface SatsConnectTestProvider {
  request(method: string, params?: unknown): Promise<SatsConnectEnvelope>;
  /** sats-connect's provider events; returns a function that removes the listener. */
  addListener(event: SatsConnectEvent, listener: (event: unknown) => void): () => void;
}

export interface SatsConnectProviderInfo {
  /** Where the provider lives on window, dotted (e.g. 'PorticoTestProviders.BitcoinProvider'). */
  readonly id: string;
  readonly name: string;
  /** A data: URI. */
  readonly icon: string;
}

/** The methods the provider answers (listed in its btc_providers entry). */
export const SATS_CONNECT_METHODS = Object.freeze([
  'getAccounts',
  'wallet_connect',
  'wallet_getAccount',
  'signMessage',
  'signPsbt',
  'wallet_getNetwork',
  'wallet_disconnect',
  'wallet_renouncePermissions',
]);

const NETWORK_NAMES: Readonly<Record<BitcoinTestNetwork, string>> = Object.freeze({
  mainnet: 'Mainnet',
  testnet: 'Testnet',
  regtest: 'Regtest',
});

class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The wallet's own errors in sats-connect's codes. */
function rpcErrorOf(error: unknown): { code: number; message: string } {
  if (error instanceof RpcFailure) return { code: error.code, message: error.message };
  if (error instanceof BitcoinWalletError) {
    const code =
      error.code === RPC_ERROR_CODES.userRejectedRequest
        ? SATS_CONNECT_ERROR_CODES.USER_REJECTION
        : error.code === RPC_ERROR_CODES.unauthorized
          ? SATS_CONNECT_ERROR_CODES.ACCESS_DENIED
          : error.code === RPC_ERROR_CODES.invalidParams
            ? SATS_CONNECT_ERROR_CODES.INVALID_PARAMS
            : SATS_CONNECT_ERROR_CODES.INTERNAL_ERROR;
    return { code, message: error.message };
  }
  return {
    code: SATS_CONNECT_ERROR_CODES.INTERNAL_ERROR,
    message: error instanceof Error ? error.message : String(error),
  };
}

const invalidParams = (detail: string) =>
  new RpcFailure(SATS_CONNECT_ERROR_CODES.INVALID_PARAMS, `Invalid params: ${detail}`);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function purposesOf(value: unknown): readonly BitcoinAddressPurpose[] {
  if (value === undefined) return ['payment', 'ordinals'];
  if (!Array.isArray(value)) throw invalidParams('purposes must be a list');
  // Stacks / Spark purposes have no address in this wallet: skipped, as Xverse skips unknown ones.
  const wanted = value.filter(
    (p): p is BitcoinAddressPurpose => p === 'payment' || p === 'ordinals',
  );
  if (wanted.length === 0) throw invalidParams("purposes must include 'payment' or 'ordinals'");
  return wanted;
}

/** A sats-connect provider for `testWallet`, answering as Xverse's does. */
export function createSatsConnectProvider(testWallet: BitcoinTestWallet): SatsConnectTestProvider {
  const core: BitcoinWalletCore = walletCoreOf(testWallet);
  let nextId = 0;
  const listeners = new Map<SatsConnectEvent, Set<(event: unknown) => void>>();
  const emit = (event: SatsConnectEvent, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
  };
  core.onChange((accounts) => {
    if (accounts.length === 0) emit('disconnect', { type: 'disconnect' });
    else emit('accountChange', { type: 'accountChange', addresses: addressesOf() });
  });

  const addressesOf = () =>
    core.accounts().map((account) => {
      const key = [core.keys().payment, core.keys().ordinals].find(
        (k) => k.address === account.address,
      )!;
      return {
        address: account.address,
        publicKey: toHex(key.publicKey),
        purpose: key === core.keys().payment ? 'payment' : 'ordinals',
        addressType: key.type,
        walletType: 'software',
      };
    });
  const network = () => ({
    bitcoin: { name: NETWORK_NAMES[core.network] },
    stacks: { name: core.network === 'mainnet' ? 'Mainnet' : 'Testnet' },
    spark: { name: core.network === 'mainnet' ? 'Mainnet' : 'Regtest' },
  });
  const account = () => ({
    id: 'portico-test-account',
    addresses: addressesOf(),
    walletType: 'software',
    network: network(),
  });

  const signMessage = (params: Record<string, unknown>) => {
    const { address, message, protocol } = params;
    if (typeof address !== 'string') throw invalidParams('address must be text');
    if (typeof message !== 'string') throw invalidParams('message must be text');
    if (protocol !== undefined && protocol !== 'BIP322' && protocol !== 'ECDSA') {
      throw invalidParams("protocol must be 'BIP322' or 'ECDSA'");
    }
    const key = core.connectedKey(address);
    const used = protocol ?? (key.type === 'p2tr' ? 'BIP322' : 'ECDSA');
    const bytes = utf8(message);
    const { signature } = core.signMessage(
      address,
      bytes,
      used === 'ECDSA' ? 'bip137' : 'bip322-simple',
    );
    const messageHash = used === 'ECDSA' ? bip137MessageHash(bytes) : bip322MessageHash(bytes);
    return {
      signature: toBase64(signature),
      messageHash: toHex(messageHash),
      address,
      protocol: used,
    };
  };

  const signPsbt = (params: Record<string, unknown>) => {
    const { psbt, signInputs, broadcast } = params;
    if (typeof psbt !== 'string') throw invalidParams('psbt must be base64 text');
    if (broadcast === true) throw invalidParams('the test wallet does not broadcast');
    let bytes: Uint8Array;
    try {
      bytes = fromBase64(psbt);
    } catch {
      throw invalidParams('psbt must be base64 text');
    }
    let signers: { address: string; indexes: readonly number[] }[];
    if (signInputs === undefined) {
      // Every input that spends one of the connected addresses.
      const parsed = Psbt.fromBuffer(bytes, { network: bitcoinjsNetwork(core.network) });
      signers = core.accounts().map(({ address }) => {
        const key = core.connectedKey(address);
        const indexes = parsed.data.inputs.flatMap((input, index) =>
          input.witnessUtxo && equalBytes(input.witnessUtxo.script, key.output) ? [index] : [],
        );
        return { address, indexes };
      });
    } else if (isRecord(signInputs)) {
      signers = Object.entries(signInputs).map(([address, indexes]) => {
        if (!Array.isArray(indexes)) throw invalidParams(`signInputs.${address} must be a list`);
        return { address, indexes: indexes as number[] };
      });
    } else {
      throw invalidParams('signInputs must map addresses to input indexes');
    }
    return { psbt: toBase64(core.signPsbt(bytes, signers)) };
  };

  const handle = (method: string, params: unknown): unknown => {
    const fields = isRecord(params) ? params : {};
    switch (method) {
      case 'getAccounts':
        core.connect(purposesOf(fields.purposes));
        return addressesOf();
      case 'wallet_connect':
        core.connect(purposesOf(fields.addresses ?? fields.purposes));
        return account();
      case 'wallet_getAccount':
        if (!core.connected) {
          throw new RpcFailure(SATS_CONNECT_ERROR_CODES.ACCESS_DENIED, 'Access denied');
        }
        return account();
      case 'signMessage':
        return signMessage(fields);
      case 'signPsbt':
        return signPsbt(fields);
      case 'wallet_getNetwork':
        return network();
      case 'wallet_disconnect':
      case 'wallet_renouncePermissions':
        core.disconnect();
        return null;
      default:
        throw new RpcFailure(
          SATS_CONNECT_ERROR_CODES.METHOD_NOT_FOUND,
          `Method not found: ${method}`,
        );
    }
  };

  return Object.freeze({
    request: async (method: string, params?: unknown): Promise<SatsConnectEnvelope> => {
      const id = `portico-${++nextId}`;
      try {
        return { jsonrpc: '2.0' as const, id, result: handle(method, params) };
      } catch (error) {
        return { jsonrpc: '2.0' as const, id, error: rpcErrorOf(error) };
      }
    },
    addListener: (event: SatsConnectEvent, listener: (event: unknown) => void) => {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return () => void set.delete(listener);
    },
  });
}
