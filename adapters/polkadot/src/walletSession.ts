/**
 * The Polkadot adapter's wallet side, one per adapter instance: the wallet wrappers (injected
 * extensions; WalletConnect's polkadot namespace), the re-encoding of the wallets' addresses in
 * the network's SS58 prefix, the error mapping and the sign / send orchestration. It is the
 * adapter's wallet chunk: polkadotAdapter.ts loads it with `import()` on the first connect,
 * reconnect, network switch, signature, send or fee estimate (never to list wallets). The chain
 * (balances, fees, the existential-deposit rule, transfers) is the chain chunk, shared with the
 * adapter (one connection per network per instance); addresses are the address chunk's. One file
 * at about 300 lines, as Bitcoin's: the per-instance state (wallets, accounts, networks) and the
 * steps that read and write it belong together.
 */
import {
  ChainNotSupportedError,
  isSessionConnector,
  lazy,
  TokenSendNotSupportedError,
  WalletRequestError,
  type Adapter,
  type AdapterContext,
  type Connection,
  type Connector,
  type LazyChunk,
  type Network,
  type SendTransactionParams,
  type Unsubscribe,
} from '@portico/core';
import { KNOWN_SS58_PREFIXES } from './address/knownPrefixes';
import type { PolkadotChainModule, PolkadotTransfer } from './chain/polkadotChain';
import { isInjectedExtensionConnector } from './discovery';
import { toSendError, toWalletError } from './errorMapping';
import { NotAPolkadotWalletError, PolkadotSendDataError } from './errors';
import type { PolkadotAdapterOptions } from './options';
import { createInjectedWallet } from './wallets/injectedWallet';
import { createWalletConnectWallet } from './wallets/walletConnectWallet';
import type {
  PolkadotAccount,
  PolkadotPayloadSigner,
  PolkadotWallet,
} from './wallets/polkadotWallet';

/** What the adapter's methods of the same names do once the wallet chunk is loaded. */
export type WalletSession = Pick<
  Required<Adapter>,
  | 'connect'
  | 'reconnect'
  | 'disconnect'
  | 'switchNetwork'
  | 'signMessage'
  | 'sendTransaction'
  | 'estimateGas'
  | 'estimateFee'
> & {
  /** Stops listening to the wallets and forgets their accounts. */
  destroy(): void;
};

/**
 * The amount a fee preview prices when none is typed yet (0, or Max): the largest u128, whose
 * compact encoding is the longest, so the fee is an upper bound (the length fee grows with the
 * amount's encoding; the weight does not depend on it).
 */
const PREVIEW_AMOUNT = 2n ** 128n - 1n;
const DEFAULT_APP_NAME = 'Portico';

/** An account as the app shows it (in the network's prefix) and as the wallet lists it. */
interface ShownAccount {
  readonly address: string;
  readonly walletAddress: string;
  readonly name?: string;
}

/** The app's name for `enable(appName)`: the option, else the page's host name. */
function appNameOf(options: PolkadotAdapterOptions): string {
  if (options.appName?.trim()) return options.appName.trim();
  const host = (options.window as { location?: { hostname?: unknown } } | undefined)?.location
    ?.hostname;
  return typeof host === 'string' && host !== '' ? host : DEFAULT_APP_NAME;
}

