/**
 * What an adapter package gives core's conformance kit: the plugin under test, its networks,
 * and two probes that let the kit check effects and not only core's state. `wallet` is the
 * test wallet behind the connector (what it was asked, what it grants, events it can fire);
 * `chain` reads the chain's node directly, never through the adapter.
 */
import type { AdapterPlugin } from '../contracts/adapter';
import type { Network } from '../networks/network';

/** The test wallet behind `connectorId`, seen from the wallet's side. */
export interface ConformanceWallet {
  /**
   * How many requests so far asked the wallet's user for an approval: a connect that is not
   * silent (eth_requestAccounts, standard:connect), a switch, a signature, a send. Silent reads
   * (eth_accounts, a silent standard:connect) do not count.
   */
  prompts(): number;
  /**
   * The wallet's next prompt is refused, the way this chain's wallets refuse: an EIP-1193
   * error with code 4001, a Wallet Standard wallet's rejection, ...
   */
  refuseNext(): void;
  /**
   * The chain reference the wallet is on now (`31337`, `'toy-2'`); absent for wallets that
   * have no current chain (a Wallet Standard wallet is told the chain in each request).
   */
  chainOf?(): Promise<string | number>;
  /** Whether the wallet still grants this site its accounts (a silent connect would succeed). */
  grants(): Promise<boolean>;
  /**
   * false where the wallet's protocol gives an app no way to end its grant (Polkadot's
   * `window.injectedWeb3`: only the visitor can, in the extension): the disconnect case then
   * checks core's side only. Default true.
   */
  readonly appEndsGrant?: boolean;
  /** What the user can do in the wallet itself; the adapter must tell core about each. */
  readonly emit: {
    /** The user picks another account in the wallet; resolves to that account's address. */
    accountsChanged(): Promise<string>;
    /**
     * The user moves the wallet to `network` in the wallet itself; absent where wallets have no
     * current chain (and so no chain event).
     */
    chainChanged?(network: Network): Promise<void>;
    /** The user disconnects the site in the wallet. */
    disconnect(): Promise<void>;
  };
}

/** The chain itself, read from its node (or ledger), never through the adapter under test. */
export interface ConformanceChain {
  /** The native balance of `address` on `network`, in the smallest unit. */
  balanceOf(address: string, network: Network): Promise<bigint>;
  /** Whether the transaction with this id (hash, signature) is on `network`'s chain. */
  findTransaction(id: string, network: Network): Promise<boolean>;
}

/** What an adapter package gives the kit to run against itself. Every case gets a fresh one. */
export interface ConformanceSetup {
  readonly plugin: AdapterPlugin;
  /** Configured networks of the adapter's namespace; two or more to check switching. */
  readonly networks: readonly [Network, ...Network[]];
  /** The discovered connector the kit connects with (the wallet behind it approves). */
  readonly connectorId: string;
  /**
   * A value transfer the connected account can afford, to check estimate and send. The
   * account must hold a balance above zero on the first network.
   */
  readonly transfer: { readonly to: string; readonly value: bigint };
  /** Checks a signature the adapter returned, for the address it was asked to sign with. */
  verifySignature(params: {
    readonly address: string;
    readonly message: string;
    readonly signature: string;
  }): boolean | Promise<boolean>;
  readonly wallet: ConformanceWallet;
  readonly chain: ConformanceChain;
  /**
   * Makes a second wallet appear on the page the adapter watches, the way this chain's wallets
   * announce themselves (EIP-6963, a Wallet Standard registration); returns the display name
   * it is listed under.
   */
  announceWallet(): string | Promise<string>;
  /** How long connector discovery may take (default 2000 ms). */
  readonly discoveryTimeoutMs?: number;
  /**
   * How long the kit waits for an effect (a balance on the chain, an event reaching core)
   * before it fails (default 10000 ms). It polls: a fast chain never waits this long.
   */
  readonly effectTimeoutMs?: number;
}

export interface ConformanceCase {
  readonly name: string;
  run(setup: ConformanceSetup): Promise<void>;
}
