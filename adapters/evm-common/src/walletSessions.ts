/**
 * The wallets an adapter instance is connected to: for each connector, the account type the
 * wallet has and the listeners that forward its events. A session starts when a wallet lists
 * accounts (connect, reconnect) and ends on disconnect or destroy.
 */
import {
  WalletRequestError,
  type AccountType,
  type AdapterContext,
  type Connection,
  type Connector,
  type Unsubscribe,
} from '@portico/core';
import type { Eip1193Provider } from './eip1193';
import { ProviderNotFoundError } from './errors';
import { parseWalletChainId } from './hexEncoding';
import { forwardWalletEvents, validAddresses } from './walletEvents';

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  );
}

/** The connector's EIP-1193 provider; ProviderNotFoundError ('Provider not found') without one. */
export function providerOf(connector: Connector): Eip1193Provider {
  if (!isEip1193Provider(connector.provider)) throw new ProviderNotFoundError(connector.id);
  return connector.provider;
}

/** Wallets found by EIP-6963 or on window.ethereum hold their keys: externally owned accounts. */
export function reportedAccountType(connector: Connector): AccountType | undefined {
  return connector.type === 'ANNOUNCED' || connector.type === 'INJECTED' ? 'eoa' : undefined;
}

export interface WalletSessions {
  /**
   * After the wallet listed `accounts` (eth_requestAccounts or eth_accounts): reads its chain,
   * starts forwarding its events (once per connector) and returns the connection.
   */
  establish(
    connector: Connector,
    provider: Eip1193Provider,
    accounts: unknown,
  ): Promise<Connection>;
  /**
   * The account type the connector's wallet reported itself (EIP-6963 and injected wallets:
   * eoa); otherwise undefined, and the adapter uses the one core passes with the request.
   */
  accountTypeOf(connectorId: string): AccountType | undefined;
  /** Stops forwarding the connector's events. */
  end(connectorId: string): void;
  endAll(): void;
}

export function createWalletSessions(context: AdapterContext): WalletSessions {
  const sessions = new Map<string, { accountType?: AccountType; stop: Unsubscribe }>();
  const end = (connectorId: string) => {
    sessions.get(connectorId)?.stop();
    sessions.delete(connectorId);
  };

  return {
    async establish(connector, provider, accounts) {
      // Checked like every accountsChanged (walletEvents.ts).
      const addresses = validAddresses(Array.isArray(accounts) ? accounts : []);
      const [address] = addresses;
      if (address === undefined) throw new WalletRequestError('eth_accounts', accounts);
      const answer = await provider.request({ method: 'eth_chainId' });
      const chainId = parseWalletChainId(answer);
      if (chainId === undefined) throw new WalletRequestError('eth_chainId', answer);
      const accountType = reportedAccountType(connector);
      end(connector.id);
      const stop = forwardWalletEvents({ connectorId: connector.id, provider, emit: context.emit });
      sessions.set(connector.id, { accountType, stop });
      if (accountType === undefined) return { address, chainId };
      const all = addresses.map((item) => ({ address: item, type: accountType }));
      return { address, chainId, accountType, accounts: all };
    },

    accountTypeOf: (connectorId) => sessions.get(connectorId)?.accountType,

    end,
    endAll() {
      for (const connectorId of [...sessions.keys()]) end(connectorId);
    },
  };
}
