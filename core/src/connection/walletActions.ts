/**
 * Asking the connected wallet to sign or send, for the app: the namespace's connected account,
 * its connector and network are looked up here, so an app never handles a provider. A request
 * the visitor declines shows the spec's 'Signature declined' toast (feedback/declined.ts) and
 * still rejects. A sent transaction is handed to the transaction tracker before its hash is
 * returned (transactions/liveTracker.ts: stored, announced, watched on chain).
 */
import { findNetwork } from '../networks/findNetwork';
import type { Toasts } from '../feedback/toasts';
import { toastIfDeclined } from '../feedback/declined';
import {
  ConnectorNotConnectedError,
  NetworkNotFoundError,
  NoActiveCaipAddressError,
  TokenSendNotSupportedError,
} from '../errors/errors';
import type { SignedMessage } from '../contracts/adapter';
import type { Connector } from '../contracts/connector';
import type { Network } from '../networks/network';
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import type { LiveTracker, SentTransaction } from '../transactions/transactionTracker';
import type { ChainNamespace } from '../validators/caip';
import type { ConnectionController } from './connection';
import type { ConnectorRegistry } from './connectorRegistry';

export interface SignMessageParams {
  readonly message: string;
  /** Default: the active namespace. */
  readonly namespace?: ChainNamespace;
}

export interface SendTransactionRequest {
  readonly to: string;
  /** In the network's smallest unit (wei, lamports, ...). */
  readonly value: bigint;
  readonly data?: string;
  /**
   * The gas limit, on namespaces that have one (eip155); the wallet estimates it when absent.
   * Give it when the limit is known better than a fresh estimate (a swap built by the server).
   */
  readonly gas?: bigint;
  /** Default: the active namespace. */
  readonly namespace?: ChainNamespace;
}

export interface SendTokenRequest {
  readonly to: string;
  /** The token's contract or mint address, its decimals and symbol. */
  readonly token: { readonly address: string; readonly decimals: number; readonly symbol: string };
  /** In the token's base units (`adapter.parseUnits(text, token.decimals)`). */
  readonly amount: bigint;
  /** Default: the active namespace. */
  readonly namespace?: ChainNamespace;
}

export interface WalletActions {
  /** The signature, as the namespace's chain encodes it. */
  signMessage(params: SignMessageParams): Promise<string>;
  /** The signature and the scheme the wallet used, where its namespace has several. */
  signMessageWithScheme(params: SignMessageParams): Promise<SignedMessage>;
  /** The transaction hash or id, on the namespace's active network. */
  sendTransaction(params: SendTransactionRequest): Promise<string>;
  /** A token transfer, where the namespace's adapter can send tokens ('Token sends are not supported' otherwise). */
  sendToken(params: SendTokenRequest): Promise<string>;
}

export interface WalletActionsInput {
  readonly store: Store<PorticoState>;
  readonly connection: ConnectionController;
  readonly connectors: ConnectorRegistry;
  readonly networks: readonly Network[];
  readonly toasts: Toasts;
  /** After a transaction was sent from `namespace` (to read its balance again). */
  readonly afterSend?: (namespace: ChainNamespace) => void;
  /** The transaction tracker, loaded on the first send (while the wallet asks its user). */
  readonly tracker?: () => Promise<Pick<LiveTracker, 'record'>>;
}

/** What was sent, for the tracker's summary: base units, decimals, symbol. */
type SentAmount = Pick<SentTransaction, 'to' | 'value' | 'decimals' | 'symbol'>;

export function createWalletActions(input: WalletActionsInput): WalletActions {
  const { store, connection } = input;

  /** The namespace's connected account and what reaches its wallet. */
  const connected = (requested?: ChainNamespace) => {
    const state = store.getState();
    const namespace = requested ?? state.activeNamespace;
    const chain = namespace ? state.chains[namespace] : undefined;
    const account = chain?.account;
    if (!namespace || !chain || account?.status !== 'connected' || !account.address) {
      throw new NoActiveCaipAddressError();
    }
    const connector = account.connectorId
      ? input.connectors.get(namespace, account.connectorId)
      : undefined;
    if (!connector) throw new ConnectorNotConnectedError();
    const { adapter } = connection.adapterOf(namespace);
    return {
      namespace,
      chain,
      address: account.address,
      accountType: account.accountType,
      connector,
      adapter,
    };
  };

  const declinedToast = (error: unknown) => {
    toastIfDeclined(input.toasts, error);
    return error;
  };

  const networkOf = (target: ReturnType<typeof connected>) => {
    const network = findNetwork(input.networks, target.chain.caipNetworkId);
    if (!network) throw new NetworkNotFoundError(target.chain.caipNetworkId ?? target.namespace);
    return network;
  };

  /**
   * Runs a send from the namespace's connected account; hands the transaction to the tracker
   * and reads the balance again after.
   */
  const send = async (
    namespace: ChainNamespace | undefined,
    sent: (network: Network) => SentAmount,
    run: (
      target: ReturnType<typeof connected> & {
        readonly request: { connector: Connector; network: Network; from: string };
      },
    ) => Promise<string>,
  ) => {
    const target = connected(namespace);
    const request = {
      connector: target.connector,
      network: networkOf(target),
      from: target.address,
    };
    const tracker = input.tracker?.().catch(() => undefined);
    let hash: string;
    try {
      hash = await run({ ...target, request });
    } catch (error) {
      throw declinedToast(error);
    }
    const { network, from } = request;
    try {
      (await tracker)?.record({
        namespace: target.namespace,
        network,
        from,
        hash,
        ...sent(network),
      });
    } catch {
      // Tracking is a courtesy: the transaction is sent, its hash still goes to the caller.
    }
    input.afterSend?.(target.namespace);
    return hash;
  };

  return {
    async signMessage({ message, namespace }) {
      const { adapter, connector, address, accountType } = connected(namespace);
      try {
        return await adapter.signMessage({ connector, address, message, accountType });
      } catch (error) {
        throw declinedToast(error);
      }
    },

    async signMessageWithScheme({ message, namespace }) {
      const { adapter, connector, address, accountType } = connected(namespace);
      const params = { connector, address, message, accountType };
      try {
        if (adapter.signMessageWithScheme) return await adapter.signMessageWithScheme(params);
        return { signature: await adapter.signMessage(params) };
      } catch (error) {
        throw declinedToast(error);
      }
    },

    async sendTransaction({ to, value, data, gas, namespace }) {
      const native = ({ nativeCurrency }: Network) => ({
        to,
        value,
        decimals: nativeCurrency.decimals,
        symbol: nativeCurrency.symbol,
      });
      return send(namespace, native, (target) =>
        target.adapter.sendTransaction({
          ...target.request,
          to,
          value,
          ...(data !== undefined && { data }),
          ...(gas !== undefined && { gas }),
        }),
      );
    },

    async sendToken({ to, token, amount, namespace }) {
      const { decimals, symbol } = token;
      return send(
        namespace,
        () => ({ to, value: amount, decimals, symbol }),
        (target) => {
          if (!target.adapter.sendToken) throw new TokenSendNotSupportedError(target.namespace);
          return target.adapter.sendToken({ ...target.request, to, token, amount });
        },
      );
    },
  };
}
