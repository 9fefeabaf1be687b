/**
 * The state and the operations of the Bitcoin test wallet, whatever face an app talks to:
 * the Wallet Standard wallet (standardWallet.ts) and the sats-connect provider
 * (satsConnectProvider.ts) both run on one core, so a lever (rejectNext, switchAccount,
 * disconnectSite…) acts on both.
 */
import type { WalletAccount } from '@wallet-standard/base';
import { equalBytes } from './bytes';
import { BitcoinWalletError } from './errors';
import {
  accountKeys,
  bitcoinjsNetwork,
  CHAINS_OF_NETWORK,
  DEFAULT_PRIVATE_KEY_HEX,
  privateKeyBytes,
  SECOND_PRIVATE_KEY_HEX,
  type AccountKeys,
  type WalletKey,
} from './keys';
import { signBip137, signBip322Simple } from './messageSigning';
import { signPsbtInputs } from './psbtSigning';
import {
  BitcoinSignMessage,
  BitcoinSignTransaction,
  type BitcoinAddressPurpose,
  type BitcoinMessageScheme,
  type BitcoinPaymentType,
  type BitcoinTestNetwork,
  type BitcoinTestWalletPrompt,
  type BitcoinTestWalletPromptRecord,
  type BitcoinWalletChain,
  type CreateBitcoinTestWalletOptions,
} from './types';

const ACCOUNT_FEATURES = Object.freeze([BitcoinSignMessage, BitcoinSignTransaction] as const);
const ALL_PURPOSES: readonly BitcoinAddressPurpose[] = Object.freeze(['payment', 'ordinals']);
const MESSAGE_SCHEMES: readonly BitcoinMessageScheme[] = Object.freeze(['bip322-simple', 'bip137']);
const PAYMENT_TYPES: readonly BitcoinPaymentType[] = Object.freeze(['p2wpkh', 'p2tr']);

export interface PsbtSigner {
  readonly address: string;
  readonly indexes: readonly number[];
  readonly sigHash?: number;
}

export interface MessageRequest {
  readonly address: string;
  readonly message: Uint8Array;
  /** Defaults to the wallet's current `messageScheme`. */
  readonly scheme?: BitcoinMessageScheme;
}

export interface SignedMessage {
  readonly signature: Uint8Array;
  readonly scheme: BitcoinMessageScheme;
}

export interface PsbtRequest {
  readonly psbt: Uint8Array;
  readonly signers: readonly PsbtSigner[];
}

export type ChangeListener = (accounts: readonly WalletAccount[]) => void;

export interface BitcoinWalletCore {
  readonly network: BitcoinTestNetwork;
  readonly chains: readonly BitcoinWalletChain[];
  readonly paymentType: BitcoinPaymentType;
  keys(): AccountKeys;
  accountOf(purpose: BitcoinAddressPurpose): WalletAccount;
  /** The accounts the app holds now, in the order it asked for them; [] when not connected. */
  accounts(): readonly WalletAccount[];
  readonly authorized: boolean;
  readonly connected: boolean;
  messageScheme: BitcoinMessageScheme;
  /** Shows a prompt: returns on approval, throws 4001 on a queued rejection. */
  prompt(feature: BitcoinTestWalletPrompt): void;
  rejectNext(feature?: BitcoinTestWalletPrompt): void;
  prompts(): readonly BitcoinTestWalletPromptRecord[];
  /** Connects with a prompt unless authorized; the accounts of `purposes`, in that order. */
  connect(purposes: readonly BitcoinAddressPurpose[]): readonly WalletAccount[];
  /** Connects without a prompt when authorized (the last purposes granted); else []. */
  connectSilently(): readonly WalletAccount[];
  /** The app disconnects: its authorization is dropped too (as wallets revoke the site). */
  disconnect(): void;
  setAuthorized(authorized: boolean): void;
  switchAccount(privateKey?: Uint8Array | string): void;
  /** The key of a connected address; 4100 for any other address. */
  connectedKey(address: string): WalletKey;
  /** Signs each message with one prompt for all (validated before it). */
  signMessages(requests: readonly MessageRequest[]): readonly SignedMessage[];
  signMessage(address: string, message: Uint8Array, scheme?: BitcoinMessageScheme): SignedMessage;
  /** Signs each PSBT's inputs with one prompt for all (validated and signed before it). */
  signPsbts(requests: readonly PsbtRequest[]): readonly Uint8Array[];
  signPsbt(psbt: Uint8Array, signers: readonly PsbtSigner[]): Uint8Array;
  onChange(listener: ChangeListener): () => void;
}

function toAccount(key: WalletKey, chains: readonly BitcoinWalletChain[]): WalletAccount {
  return Object.freeze({
    address: key.address,
    publicKey: key.publicKey,
    chains: Object.freeze([...chains]),
    features: ACCOUNT_FEATURES,
  });
}

export function checkMessageScheme(scheme: BitcoinMessageScheme): BitcoinMessageScheme {
  if (!MESSAGE_SCHEMES.includes(scheme)) {
    throw new TypeError(`messageScheme must be 'bip322-simple' or 'bip137', not ${String(scheme)}`);
  }
  return scheme;
}

