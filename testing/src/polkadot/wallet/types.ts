/**
 * The `window.injectedWeb3` protocol as extensions implement it (polkadot{.js}'s
 * @polkadot/extension-inject types, which Talisman, SubWallet and Nova follow), written out
 * here so the test extension needs no extension package, and the test extension's own options
 * and controller.
 */

export type TestKeyType = 'sr25519' | 'ed25519';

/** An account as `accounts.get()` lists it. */
export interface InjectedAccount {
  readonly address: string;
  readonly name?: string;
  readonly type?: 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum';
  readonly genesisHash?: string | null;
}

/** signer.signRaw's input: `data` is hex; 'bytes' is a message (signed `<Bytes>`-wrapped). */
export interface SignerPayloadRaw {
  readonly address: string;
  readonly data: string;
  readonly type: 'bytes' | 'payload';
}

export interface SignerResult {
  readonly id: number;
  readonly signature: `0x${string}`;
}

/** What `enable(originName)` resolves to. */
export interface Injected {
  readonly accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>;
    subscribe(listener: (accounts: InjectedAccount[]) => void): () => void;
  };
  readonly signer: {
    signRaw(raw: SignerPayloadRaw): Promise<SignerResult>;
    signPayload(payload: Record<string, unknown>): Promise<SignerResult>;
  };
}

/** The entry an extension puts at `window.injectedWeb3[key]`. */
export interface InjectedWindowProvider {
  readonly version: string;
  enable(originName: string): Promise<Injected>;
}

/**
 * An account of the test extension: a key from a secret URI ('//Alice', a mnemonic with an
 * optional derivation path) that it signs with, or only an address it lists (an 'ethereum'
 * account, say, that the adapter must leave out).
 */
export type TestAccountSpec =
  | {
      readonly uri: string;
      readonly type: TestKeyType;
      readonly name?: string;
      /** The chain the account is restricted to; null or absent: any chain. */
      readonly genesisHash?: string | null;
    }
  | {
      readonly address: string;
      readonly type?: InjectedAccount['type'];
      readonly name?: string;
      readonly genesisHash?: string | null;
    };

export interface TestPolkadotExtensionOptions {
  /** The key under `window.injectedWeb3` (default 'portico-test'). */
  readonly key?: string;
  /** The extension's `version` (default '0.1.0'). */
  readonly version?: string;
  readonly accounts: readonly TestAccountSpec[];
  /**
   * Whether the extension already authorised the page (default false): `enable` then answers
   * without a prompt, as an extension does for a site the visitor approved before.
   */
  readonly authorised?: boolean;
  /** The SS58 prefix the extension lists addresses in (default 42, as polkadot{.js} does). */
  readonly ss58Format?: number;
}

/** A request the visitor was asked to approve. */
export type TestPrompt =
  | { readonly kind: 'enable'; readonly originName: string }
  | { readonly kind: 'signRaw'; readonly address: string; readonly data: string }
  | { readonly kind: 'signPayload'; readonly address: string };

/** What a test does with the extension (the visitor's side). */
export interface TestPolkadotExtension {
  readonly key: string;
  /** The listed accounts as `accounts.get()` gives them (the extension's prefix). */
  readonly accounts: readonly InjectedAccount[];
  /** Whether the page is authorised (a later `enable` answers without a prompt). */
  authorised: boolean;
  /** Every prompt so far, in order. */
  readonly prompts: readonly TestPrompt[];
  /** The extrinsic payloads the visitor signed, in order. */
  readonly signedPayloads: readonly Record<string, unknown>[];
  /** The next prompt is refused, as polkadot{.js} refuses (an Error 'Cancelled'). */
  rejectNext(): void;
  /** Every prompt is refused while on. */
  rejectAll(on: boolean): void;
  /** The next answer (an account list, a signature) is malformed, as a broken wallet's. */
  answerGarbageNext(): void;
  /** The visitor changes the extension's accounts; the subscribers hear the new list. */
  setAccounts(accounts: readonly TestAccountSpec[]): void;
  /** The visitor removes the site's authorisation: the subscribers hear []. */
  revoke(): void;
  /** Takes the extension off the page (`window.injectedWeb3[key]` deleted). */
  remove(): void;
}
