/**
 * Test fixture: "toychain", a chain family that exists only in core's tests, with a wallet
 * that holds a real ed25519 key (node:crypto). Its ledger is in memory because toychain has no
 * node anywhere; it stands in for a chain, not for any part of Portico. Core's tests use it to
 * prove that nothing in core assumes EVM, and to drive wallet-side events.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { formatUnits, parseUnits } from '../amounts/units';
import { UserRejectedError } from '../errors';
import type { AccountTypePolicy } from '../contracts/accountTypes';
import type {
  Adapter,
  AdapterContext,
  AdapterPlugin,
  ChainTransactionStatus,
  Connection,
} from '../contracts/adapter';
import type { Connector, ConnectorType } from '../contracts/connector';
import { defineNetwork } from '../networks/network';

export const toyNetworks = [
  defineNetwork({
    id: 'toy-1',
    chainNamespace: 'toychain',
    name: 'Toychain',
    nativeCurrency: { name: 'Toy', symbol: 'TOY', decimals: 6 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9/toy-1'] } },
  }),
  defineNetwork({
    id: 'toy-2',
    chainNamespace: 'toychain',
    name: 'Toychain Testnet',
    nativeCurrency: { name: 'Toy', symbol: 'TOY', decimals: 6 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9/toy-2'] } },
    testnet: true,
  }),
] as const;

/** A network of a second toy namespace, for tests with two namespaces. */
export const otherNetwork = defineNetwork({
  id: 'other-1',
  chainNamespace: 'othchain',
  name: 'Otherchain',
  nativeCurrency: { name: 'Other', symbol: 'OTH', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/other'] } },
});

export interface ToyWallet {
  readonly publicKey: KeyObject;
  readonly privateKey: KeyObject;
  readonly address: string;
  approved: boolean;
  chainId: string;
  /** The namespace the wallet was connected in (its session may serve others too). */
  chainNamespace?: string;
  /** The next connect fails with this error. */
  failNextConnect?: Error;
  /** The next disconnect fails with this error. */
  failNextDisconnect?: Error;
  /** The wallet stays on this chain whatever network connect asks for. */
  stuckOnChainId?: string;
  /** Connect reports this account type. */
  reportAccountType?: Connection['accountType'];
  /** Approvals the wallet asked its user for (connect, switch, sign, send). */
  prompts: number;
  /** Prompts still to be refused, the way toychain wallets refuse: an error with code 4001. */
  refusals: number;
  /** Wallet-side events: the user changed account or chain, or disconnected the site. */
  on(listener: (event: ToyWalletEvent) => void): () => void;
  emit(event: ToyWalletEvent): void;
}

export type ToyWalletEvent =
  | { readonly type: 'accounts'; readonly accounts: readonly string[] }
  | { readonly type: 'chain'; readonly chainId: string }
  | { readonly type: 'disconnect' };

/** A toychain wallet's refusal (EIP-1193's code, as the toy's wallets use it). */
export class ToyWalletRefusal extends Error {
  readonly code = 4001;
  constructor() {
    super('User rejected the request.');
  }
}

/** The wallet asks its user; throws a ToyWalletRefusal when the user says no. */
function prompt(wallet: ToyWallet) {
  wallet.prompts += 1;
  if (wallet.refusals > 0) {
    wallet.refusals -= 1;
    throw new ToyWalletRefusal();
  }
}

/** The adapter's one error mapping: a wallet's refusal is core's UserRejectedError. */
function walletError(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code === 4001 ? new UserRejectedError(error) : error;
}

async function asWallet<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw walletError(error);
  }
}