export function createWalletCore(options: CreateBitcoinTestWalletOptions): BitcoinWalletCore {
  const network = options.network;
  const bitcoinjs = bitcoinjsNetwork(network);
  const chains = CHAINS_OF_NETWORK[network];
  const paymentType = options.paymentType ?? 'p2wpkh';
  if (!PAYMENT_TYPES.includes(paymentType)) {
    throw new TypeError(`paymentType must be 'p2wpkh' or 'p2tr', not ${String(paymentType)}`);
  }
  const firstKey = privateKeyBytes(options.privateKey ?? DEFAULT_PRIVATE_KEY_HEX);
  let privateKey = firstKey;
  let keys = accountKeys(privateKey, paymentType, network);
  let accountsByPurpose = {
    payment: toAccount(keys.payment, chains),
    ordinals: toAccount(keys.ordinals, chains),
  };
  let authorized = options.authorized ?? false;
  let granted: readonly BitcoinAddressPurpose[] | null = null;
  let lastGranted: readonly BitcoinAddressPurpose[] = ALL_PURPOSES;
  let messageScheme = checkMessageScheme(options.messageScheme ?? 'bip322-simple');
  const pendingRejections: (BitcoinTestWalletPrompt | undefined)[] = [];
  const promptLog: BitcoinTestWalletPromptRecord[] = [];
  const listeners = new Set<ChangeListener>();

  const accounts = (): readonly WalletAccount[] =>
    granted ? granted.map((purpose) => accountsByPurpose[purpose]) : [];
  const emitChange = () => {
    const now = accounts();
    for (const listener of [...listeners]) listener(now);
  };
  const dropConnection = () => {
    if (granted === null) return;
    granted = null;
    emitChange();
  };
  const grant = (purposes: readonly BitcoinAddressPurpose[]) => {
    const before = accounts();
    granted = purposes;
    lastGranted = purposes;
    const after = accounts();
    if (before.length !== after.length || before.some((a, i) => a !== after[i])) emitChange();
    return after;
  };

  const core: BitcoinWalletCore = {
    network,
    chains,
    paymentType,
    keys: () => keys,
    accountOf: (purpose) => accountsByPurpose[purpose],
    accounts,
    get authorized() {
      return authorized;
    },
    get connected() {
      return granted !== null;
    },
    get messageScheme() {
      return messageScheme;
    },
    set messageScheme(scheme) {
      messageScheme = checkMessageScheme(scheme);
    },
    prompt(feature) {
      const index = pendingRejections.findIndex((f) => f === undefined || f === feature);
      const approved = index < 0;
      promptLog.push(Object.freeze({ feature, approved }));
      if (!approved) {
        pendingRejections.splice(index, 1);
        throw BitcoinWalletError.userRejected();
      }
    },
    rejectNext: (feature) => void pendingRejections.push(feature),
    prompts: () => Object.freeze([...promptLog]),
    connect(purposes) {
      if (
        !Array.isArray(purposes) ||
        purposes.length === 0 ||
        purposes.some((p: BitcoinAddressPurpose) => !ALL_PURPOSES.includes(p))
      ) {
        throw BitcoinWalletError.invalidParams("purposes must list 'payment' and/or 'ordinals'");
      }
      if (!authorized) core.prompt('bitcoin:connect');
      authorized = true;
      return grant([...new Set(purposes)]);
    },
    connectSilently() {
      if (!authorized) return [];
      return granted ? accounts() : grant(lastGranted);
    },
    disconnect() {
      authorized = false;
      dropConnection();
    },
    setAuthorized(next) {
      authorized = next;
      if (!next) dropConnection();
    },
    switchAccount(next) {
      if (next !== undefined) {
        privateKey = privateKeyBytes(next);
      } else {
        const second = privateKeyBytes(SECOND_PRIVATE_KEY_HEX);
        const other = equalBytes(firstKey, second)
          ? privateKeyBytes(DEFAULT_PRIVATE_KEY_HEX)
          : second;
        privateKey = equalBytes(privateKey, firstKey) ? other : firstKey;
      }
      keys = accountKeys(privateKey, paymentType, network);
      accountsByPurpose = {
        payment: toAccount(keys.payment, chains),
        ordinals: toAccount(keys.ordinals, chains),
      };
      if (granted) emitChange();
    },
    connectedKey(address) {
      const purpose = granted?.find((p) => accountsByPurpose[p].address === address);
      if (!purpose) throw BitcoinWalletError.unauthorized();
      return keys[purpose];
    },
    signMessages(requests) {
      const checked = requests.map(({ address, message, scheme = messageScheme }) => {
        const key = core.connectedKey(address);
        if (!(message instanceof Uint8Array)) {
          throw BitcoinWalletError.invalidParams('message must be bytes');
        }
        if (scheme === 'bip137' && key.type !== 'p2wpkh') {
          throw BitcoinWalletError.invalidParams(
            'BIP-137 signatures are for P2PKH and P2WPKH addresses; this one is P2TR (use BIP-322)',
          );
        }
        return { key, message, scheme };
      });
      core.prompt('bitcoin:signMessage');
      return checked.map(({ key, message, scheme }) => ({
        signature: scheme === 'bip137' ? signBip137(key, message) : signBip322Simple(key, message),
        scheme,
      }));
    },
    signMessage: (address, message, scheme) =>
      core.signMessages([{ address, message, scheme }])[0]!,
    signPsbts(requests) {
      // Signed before the prompt shows (the user never sees a request the wallet refuses);
      // a rejection throws the results away.
      const signed = requests.map(({ psbt, signers }) => {
        const keyed = signers.map(({ address, indexes, sigHash }) => ({
          key: core.connectedKey(address),
          indexes,
          sigHash,
        }));
        if (!(psbt instanceof Uint8Array))
          throw BitcoinWalletError.invalidParams('psbt must be bytes');
        return signPsbtInputs(psbt, keyed, bitcoinjs);
      });
      core.prompt('bitcoin:signTransaction');
      return signed;
    },
    signPsbt: (psbt, signers) => core.signPsbts([{ psbt, signers }])[0]!,
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return core;
}
