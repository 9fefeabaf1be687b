/**
 * Test fixture: a SCRIPTED stand-in for the WalletConnect shared connector
 * (@portico/walletconnect, which ui-react must not import). Towards core and the views it keeps
 * the connector's contract: on connect it writes `state.chains[ns].pairing` for every namespace
 * it serves, concurrent connects share one attempt, the pairing is cleared when the wallet
 * answers or the modal closes, and a decline or a close rejects with EIP-1193 code 4001. What
 * a relay and a phone would do comes from the test instead: `approve()`, `decline()`,
 * `relayUnreachable()` and `propose()` (a new pairing, as at expiry).
 *
 * Its adapter is core's toychain adapter that lists the shared connector (as the EVM adapter
 * does with `context.sharedConnectors`) and connects through the connector's provider.
 */
import { act } from 'react';
import {
  PAIRING_VALIDITY_MS,
  RelayUnreachableError,
  WALLET_CONNECT_CONNECTOR_ID,
  type AdapterPlugin,
  type Connector,
  type PairingState,
  type Portico,
  type PorticoOptions,
  type SharedConnectorContext,
  type SharedConnectorPlugin,
} from '@portico/core';
import { createTestPortico, whenDiscovered } from '../../../../core/src/__fixtures__/instance';
import { createToyChain, type ToyWallet } from '../../../../core/src/__fixtures__/toyChain';
import { wcUri } from './pairingDriver';

/** What the stand-in connector's `provider` offers its adapter (CAIP-10 accounts). */
interface ScriptedSession {
  connect(): Promise<readonly string[]>;
  restore(): Promise<readonly string[]>;
  disconnect(): Promise<void>;
}

interface Attempt {
  readonly promise: Promise<readonly string[]>;
  resolve(accounts: readonly string[]): void;
  reject(error: Error): void;
}

export interface ScriptedWalletConnectOptions {
  /** Write a pairing as soon as connect is called (default); false: only on `propose()`. */
  readonly proposeOnConnect?: boolean;
}

export interface ScriptedWalletConnect {
  /** For `options.connectors`. */
  readonly plugin: SharedConnectorPlugin;
  /** For `options.adapters`: toychain, driving the shared connector. */
  readonly adapter: AdapterPlugin;
  /** The wallet that approves (its address has a toychain balance). */
  readonly wallet: ToyWallet;
  /** How many times an adapter asked the connector to connect (shared calls included). */
  readonly connectCalls: number;
  /** The pairing URIs proposed so far, oldest first. */
  readonly proposals: readonly string[];
  /** A connect attempt waits for the wallet. */
  readonly pending: boolean;
  /** A new pairing for the pending attempt (the first one, or one replacing it). */
  propose(): Promise<PairingState>;
  /** The wallet approves the pending attempt with its account. */
  approve(): Promise<void>;
  /** The wallet declines the pending attempt (EIP-1193 code 4001). */
  decline(): Promise<void>;
  /**
   * The relay refused the socket, or did not answer within the connect time-out: the pending
   * attempt rejects with RelayUnreachableError, as the real connector's does.
   */
  relayUnreachable(): Promise<void>;
}

/** What the real connector rejects with when the user declines or closes the modal. */
function userRejected(): Error {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 });
}

