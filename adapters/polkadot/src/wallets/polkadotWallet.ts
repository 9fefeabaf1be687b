/**
 * What the Polkadot adapter asks of a wallet, whatever reaches it: an injected extension that
 * follows the `window.injectedWeb3` protocol (polkadot{.js}, Talisman, SubWallet, Nova, ...;
 * injectedWallet.ts) or a WalletConnect session's polkadot namespace (walletConnectWallet.ts).
 * Addresses are SS58 text in whatever prefix the wallet uses (the adapter re-encodes them in the
 * network's prefix); amounts are plancks as bigint; signatures are 0x hex with the key type's
 * prefix byte where the wallet adds one (a MultiSignature), as the wallets return them.
 */
import type { Network, Unsubscribe } from '@portico/core';

/** The key types an extension lists; 'ethereum' accounts are not Polkadot accounts. */
export type PolkadotKeyType = 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum';

export interface PolkadotAccount {
  readonly address: string;
  /** The name the visitor gave the account in the wallet (untrusted text). */
  readonly name?: string;
  readonly type?: PolkadotKeyType;
  /** The chain the wallet restricts the account to; null or absent: any chain. */
  readonly genesisHash?: string | null;
}

/**
 * The payload a wallet signs for an extrinsic: @polkadot/types' SignerPayloadJSON (all hex
 * text), as `signer.signPayload` of the injected protocol and WalletConnect's
 * `polkadot_signTransaction` take it. Kept structural so the page-load code needs no
 * @polkadot import.
 */
export interface PolkadotSignerPayload {
  readonly address: string;
  readonly blockHash: string;
  readonly blockNumber: string;
  readonly era: string;
  readonly genesisHash: string;
  readonly method: string;
  readonly nonce: string;
  readonly specVersion: string;
  readonly tip: string;
  readonly transactionVersion: string;
  readonly signedExtensions: readonly string[];
  readonly version: number;
  readonly [extra: string]: unknown;
}

/** Signs an extrinsic's payload; the signature as 0x hex (a MultiSignature: type byte + bytes). */
export interface PolkadotPayloadSigner {
  signPayload(payload: PolkadotSignerPayload): Promise<{ readonly signature: `0x${string}` }>;
}

export interface PolkadotWallet {
  /** Asks the wallet (the extension's `enable` may prompt); every account it gives the app. */
  connect(network: Network): Promise<readonly PolkadotAccount[]>;
  /** The accounts the wallet still gives the app, without a prompt; [] when it would prompt. */
  reconnect(network: Network): Promise<readonly PolkadotAccount[]>;
  disconnect(): Promise<void>;
  /** The wallet's accounts changed; [] means it let the app go. */
  onAccountsChanged(listener: (accounts: readonly PolkadotAccount[]) => void): Unsubscribe;
  /**
   * Signs `message` (UTF-8 text) with `address` as a raw message: the wallet signs it wrapped in
   * `<Bytes>…</Bytes>` (the extensions' rule, so a message can never be a transaction). 0x hex.
   */
  signRaw(params: { readonly address: string; readonly message: string }): Promise<string>;
  /** The signer of extrinsics (a transfer) on `network`. */
  signer(network: Network): PolkadotPayloadSigner;
}
