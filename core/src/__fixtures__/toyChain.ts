/**
 * Test fixture: "toychain", a chain family that exists only in core's tests, with a wallet
 * that holds a real ed25519 key (node:crypto). Its ledger is in memory because toychain has no
 * node anywhere; it stands in for a chain, not for any part of Portico. Core's tests use it to
 * prove that nothing in core assumes EVM, and to drive wallet-side events.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { formatUnits, parseUnits } from '../amounts/units';
import type { AccountTypePolicy } from '../contracts/accountTypes';
import type { Adapter, AdapterContext, AdapterPlugin, Connection } from '../contracts/adapter';
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
}

export function createToyWallet(): ToyWallet {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  return {
    publicKey,
    privateKey,
    address: `toy${raw.toString('hex')}`,
    approved: false,
    chainId: 'toy-1',
  };
}

export interface ToyChainOptions {
  readonly namespace?: string;
  readonly accountTypes?: AccountTypePolicy;
  readonly connectorType?: ConnectorType;
  readonly connectorId?: string;
  readonly ledger?: Map<string, bigint>;
}

/** The adapter plugin plus handles the tests use to act as the wallet. */
export interface ToyChain {
  readonly plugin: AdapterPlugin;
  readonly wallet: ToyWallet;
  readonly ledger: Map<string, bigint>;
  /** The contexts of every adapter created from the plugin (one per Portico instance). */
  readonly contexts: AdapterContext[];
  /** Emit a wallet-side event to the last created adapter. */
  emit: AdapterContext['emit'];
}

export function createToyChain(options: ToyChainOptions = {}): ToyChain {
  const namespace = options.namespace ?? 'toychain';
  const wallet = createToyWallet();
  const ledger = options.ledger ?? new Map([[wallet.address, 5_000_000n]]);
  const contexts: AdapterContext[] = [];
  const connector: Connector<ToyWallet> = {
    id: options.connectorId ?? 'toy-wallet',
    name: 'Toy Wallet',
    type: options.connectorType ?? 'EXTERNAL',
    chain: namespace,
    info: { rdns: 'dev.portico.toy' },
    provider: wallet,
  };
  const walletOf = (candidate: Connector) => candidate.provider as ToyWallet;

  const create = (context: AdapterContext): Adapter => {
    contexts.push(context);
    return {
      namespace,
      watchConnectors() {
        // Shared connectors (a stand-in WalletConnect in core's tests) are listed after its own.
        const connectors = [connector, ...context.sharedConnectors];
        const timer = setTimeout(() => context.emit({ type: 'connectors', connectors }), 1);
        return () => clearTimeout(timer);
      },
      async connect({ connector: chosen, network }) {
        const toy = walletOf(chosen);
        if (toy.failNextConnect) {
          const error = toy.failNextConnect;
          toy.failNextConnect = undefined;
          throw error;
        }
        toy.approved = true;
        toy.chainNamespace = chosen.chain;
        toy.chainId = toy.stuckOnChainId ?? String(network.id);
        return { address: toy.address, chainId: toy.chainId, accountType: toy.reportAccountType };
      },
      async reconnect({ connector: chosen, network }) {
        const toy = walletOf(chosen);
        if (!toy.approved) return undefined;
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
        toy.approved = false;
      },
      async switchNetwork({ connector: chosen, network }) {
        walletOf(chosen).chainId = String(network.id);
      },
      async getBalance({ address, network }) {
        return {
          value: ledger.get(address) ?? 0n,
          decimals: network.nativeCurrency.decimals,
          symbol: network.nativeCurrency.symbol,
        };
      },
      async signMessage({ connector: chosen, message }) {
        return sign(null, Buffer.from(message), walletOf(chosen).privateKey).toString('base64');
      },
      async sendTransaction({ from, to, value }) {
        const balance = ledger.get(from) ?? 0n;
        if (balance < value) throw new Error('insufficient funds');
        ledger.set(from, balance - value);
        ledger.set(to, (ledger.get(to) ?? 0n) + value);
        return `toytx-${ledger.size}-${value}`;
      },
      estimateGas: async () => 1_000n,
      parseUnits,
      formatUnits,
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
    contexts,
    emit: (event) => contexts[contexts.length - 1]?.emit(event),
  };
}
