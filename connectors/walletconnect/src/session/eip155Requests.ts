/**
 * The eip155 provider's requests over a WalletConnect session, as an injected wallet would
 * answer them:
 * - eth_requestAccounts connects (a pairing when there is no session), eth_accounts restores
 *   (never prompts; [] without a session), eth_chainId is the session's current chain: all
 *   answered here;
 * - wallet_switchEthereumChain: a chain the session holds is asked of the wallet when the
 *   session offers the method, else switched here; a chain it does not hold is 4902;
 * - wallet_addEthereumChain only when the session offers it (else 4200, 'WalletConnect does not
 *   support programmatic chain switching');
 * - wallet_revokePermissions ends the whole session;
 * - any other method goes to the wallet when the session lists it (4200 when not: chain reads
 *   go to the network's RPC, never here), on the current chain, or for a transaction on the
 *   chain it names.
 */
import type { CaipAddress, CaipNetworkId } from '@portico/core';
import {
  chainNotConfigured,
  methodNotSupported,
  noProgrammaticSwitch,
  notConnected,
} from '../errors';
import {
  addressesOf,
  chainsOf,
  offersMethod,
  toChainId,
  type WalletSession,
} from './sessionAccounts';
import { toHexChainId } from '../hexChainId';

const NAMESPACE = 'eip155';
const TRANSACTION_METHODS: readonly string[] = Object.freeze([
  'eth_sendTransaction',
  'eth_signTransaction',
]);

/** What the eip155 requests need from the session. */
export interface Eip155SessionPort {
  connect(): Promise<readonly CaipAddress[]>;
  restore(): Promise<readonly CaipAddress[]>;
  /** The live session that holds eip155, and its current chain there. */
  current(): { readonly session: WalletSession; readonly chain: CaipNetworkId } | undefined;
  /** The chain eth_chainId reports without a session (the first configured network). */
  readonly defaultChain: CaipNetworkId | undefined;
  send(chain: CaipNetworkId, method: string, params: unknown): Promise<unknown>;
  /** Makes `chain` the current one and tells the provider's listeners (chainChanged). */
  moveTo(chain: CaipNetworkId): void;
  disconnect(): Promise<void>;
}

export interface Eip1193Request {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

const firstParam = (params: unknown): unknown => (Array.isArray(params) ? params[0] : undefined);

function connected(port: Eip155SessionPort) {
  const current = port.current();
  if (!current) throw notConnected();
  return current;
}

async function switchChain(port: Eip155SessionPort, params: unknown): Promise<null> {
  const { session, chain } = connected(port);
  const requested = (firstParam(params) as { chainId?: unknown } | undefined)?.chainId;
  const target = toChainId(NAMESPACE, requested);
  if (!target || !chainsOf(session, NAMESPACE).includes(target)) throw chainNotConfigured();
  if (target === chain) return null;
  if (offersMethod(session, NAMESPACE, 'wallet_switchEthereumChain')) {
    await port.send(chain, 'wallet_switchEthereumChain', params);
  }
  port.moveTo(target);
  return null;
}

/** The chain a transaction names (its `chainId`), which must be one the session holds. */
function transactionChain(session: WalletSession, current: CaipNetworkId, params: unknown) {
  const named = (firstParam(params) as { chainId?: unknown } | undefined)?.chainId;
  if (named === undefined) return current;
  const chain = toChainId(NAMESPACE, named);
  if (!chain || !chainsOf(session, NAMESPACE).includes(chain)) throw chainNotConfigured();
  return chain;
}

export async function eip155Request(
  port: Eip155SessionPort,
  { method, params }: Eip1193Request,
): Promise<unknown> {
  switch (method) {
    case 'eth_requestAccounts':
      return addressesOf(await port.connect());
    case 'eth_accounts':
      return addressesOf(await port.restore());
    case 'eth_chainId': {
      const chain = port.current()?.chain ?? port.defaultChain;
      if (!chain) throw notConnected();
      return toHexChainId(chain);
    }
    case 'wallet_switchEthereumChain':
      return switchChain(port, params);
    case 'wallet_revokePermissions':
      await port.disconnect();
      return null;
    default: {
      const { session, chain } = connected(port);
      if (!offersMethod(session, NAMESPACE, method)) {
        throw method === 'wallet_addEthereumChain' ? noProgrammaticSwitch() : methodNotSupported();
      }
      const target = TRANSACTION_METHODS.includes(method)
        ? transactionChain(session, chain, params)
        : chain;
      return port.send(target, method, params ?? []);
    }
  }
}
