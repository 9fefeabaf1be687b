/**
 * A stand-in Solana adapter (the real one is a later issue): it lists the WalletConnect
 * connector it is given and drives its namespace provider, the way a Solana adapter will. It
 * reads no chain: nothing here connects a Solana account to one.
 */
import {
  isSessionConnector,
  type AdapterPlugin,
  type Connection,
  type Connector,
  type NamespaceSession,
} from '@portico/core';

/** The connector's namespace session (core's contract, which this connector implements). */
function providerOf(connector: Connector): NamespaceSession {
  if (!isSessionConnector(connector)) throw new Error('not a namespace session connector');
  return connector.provider;
}

function connectionOf(accounts: readonly string[]): Connection | undefined {
  const [account] = accounts;
  if (!account) return undefined;
  const [, chainId = '', address = ''] = account.split(':');
  return { address, chainId };
}

export function standInSolanaAdapter(): AdapterPlugin {
  return {
    namespace: 'solana',
    accountTypes: { default: 'eoa', accepted: ['eoa'] },
    create(context) {
      const noChain = async (): Promise<never> => {
        throw new Error('the stand-in Solana adapter reads no chain');
      };
      return {
        namespace: 'solana',
        watchConnectors() {
          context.emit({ type: 'connectors', connectors: [...context.sharedConnectors] });
          return () => {};
        },
        async connect({ connector }) {
          const connection = connectionOf(await providerOf(connector).connect());
          if (!connection) throw new Error('the wallet approved no Solana account');
          return connection;
        },
        reconnect: async ({ connector }) => connectionOf(await providerOf(connector).restore()),
        disconnect: ({ connector }) => providerOf(connector).disconnect(),
        switchNetwork: ({ connector, network }) =>
          providerOf(connector).switchChain(network.caipNetworkId),
        signMessage: ({ connector, address, message }) =>
          providerOf(connector).request<string>({
            method: 'solana_signMessage',
            params: { message, pubkey: address },
          }),
        getBalance: noChain,
        sendTransaction: noChain,
        estimateGas: noChain,
        parseUnits: (value) => BigInt(value),
        formatUnits: (value) => String(value),
      };
    },
  };
}
