/**
 * The port between the Polkadot adapter and the chain: @polkadot/api over the network's
 * WebSocket RPC. The adapter's page-load code holds only this contract and
 * `loadPolkadotChain()`, whose `import()` puts @polkadot/api in a lazy chunk: an app that only
 * lists wallets never downloads it. The wallet is never reached from here: a transfer is signed
 * through the `PolkadotPayloadSigner` the adapter passes in.
 */
import type { ChainTransactionStatus, Network } from '@portico/core';
import type { PolkadotPayloadSigner } from '../wallets/polkadotWallet';

/** An account's balance on a network, in plancks, with the chain's own decimals and symbol. */
export interface PolkadotBalance {
  readonly free: bigint;
  readonly reserved: bigint;
  readonly frozen: bigint;
  /** What can leave the account: free minus what is frozen beyond the reserve. */
  readonly transferable: bigint;
  readonly decimals: number;
  readonly symbol: string;
  /** The least balance an account may hold on this chain (below it, it is reaped). */
  readonly existentialDeposit: bigint;
}

/** A native transfer (`balances.transferKeepAlive`) from the connected account. */
export interface PolkadotTransfer {
  readonly network: Network;
  readonly from: string;
  readonly to: string;
  /** Plancks, greater than 0. */
  readonly amount: bigint;
}

export interface PolkadotChainModule {
  getBalance(network: Network, address: string): Promise<PolkadotBalance>;
  /** The fee of the transfer (paymentInfo's partialFee), in plancks. */
  estimateFee(transfer: PolkadotTransfer): Promise<bigint>;
  /**
   * The existential-deposit rule, checked before a wallet is asked to sign: the sender keeps at
   * least the deposit (transferKeepAlive) and an empty receiver gets at least the deposit.
   * Throws the adapter's transfer errors (their texts say what to do).
   */
  checkTransfer(transfer: PolkadotTransfer): Promise<void>;
  /** Signs `transferKeepAlive` with `signer`, submits it and waits for its block; the hash. */
  transfer(transfer: PolkadotTransfer, signer: PolkadotPayloadSigner): Promise<string>;
  transactionStatus(
    network: Network,
    hash: string,
    sentAt: number,
    now: number,
  ): Promise<ChainTransactionStatus>;
  /** The network's SS58 address prefix (the chain's properties). */
  ss58Prefix(network: Network): Promise<number>;
  /** Disconnects every connection to a node. */
  destroy(): void;
}

export interface PolkadotChainOptions {
  /** How long one connection to a node may take before it fails (default 15 s). */
  readonly timeoutMs?: number;
}

/** Loads the @polkadot/api side of the adapter (a lazy chunk). */
export async function loadPolkadotChain(
  options: PolkadotChainOptions = {},
): Promise<PolkadotChainModule> {
  const { createPolkadotChainModule } = await import('./polkadotChainModule');
  return createPolkadotChainModule(options);
}
