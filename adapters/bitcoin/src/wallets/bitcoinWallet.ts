/**
 * What the Bitcoin adapter asks of a wallet, whatever reaches it: a Wallet Standard wallet with
 * the bitcoin features (standardWallet.ts), a sats-connect provider such as Xverse's or
 * Leather's (satsConnectWallet.ts), or a WalletConnect session's bip122 namespace
 * (walletConnectWallet.ts). Addresses are the network's text form (bc1…, tb1…, bcrt1…, 1…, 3…);
 * amounts are satoshis as bigint; a PSBT travels as base64 text (BIP-174).
 */
import type { Network, Unsubscribe } from '@portico/core';

/** Why a wallet gives an address: payments (the account) or ordinals/inscriptions. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals';

export interface BitcoinAccount {
  readonly address: string;
  readonly purpose: BitcoinAddressPurpose;
  /**
   * The address's public key as hex, when the wallet gives it: 33 bytes compressed (P2WPKH,
   * P2SH-P2WPKH, P2PKH) or 32 bytes x-only (P2TR). A PSBT input of a P2SH-P2WPKH or P2TR
   * address cannot be built without it.
   */
  readonly publicKey?: string;
}

/**
 * How a message signature was made: BIP-322's simple format (a witness, base64) or the legacy
 * "Bitcoin Signed Message" format of BIP-137 (65 bytes, base64).
 */
export type BitcoinSignatureScheme = 'bip322-simple' | 'bip137';

export interface BitcoinSignedMessage {
  /** Base64, as both formats are written. */
  readonly signature: string;
  readonly scheme: BitcoinSignatureScheme;
}

/** Inputs of a PSBT one address of the wallet signs. */
export interface PsbtSigner {
  readonly address: string;
  readonly inputIndexes: readonly number[];
}

export interface BitcoinWallet {
  /** Asks the wallet (it may prompt); its payment and ordinals addresses, payment first. */
  connect(network: Network): Promise<readonly BitcoinAccount[]>;
  /** The addresses the wallet still gives the app, without a prompt; [] when it would prompt. */
  reconnect(network: Network): Promise<readonly BitcoinAccount[]>;
  disconnect(): Promise<void>;
  /** The wallet's addresses changed; [] means it disconnected the app. */
  onAccountsChanged(listener: (accounts: readonly BitcoinAccount[]) => void): Unsubscribe;
  /** Moves the wallet to `network` where it has a current network; a no-op where it has none. */
  switchNetwork(network: Network): Promise<void>;
  /**
   * Signs `message` with `address`: BIP-322 (simple) where the wallet offers it, else the
   * legacy format; the result says which.
   */
  signMessage(params: {
    readonly address: string;
    readonly message: string;
    readonly network: Network;
  }): Promise<BitcoinSignedMessage>;
  /** Signs the given inputs of an unsigned PSBT (base64); the PSBT with their signatures (base64), not finalized or finalized. */
  signPsbt(params: {
    readonly psbt: string;
    readonly network: Network;
    readonly signers: readonly PsbtSigner[];
  }): Promise<string>;
}