export function createToyWallet(): ToyWallet {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  const listeners = new Set<(event: ToyWalletEvent) => void>();
  return {
    publicKey,
    privateKey,
    address: `toy${raw.toString('hex')}`,
    approved: false,
    chainId: 'toy-1',
    prompts: 0,
    refusals: 0,
    on(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
  };
}

export interface ToyChainOptions {
  readonly namespace?: string;
  readonly accountTypes?: AccountTypePolicy;
  readonly connectorType?: ConnectorType;
  readonly connectorId?: string;
  readonly ledger?: Map<string, bigint>;
  /**
   * The adapter offers getTransactionStatus: a transaction the ledger took is 'pending' until
   * the test settles it in `statuses`; one the ledger never took is 'dropped'.
   */
  readonly transactionStatus?: boolean;
}

/** The adapter plugin plus handles the tests use to act as the wallet. */
export interface ToyChain {
  readonly plugin: AdapterPlugin;
  readonly wallet: ToyWallet;
  readonly ledger: Map<string, bigint>;
  /** Ids of the transactions the ledger took. */
  readonly transactions: Set<string>;
  /** What getTransactionStatus answers per id (option `transactionStatus`), set by the test. */
  readonly statuses: Map<string, ChainTransactionStatus>;
  /** The ids getTransactionStatus was asked about, in order (every adapter of the plugin). */
  readonly statusReads: string[];
  /** A new wallet appears on the page (adapters watching connectors list it); its connector. */
  announceWallet(name: string): Connector<ToyWallet>;
  /** The contexts of every adapter created from the plugin (one per Portico instance). */
  readonly contexts: AdapterContext[];
  /** Emit a wallet-side event to the last created adapter. */
  emit: AdapterContext['emit'];
}

export function createToyChain(options: ToyChainOptions = {}): ToyChain {
  const namespace = options.namespace ?? 'toychain';
  const wallet = createToyWallet();
  const ledger = options.ledger ?? new Map([[wallet.address, 5_000_000n]]);
  const transactions = new Set<string>();
  const statuses = new Map<string, ChainTransactionStatus>();
  const statusReads: string[] = [];
  const contexts: AdapterContext[] = [];
  const connector: Connector<ToyWallet> = {
    id: options.connectorId ?? 'toy-wallet',
    name: 'Toy Wallet',
    type: options.connectorType ?? 'EXTERNAL',
    chain: namespace,
    info: { rdns: 'dev.portico.toy' },
    provider: wallet,
  };
  // The page: wallets announced so far, and the adapters watching for more.
  const page: Connector<ToyWallet>[] = [connector];
  const watchers = new Set<() => void>();
  const walletOf = (candidate: Connector) => candidate.provider as ToyWallet;

  const create = (context: AdapterContext): Adapter => {
    contexts.push(context);
    const listening = new Map<string, () => void>();
    /** Forwards the wallet's own events to core while the app holds it. */
    const listen = (chosen: Connector) => {
      listening.get(chosen.id)?.();
      const toy = walletOf(chosen);
      if (typeof toy.on !== 'function') return; // a stand-in provider with no events
      const stop = toy.on((event) => {
        if (event.type === 'chain') {
          context.emit({ type: 'chainChanged', connectorId: chosen.id, chainId: event.chainId });
        } else if (event.type === 'accounts' && event.accounts.length > 0) {
          context.emit({
            type: 'accountsChanged',
            connectorId: chosen.id,
            accounts: event.accounts,
          });
        } else {
          context.emit({ type: 'disconnect', connectorId: chosen.id });
        }
      });
      listening.set(chosen.id, stop);
    };
    return {
      namespace,
      watchConnectors() {
        // Shared connectors (a stand-in WalletConnect in core's tests) are listed after its own.
        const announce = () =>
          context.emit({ type: 'connectors', connectors: [...page, ...context.sharedConnectors] });
        const timer = setTimeout(announce, 1);
        watchers.add(announce);
        return () => {
          clearTimeout(timer);
          watchers.delete(announce);
        };
      },
      async connect({ connector: chosen, network }) {
        const toy = walletOf(chosen);
        if (toy.failNextConnect) {
          const error = toy.failNextConnect;
          toy.failNextConnect = undefined;
          throw error;
        }
        await asWallet(() => prompt(toy));
        listen(chosen);
        toy.approved = true;
        toy.chainNamespace = chosen.chain;
        toy.chainId = toy.stuckOnChainId ?? String(network.id);
        return { address: toy.address, chainId: toy.chainId, accountType: toy.reportAccountType };
      },
      async reconnect({ connector: chosen, network }) {
        const toy = walletOf(chosen);
        if (!toy.approved) return undefined;
        listen(chosen);
        // One session in several namespaces: each namespace is on its own network.
        if (chosen.chain !== toy.chainNamespace)
          return { address: toy.address, chainId: network.id };
        return { address: toy.address, chainId: toy.chainId };
      },
      async disconnect({ connector: chosen }) {
        const toy = walletOf(chosen);
        if (toy.failNextDisconnect) {
          const error = toy.failNextDisconnect;
          toy.failNextDisconnect = undefined;
          throw error;
        }
        listening.get(chosen.id)?.();
        listening.delete(chosen.id);
        toy.approved = false;
      },
      async switchNetwork({ connector: chosen, network }) {
        const toy = walletOf(chosen);
        await asWallet(() => prompt(toy));
        toy.chainId = String(network.id);
      },
      async getBalance({ address, network }) {
        return {
          value: ledger.get(address) ?? 0n,
          decimals: network.nativeCurrency.decimals,
          symbol: network.nativeCurrency.symbol,
        };
      },
      async signMessage({ connector: chosen, message }) {
        const toy = walletOf(chosen);
        await asWallet(() => prompt(toy));
        return sign(null, Buffer.from(message), toy.privateKey).toString('base64');
      },
      async sendTransaction({ connector: chosen, from, to, value }) {
        const balance = ledger.get(from) ?? 0n;
        if (balance < value) throw new Error('insufficient funds');
        await asWallet(() => prompt(walletOf(chosen)));
        ledger.set(from, balance - value);
        ledger.set(to, (ledger.get(to) ?? 0n) + value);
        const id = `toytx-${transactions.size + 1}-${value}`;
        transactions.add(id);
        return id;
      },
      estimateGas: async () => 1_000n,
      ...(options.transactionStatus && {
        async getTransactionStatus({ hash }: { hash: string }) {
          statusReads.push(hash);
          return statuses.get(hash) ?? (transactions.has(hash) ? 'pending' : 'dropped');
        },
      }),
      parseUnits,
      formatUnits,
      destroy() {
        for (const stop of listening.values()) stop();
        listening.clear();
      },
    };
  };

  return {
    plugin: {
      namespace,
      accountTypes: options.accountTypes ?? { default: 'eoa', accepted: ['eoa'] },
      create,
    },
    wallet,
    ledger,
    transactions,
    statuses,
    statusReads,
    announceWallet(name) {
      const announced: Connector<ToyWallet> = {
        id: `toy-wallet-${page.length + 1}`,
        name,
        type: 'ANNOUNCED',
        chain: namespace,
        provider: createToyWallet(),
      };
      page.push(announced);
      for (const announce of [...watchers]) announce();
      return announced;
    },
    contexts,
    emit: (event) => contexts[contexts.length - 1]?.emit(event),
  };
}
