/**
 * The session in a namespace that has networks but no adapter (core's `sessionFor`): an app
 * with no adapters, where the spec opens ConnectingWalletConnectBasic. Core connects, restores,
 * switches and disconnects the namespace through this; the app makes its own requests through
 * the connector's provider.
 */
import {
  WALLET_CONNECT_CONNECTOR_ID,
  type AdapterEvent,
  type CaipAddress,
  type ChainNamespace,
  type Connection,
  type SharedSession,
} from '@portico/core';
import { notConnected } from '../errors';
import type { SessionEvent, WalletConnectSession } from '../session/walletConnectSession';

/** `eip155:1:0xabc` -> the address and the chain reference (a number for eip155). */
function connectionOf(accounts: readonly CaipAddress[]): Connection | undefined {
  const [first] = accounts;
  if (!first) return undefined;
  const [namespace, reference, address] = first.split(':');
  if (!namespace || !reference || !address) return undefined;
  const chainId = namespace === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference;
  return { address, chainId };
}

const referenceOf = (chainId: string) => chainId.split(':')[1] ?? chainId;

export function createSharedSession(
  namespace: ChainNamespace,
  load: () => Promise<WalletConnectSession>,
  listen: (deliver: (event: SessionEvent) => void) => () => void,
): SharedSession {
  return {
    async connect() {
      const connection = connectionOf(await (await load()).connect(namespace));
      if (!connection) throw notConnected();
      return connection;
    },
    async reconnect() {
      return connectionOf(await (await load()).restore(namespace));
    },
    disconnect: async () => (await load()).disconnect(),
    switchNetwork: async (network) => (await load()).switchChain(namespace, network.caipNetworkId),
    watch(emit: (event: AdapterEvent) => void) {
      const connectorId = WALLET_CONNECT_CONNECTOR_ID;
      return listen((event) => {
        if (event.type === 'disconnect') emit({ type: 'disconnect', connectorId });
        else if (event.type === 'chainChanged') {
          const reference = referenceOf(event.chainId);
          const chainId =
            namespace === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference;
          emit({ type: 'chainChanged', connectorId, chainId });
        } else {
          const accounts = event.accounts.map((account) => account.split(':')[2] ?? account);
          emit({ type: 'accountsChanged', connectorId, accounts });
        }
      });
    },
  };
}
