/**
 * The contracts of the Bitcoin test wallet: the Wallet Standard bitcoin features it offers
 * (the shapes of the `bitcoin:*` features as Bitcoin wallets publish them: connect with
 * purposes, signMessage, signTransaction of a PSBT) and its test-side levers.
 */
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features';

/** The network whose addresses the wallet uses (bitcoinjs's three address formats). */
export type BitcoinTestNetwork = 'mainnet' | 'testnet' | 'regtest';
/** A Wallet Standard chain id of Bitcoin: 'bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:signet', 'bitcoin:regtest'. */
export type BitcoinWalletChain = `bitcoin:${string}`;
export type BitcoinPaymentType = 'p2wpkh' | 'p2tr';
export type BitcoinAddressPurpose = 'payment' | 'ordinals';
export type BitcoinMessageScheme = 'bip322-simple' | 'bip137';

export const BitcoinConnect = 'bitcoin:connect';
export const BitcoinSignMessage = 'bitcoin:signMessage';
export const BitcoinSignTransaction = 'bitcoin:signTransaction';

export interface BitcoinConnectInput {
  readonly purposes: readonly BitcoinAddressPurpose[];
}
export interface BitcoinConnectOutput {
  /** One account per purpose, in the order asked. */
  readonly accounts: readonly WalletAccount[];
}

export interface BitcoinSignMessageInput {
  readonly account: WalletAccount;
  readonly message: Uint8Array;
}
export interface BitcoinSignMessageOutput {
  readonly signedMessage: Uint8Array;
  /**
   * BIP-322 simple: the consensus-encoded witness stack; BIP-137: 65 bytes (header, r, s).
   * Base64 of these bytes is the usual text form of both.
   */
  readonly signature: Uint8Array;
}

export interface BitcoinInputToSign {
  readonly account: WalletAccount;
  readonly signingIndexes: readonly number[];
  /** A SIGHASH flag; SIGHASH_ALL (P2WPKH) / SIGHASH_DEFAULT (P2TR) when absent. */
  readonly sigHash?: number;
}
export interface BitcoinSignTransactionInput {
  /** A BIP-174 PSBT, serialized. */
  readonly psbt: Uint8Array;
  readonly inputsToSign: readonly BitcoinInputToSign[];
  readonly chain?: IdentifierString;
}
export interface BitcoinSignTransactionOutput {
  /** The PSBT with the signatures (partialSig / tapKeySig), not finalized. */
  readonly signedPsbt: Uint8Array;
}

export type BitcoinConnectFeature = {
  readonly [BitcoinConnect]: {
    readonly version: '1.0.0';
    connect(input: BitcoinConnectInput): Promise<BitcoinConnectOutput>;
  };
};
export type BitcoinSignMessageFeature = {
  readonly [BitcoinSignMessage]: {
    readonly version: '1.0.0';
    signMessage(
      ...inputs: readonly BitcoinSignMessageInput[]
    ): Promise<readonly BitcoinSignMessageOutput[]>;
  };
};
export type BitcoinSignTransactionFeature = {
  readonly [BitcoinSignTransaction]: {
    readonly version: '1.0.0';
    signTransaction(
      ...inputs: readonly BitcoinSignTransactionInput[]
    ): Promise<readonly BitcoinSignTransactionOutput[]>;
  };
};

export type BitcoinTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  BitcoinConnectFeature &
  BitcoinSignMessageFeature &
  BitcoinSignTransactionFeature;

export interface BitcoinStandardWallet extends Wallet {
  readonly features: BitcoinTestWalletFeatures;
}

/** The requests that ask the user, and so can be rejected with `rejectNext`. */
export type BitcoinTestWalletPrompt =
  'bitcoin:connect' | 'bitcoin:signMessage' | 'bitcoin:signTransaction';

export interface CreateBitcoinTestWalletOptions {
  /**
   * The account's 32-byte private key (bytes or hex). Defaults to a fixed PUBLIC test key
   * (BIP-322's test vector key): never fund it on mainnet.
   */
  readonly privateKey?: Uint8Array | string;
  readonly network: BitcoinTestNetwork;
  /** The payment address's type; defaults to 'p2wpkh'. The ordinals address is always P2TR. */
  readonly paymentType?: BitcoinPaymentType;
  /** Defaults to "Portico Bitcoin Test Wallet". */
  readonly name?: string;
  /** A data: URI; defaults to a small SVG. */
  readonly icon?: WalletIcon;
  /** The user approved this app before (a reload): a silent connect succeeds. Defaults to false. */
  readonly authorized?: boolean;
  /** What bitcoin:signMessage produces; defaults to 'bip322-simple'. */
  readonly messageScheme?: BitcoinMessageScheme;
}

/** One prompt the wallet showed, approved or rejected (for tests to read). */
export interface BitcoinTestWalletPromptRecord {
  readonly feature: BitcoinTestWalletPrompt;
  readonly approved: boolean;
}

/** The test wallet: `wallet` is what an app sees; the rest are test-side levers. */
export interface BitcoinTestWallet {
  readonly wallet: BitcoinStandardWallet;
  readonly network: BitcoinTestNetwork;
  readonly chains: readonly BitcoinWalletChain[];
  /** The current account's payment / ordinals addresses (also when the app is not connected). */
  readonly paymentAddress: string;
  readonly ordinalsAddress: string;
  readonly paymentAccount: WalletAccount;
  readonly ordinalsAccount: WalletAccount;
  /** The user approved this app: connect does not prompt, a silent connect succeeds. */
  readonly authorized: boolean;
  /** The app holds accounts now (`wallet.accounts` is non-empty). */
  readonly connected: boolean;
  readonly messageScheme: BitcoinMessageScheme;
  /**
   * Rejects (code 4001, 'User rejected the request.') the next prompt, or the next prompt of
   * `feature`. Queued: two calls reject two prompts.
   */
  rejectNext(feature?: BitcoinTestWalletPrompt): void;
  /** Sets or revokes the app's authorization (revoking also disconnects, emitting change). */
  setAuthorized(authorized: boolean): void;
  /** Every prompt shown so far, oldest first. */
  prompts(): readonly BitcoinTestWalletPromptRecord[];
  /**
   * Moves to another key (default: a second fixed PUBLIC test key, and back on the next call);
   * emits 'change' with the new accounts when the app is connected.
   */
  switchAccount(privateKey?: Uint8Array | string): void;
  /** The user disconnects the site in the wallet: unauthorized, no accounts, 'change' with []. */
  disconnectSite(): void;
  /** What bitcoin:signMessage produces from now on. */
  setMessageScheme(scheme: BitcoinMessageScheme): void;
  /**
   * Registers the wallet on `target` (default: `window`) by the Wallet Standard protocol.
   * Returns a function that unregisters it.
   */
  register(target?: EventTarget): () => void;
}