export function createWalletSession(
  options: PolkadotAdapterOptions,
  context: AdapterContext,
  loadChain: LazyChunk<PolkadotChainModule>,
): WalletSession {
  const loadSs58 = lazy(() => import('./address/ss58'));
  const appName = appNameOf(options);

  /** One PolkadotWallet per provider object (an extension injected again is a new object). */
  const wallets = new WeakMap<object, PolkadotWallet>();
  const walletWatchers = new Map<string, Unsubscribe>();
  const accountsOf = new Map<string, readonly ShownAccount[]>();
  const networkOf = new Map<string, Network>();

  const walletOf = (connector: Connector): PolkadotWallet => {
    const { provider } = connector;
    const known = typeof provider === 'object' && provider ? wallets.get(provider) : undefined;
    if (known) return known;
    let wallet: PolkadotWallet;
    if (isSessionConnector(connector)) wallet = createWalletConnectWallet(connector.provider);
    else if (isInjectedExtensionConnector(connector)) {
      wallet = createInjectedWallet(connector.provider!, { appName });
    } else throw new NotAPolkadotWalletError(connector.id);
    wallets.set(provider as object, wallet);
    return wallet;
  };

  const prefixOf = async (network: Network): Promise<number> =>
    options.ss58Prefixes?.[network.caipNetworkId] ??
    KNOWN_SS58_PREFIXES[network.caipNetworkId] ??
    (await loadChain()).ss58Prefix(network);

  /** The wallet's accounts in `network`'s prefix; entries that are not SS58 accounts are left out. */
  const shownAccounts = async (
    accounts: readonly PolkadotAccount[],
    network: Network,
  ): Promise<readonly ShownAccount[]> => {
    const [{ toPrefix }, prefix] = await Promise.all([loadSs58(), prefixOf(network)]);
    const seen = new Set<string>();
    return accounts.flatMap((account): ShownAccount[] => {
      const address = toPrefix(account.address, prefix);
      if (address === undefined || seen.has(address)) return [];
      seen.add(address);
      return [
        {
          address,
          walletAddress: account.address,
          ...(account.name !== undefined && { name: account.name }),
        },
      ];
    });
  };

  /** Tells core about the wallet's account changes while the app holds it, in their order. */
  const listen = (connector: Connector, wallet: PolkadotWallet) => {
    walletWatchers.get(connector.id)?.();
    let queue = Promise.resolve();
    let stopped = false;
    const stopWallet = wallet.onAccountsChanged((accounts) => {
      queue = queue.then(async () => {
        const network = networkOf.get(connector.id);
        if (stopped || !network) return;
        const shown = await shownAccounts(accounts, network).catch(() => undefined);
        if (stopped || shown === undefined) return;
        const before = accountsOf.get(connector.id);
        if (shown.length === 0) {
          accountsOf.delete(connector.id);
          context.emit({ type: 'disconnect', connectorId: connector.id });
          return;
        }
        accountsOf.set(connector.id, shown);
        const addresses = shown.map((account) => account.address);
        if (before?.map((account) => account.address).join() === addresses.join()) return;
        context.emit({ type: 'accountsChanged', connectorId: connector.id, accounts: addresses });
      });
    });
    walletWatchers.set(connector.id, () => {
      stopped = true;
      stopWallet();
    });
  };

  const established = async (
    connector: Connector,
    wallet: PolkadotWallet,
    network: Network,
    accounts: readonly PolkadotAccount[],
    preferredAddress?: string,
  ): Promise<Connection> => {
    const shown = [...(await shownAccounts(accounts, network))];
    const preferred = shown.findIndex((account) => account.address === preferredAddress);
    if (preferred > 0) shown.unshift(...shown.splice(preferred, 1));
    const [first] = shown;
    if (!first) throw new WalletRequestError('connect');
    accountsOf.set(connector.id, shown);
    networkOf.set(connector.id, network);
    listen(connector, wallet);
    return {
      address: first.address,
      chainId: String(network.id),
      accountType: 'eoa',
      accounts: shown.map((account) => ({
        address: account.address,
        type: 'eoa' as const,
        ...(account.name !== undefined && { name: account.name }),
      })),
    };
  };

  /** The address the wallet lists `address` under (the same key in the wallet's prefix). */
  const walletAddressOf = (connectorId: string, address: string) =>
    accountsOf.get(connectorId)?.find((account) => account.address === address)?.walletAddress ??
    address;

  /** The wallet's signer, asked with the account as the wallet lists it. */
  const signerOf = (connector: Connector, network: Network): PolkadotPayloadSigner => {
    const signer = walletOf(connector).signer(network);
    return {
      signPayload: (payload) =>
        signer.signPayload({ ...payload, address: walletAddressOf(connector.id, payload.address) }),
    };
  };

  const transferOf = (
    params: Pick<SendTransactionParams, 'network' | 'from' | 'to'>,
    amount: bigint,
  ): PolkadotTransfer => ({ network: params.network, from: params.from, to: params.to, amount });

  return {
    async connect({ connector, network }) {
      try {
        const wallet = walletOf(connector);
        return await established(connector, wallet, network, await wallet.connect(network));
      } catch (error) {
        throw toWalletError(error, 'connect');
      }
    },

    async reconnect({ connector, network, preferredAddress }) {
      try {
        const wallet = walletOf(connector);
        const accounts = await wallet.reconnect(network);
        if (accounts.length === 0) return undefined;
        return await established(connector, wallet, network, accounts, preferredAddress);
      } catch {
        return undefined;
      }
    },

    async disconnect({ connector }) {
      walletWatchers.get(connector.id)?.();
      walletWatchers.delete(connector.id);
      accountsOf.delete(connector.id);
      networkOf.delete(connector.id);
      const provider = connector.provider;
      if (typeof provider === 'object' && provider) await wallets.get(provider)?.disconnect();
    },

    /**
     * Polkadot wallets have no current network: the app names the chain in each payload. A
     * switch reads the wallet's accounts for the new network (without a prompt: the site is
     * authorised), since an account may be restricted to one chain and the addresses change
     * prefix; a wallet that gives none there refuses the switch ('Chain is not supported').
     */
    async switchNetwork({ connector, network }) {
      if (!networkOf.has(connector.id)) return;
      try {
        const wallet = walletOf(connector);
        const shown = await shownAccounts(await wallet.reconnect(network), network);
        if (shown.length === 0) throw new ChainNotSupportedError(String(network.id));
        const before = accountsOf.get(connector.id)?.map((account) => account.address);
        accountsOf.set(connector.id, shown);
        networkOf.set(connector.id, network);
        const addresses = shown.map((account) => account.address);
        if (before?.join() !== addresses.join()) {
          context.emit({ type: 'accountsChanged', connectorId: connector.id, accounts: addresses });
        }
      } catch (error) {
        throw toWalletError(error, 'switchNetwork');
      }
    },

    async signMessage({ connector, address, message }) {
      try {
        return await walletOf(connector).signRaw({
          address: walletAddressOf(connector.id, address),
          message,
        });
      } catch (error) {
        throw toWalletError(error, 'signMessage');
      }
    },

    /**
     * A native transfer (balances.transferKeepAlive) from the account: the chain chunk checks
     * the existential-deposit rule before the wallet is asked, builds the payload, has the
     * wallet sign it, submits it and waits for its block; the extrinsic's hash.
     */
    async sendTransaction(params) {
      try {
        if (params.data !== undefined && params.data !== '' && params.data !== '0x') {
          throw new PolkadotSendDataError();
        }
        const chain = await loadChain();
        const transfer = transferOf(params, params.value);
        await chain.checkTransfer(transfer);
        return await chain.transfer(transfer, signerOf(params.connector, params.network));
      } catch (error) {
        throw toSendError(error);
      }
    },

    /** Polkadot has no gas: the transfer's fee in plancks, as estimateFee. */
    async estimateGas(params) {
      const chain = await loadChain();
      return chain.estimateFee(
        transferOf(params, params.value > 0n ? params.value : PREVIEW_AMOUNT),
      );
    },

    /**
     * The plancks the sender pays besides the amount (paymentInfo's partialFee of the
     * transferKeepAlive). An amount of 0 (a preview, or Max) is priced as PREVIEW_AMOUNT.
     * Only native sends: a token send is refused.
     */
    async estimateFee(params) {
      if ('token' in params) throw new TokenSendNotSupportedError(params.network.chainNamespace);
      const chain = await loadChain();
      return chain.estimateFee(
        transferOf(params, params.value > 0n ? params.value : PREVIEW_AMOUNT),
      );
    },

    destroy() {
      for (const stop of walletWatchers.values()) stop();
      walletWatchers.clear();
      accountsOf.clear();
      networkOf.clear();
    },
  };
}
