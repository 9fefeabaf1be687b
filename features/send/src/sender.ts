/**
 * The connected account Send works with, read from the instance at the moment of use: its
 * namespace, network, address, account type, adapter and connector (for the adapter's fee
 * estimate, which takes the live connector as a send does).
 */
import {
  TOKENS,
  type AccountType,
  type Adapter,
  type Connector,
  type Network,
  type Portico,
} from '@portico/core';

export interface Sender {
  readonly namespace: string;
  readonly network: Network;
  readonly address: string;
  readonly accountType?: AccountType;
  readonly adapter: Adapter;
  readonly connector?: Connector;
}

/** The active namespace's connected account on a configured network; undefined otherwise. */
export function currentSender(portico: Portico): Sender | undefined {
  const account = portico.getAccount();
  const { namespace, caipNetwork } = portico.getNetwork();
  if (!account?.isConnected || !account.address || !namespace || !caipNetwork) return undefined;
  const connector = account.connectorId
    ? portico.resolve(TOKENS.connectors).get(namespace, account.connectorId)
    : undefined;
  return {
    namespace,
    network: caipNetwork,
    address: account.address,
    accountType: account.accountType,
    adapter: portico.getAdapter(namespace),
    connector,
  };
}