export function createScriptedWalletConnect(
  options: ScriptedWalletConnectOptions = {},
): ScriptedWalletConnect {
  const proposeOnConnect = options.proposeOnConnect ?? true;
  const toy = createToyChain();
  const proposals: string[] = [];
  let connectCalls = 0;
  let attempt: Attempt | undefined;
  let approved = false;
  let live: SharedConnectorContext | undefined;

  const writePairing = (pairing: PairingState | undefined) =>
    live?.showPairing(live.namespaces, pairing);
  const propose = (): PairingState => {
    const pairing = { uri: wcUri(), expiresAt: Date.now() + PAIRING_VALIDITY_MS };
    proposals.push(pairing.uri);
    writePairing(pairing);
    return pairing;
  };
  const settle = (outcome: { accounts: readonly string[] } | { error: Error }) => {
    const current = attempt;
    if (!current) throw new Error('no connect attempt is pending');
    attempt = undefined;
    writePairing(undefined);
    if ('error' in outcome) current.reject(outcome.error);
    else current.resolve(outcome.accounts);
  };

  const accounts = () => [`toychain:toy-1:${toy.wallet.address}`];
  const session: ScriptedSession = {
    connect() {
      connectCalls += 1;
      if (attempt) return attempt.promise;
      let resolve!: Attempt['resolve'];
      let reject!: Attempt['reject'];
      const promise = new Promise<readonly string[]>((ok, fail) => {
        resolve = ok;
        reject = fail;
      });
      attempt = { promise, resolve, reject };
      if (proposeOnConnect) propose();
      return promise;
    },
    restore: async () => (approved ? accounts() : []),
    disconnect: async () => {
      approved = false;
    },
  };

  const plugin: SharedConnectorPlugin = {
    id: WALLET_CONNECT_CONNECTOR_ID,
    create(context) {
      live = context;
      const connectors = new Map(
        context.namespaces.map((namespace) => [
          namespace,
          Object.freeze<Connector<ScriptedSession>>({
            id: WALLET_CONNECT_CONNECTOR_ID,
            name: 'WalletConnect',
            type: 'WALLET_CONNECT',
            chain: namespace,
            provider: session,
          }),
        ]),
      );
      return {
        connectorFor: (namespace) => connectors.get(namespace),
        // Closing the modal cancels the pairing, as the real connector does.
        abandon() {
          if (attempt) settle({ error: userRejected() });
        },
      };
    },
  };

  const sessionOf = (connector: Connector) => connector.provider as ScriptedSession;
  const addressOf = (account: string) => account.split(':')[2]!;
  const adapter: AdapterPlugin = {
    ...toy.plugin,
    create(context) {
      const base = toy.plugin.create(context);
      return {
        ...base,
        watchConnectors() {
          const timer = setTimeout(
            () => context.emit({ type: 'connectors', connectors: [...context.sharedConnectors] }),
            1,
          );
          return () => clearTimeout(timer);
        },
        async connect({ connector, network }) {
          const [account] = await sessionOf(connector).connect();
          return { address: addressOf(account!), chainId: String(network.id) };
        },
        async reconnect({ connector, network }) {
          const [account] = await sessionOf(connector).restore();
          return account ? { address: addressOf(account), chainId: String(network.id) } : undefined;
        },
        disconnect: ({ connector }) => sessionOf(connector).disconnect(),
      };
    },
  };

  return {
    plugin,
    adapter,
    wallet: toy.wallet,
    get connectCalls() {
      return connectCalls;
    },
    proposals,
    get pending() {
      return attempt !== undefined;
    },
    async propose() {
      if (!attempt) throw new Error('no connect attempt is pending');
      let pairing: PairingState | undefined;
      await act(async () => {
        pairing = propose();
      });
      return pairing!;
    },
    async approve() {
      await act(async () => {
        approved = true;
        settle({ accounts: accounts() });
      });
    },
    async decline() {
      await act(async () => settle({ error: userRejected() }));
    },
    async relayUnreachable() {
      await act(async () => settle({ error: new RelayUnreachableError() }));
    },
  };
}

/** A toychain instance whose only connector is `scripted` (a new stand-in by default). */
export async function scriptedInstance(
  options: Partial<PorticoOptions> = {},
  scripted = createScriptedWalletConnect(),
): Promise<{ portico: Portico; scripted: ScriptedWalletConnect }> {
  const portico = createTestPortico({
    adapters: [scripted.adapter],
    connectors: [scripted.plugin],
    ...options,
  });
  await whenDiscovered(portico, WALLET_CONNECT_CONNECTOR_ID);
  return { portico, scripted };
}
