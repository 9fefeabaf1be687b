/**
 * The connected account Swap works with, read from the instance at the moment of use: its
 * network, address, adapter and the instance's service clients. Swaps are eip155 only (the
 * spec's swap networks); core's client refuses other networks with 'Network not supported
 * for Swaps' before any request.
 */
import type { Adapter, Network, Portico } from '@portico/core';
import type { ServiceClients } from '@portico/core/services';

export interface Swapper {
  readonly namespace: string;
  readonly network: Network;
  readonly address: string;
  /** CAIP-10 of the account ('eip155:1:0x...'). */
  readonly account: string;
  readonly adapter: Adapter;
}

export function currentSwapper(portico: Portico): Swapper | undefined {
  const account = portico.getAccount();
  const { namespace, caipNetwork } = portico.getNetwork();
  if (!account?.isConnected || !account.address || !namespace || !caipNetwork) return undefined;
  return {
    namespace,
    network: caipNetwork,
    address: account.address,
    account: `${caipNetwork.caipNetworkId}:${account.address}`,
    adapter: portico.getAdapter(namespace),
  };
}

/** The instance's swap client; undefined when the instance has no services. */
export async function swapApiOf(
  portico: Portico,
): Promise<ServiceClients['blockchainApi'] | undefined> {
  const services = await portico.services();
  return services?.blockchainApi;
}
