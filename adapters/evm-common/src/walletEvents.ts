/**
 * EIP-1193 provider events of a connected wallet, forwarded to core as AdapterEvents:
 * `accountsChanged` (an empty list means the wallet disconnected), `chainChanged` (as a
 * number) and `disconnect`.
 *
 * A wallet's events are untrusted: every account is checked (`0x` + 40 hex digits, core's
 * isWalletAddressIn) and forwarded as the wallet wrote it; invalid ones are dropped. An event
 * whose list is not empty but holds no valid account is ignored: only an empty list means the
 * wallet disconnected (EIP-1193). The EIP-55 checksum is not computed here: Keccak would cost
 * every page load, and the spec asks only for the shape.
 */
import {
  isWalletAddressIn,
  walletErrorCode,
  type AdapterEvent,
  type Unsubscribe,
} from '@portico/core';
import type { Eip1193Provider } from './eip1193';
import { parseWalletChainId } from './hexEncoding';

/**
 * MetaMask's code for "lost the chain, reconnecting": not a disconnect while the wallet still
 * lists accounts.
 */
export const RECONNECTING_DISCONNECT_CODE = 1013;

/** The valid addresses of a wallet's list, as written, in its order, without repeats. */
export function validAddresses(accounts: readonly unknown[]): string[] {
  const valid = accounts.filter((address) => isWalletAddressIn('eip155', address));
  return [...new Set(valid)];
}

/** Starts forwarding; returns the function that removes the listeners. */
export function forwardWalletEvents(params: {
  readonly connectorId: string;
  readonly provider: Eip1193Provider;
  readonly emit: (event: AdapterEvent) => void;
}): Unsubscribe {
  const { connectorId, provider, emit } = params;
  const { on, removeListener } = provider;
  if (typeof on !== 'function') return () => undefined;
  let active = true;

  const onAccountsChanged = (accounts: unknown) => {
    if (!active || !Array.isArray(accounts)) return;
    const addresses = validAddresses(accounts);
    if (addresses.length === 0 && accounts.length > 0) return;
    emit({ type: 'accountsChanged', connectorId, accounts: addresses });
  };
  const onChainChanged = (chainId: unknown) => {
    const parsed = parseWalletChainId(chainId);
    if (active && parsed !== undefined)
      emit({ type: 'chainChanged', connectorId, chainId: parsed });
  };
  const onDisconnect = async (error: unknown) => {
    if (walletErrorCode(error) === RECONNECTING_DISCONNECT_CODE) {
      const accounts = await provider.request({ method: 'eth_accounts' }).catch(() => []);
      if (Array.isArray(accounts) && accounts.length > 0) return;
    }
    if (active) emit({ type: 'disconnect', connectorId });
  };

  const listeners = [
    ['accountsChanged', onAccountsChanged],
    ['chainChanged', onChainChanged],
    ['disconnect', onDisconnect],
  ] as const;
  for (const [event, listener] of listeners) on.call(provider, event, listener);
  return () => {
    active = false;
    if (typeof removeListener !== 'function') return;
    for (const [event, listener] of listeners) removeListener.call(provider, event, listener);
  };
}
