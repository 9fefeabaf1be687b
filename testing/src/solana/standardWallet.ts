import { Keypair } from '@solana/web3.js';
import type { Connection } from '@solana/web3.js';
import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionInput,
  type SolanaSignMessageInput,
  type SolanaSignTransactionInput,
  type SolanaTransactionVersion,
} from '@solana/wallet-standard-features';
import type { IdentifierString, WalletAccount, WalletIcon } from '@wallet-standard/base';
import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type StandardEventsChangeProperties,
  type StandardEventsListeners,
} from '@wallet-standard/features';
import { SolanaWalletError } from './standardWalletErrors';
import { createConnection, sendSignedTransaction } from './standardWalletSend';
import {
  keypairFromSecretKey,
  signMessageBytes,
  signSerializedTransaction,
} from './standardWalletSigning';
import type {
  CreateSolanaTestWalletOptions,
  SolanaChain,
  SolanaStandardWallet,
  SolanaTestWallet,
  SolanaTestWalletFeatures,
  SolanaTestWalletPrompt,
} from './standardWalletTypes';
import { registerStandardWallet } from './walletStandardRegistration';

export type * from './standardWalletTypes';
export { SolanaWalletError } from './standardWalletErrors';

const DEFAULT_NAME = 'Portico Solana Test Wallet';
const DEFAULT_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="#14b8a6"/><path d="M9 11h14l-3 3H6zm3 7h14l-3 3H9z" fill="#fff"/></svg>';
const DEFAULT_ICON: WalletIcon = `data:image/svg+xml;base64,${globalThis.btoa(DEFAULT_ICON_SVG)}`;

const SUPPORTED_TRANSACTION_VERSIONS: readonly SolanaTransactionVersion[] = Object.freeze([
  'legacy',
  0,
]);
const ACCOUNT_FEATURES = Object.freeze([
  SolanaSignMessage,
  SolanaSignTransaction,
  SolanaSignAndSendTransaction,
] as const);

function toAccount(keypair: Keypair, chains: readonly SolanaChain[]): WalletAccount {
  return Object.freeze({
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains: Object.freeze([...chains]),
    features: ACCOUNT_FEATURES,
  });
}

/**
 * A real Wallet Standard Solana wallet for tests and the demo: it holds its own ed25519
 * keypair, signs messages and legacy/v0 transactions locally, and sends through the chain's
 * RPC endpoint. No Node built-ins, so the same wallet runs in a page. Every instance has its
 * own state.
 */
export function createSolanaTestWallet(options: CreateSolanaTestWalletOptions): SolanaTestWallet {
  if (options.chains.length === 0) {
    throw new TypeError('createSolanaTestWallet needs at least one chain');
  }
  const chains: readonly SolanaChain[] = Object.freeze([...options.chains]);
  let keypair = options.secretKey ? keypairFromSecretKey(options.secretKey) : Keypair.generate();
  let account = toAccount(keypair, chains);
  let authorized = options.authorized ?? false;
  let connected = false;
  const pendingRejections: (SolanaTestWalletPrompt | undefined)[] = [];
  const listeners = new Set<StandardEventsListeners['change']>();
  const connections = new Map<SolanaChain, Connection>();

  const accounts = (): readonly WalletAccount[] => (connected ? [account] : []);
  const emitChange = (properties: StandardEventsChangeProperties) => {
    for (const listener of [...listeners]) listener(properties);
  };

  /** The user's answer to a prompt: returns on approval, throws 4001 on rejection. */
  const prompt = (feature: SolanaTestWalletPrompt) => {
    const index = pendingRejections.findIndex((f) => f === undefined || f === feature);
    if (index >= 0) {
      pendingRejections.splice(index, 1);
      throw SolanaWalletError.userRejected();
    }
  };

  const disconnect = () => {
    if (!connected) return;
    connected = false;
    emitChange({ accounts: accounts() });
  };

  /** The keypair for an input's account: the app must be connected and name the current one. */
  const signerFor = (input: { account?: WalletAccount; chain?: IdentifierString }): Keypair => {
    if (!connected || input.account?.address !== account.address) {
      throw SolanaWalletError.unauthorized();
    }
    if (input.chain !== undefined && !chains.includes(input.chain as SolanaChain)) {
      throw SolanaWalletError.invalidParams(`the wallet does not serve chain ${input.chain}`);
    }
    return keypair;
  };

  const connectionFor = (chain: SolanaChain): Connection => {
    const known = connections.get(chain);
    if (known) return known;
    const endpoint = options.rpc?.[chain];
    if (!endpoint) throw SolanaWalletError.invalidParams(`no RPC endpoint for chain ${chain}`);
    const connection = createConnection(endpoint);
    connections.set(chain, connection);
    return connection;
  };

  const features: SolanaTestWalletFeatures = {
    [StandardConnect]: {
      version: '1.0.0',
      connect: async (input) => {
        if (input?.silent) {
          if (authorized && !connected) {
            connected = true;
            emitChange({ accounts: accounts() });
          }
          return { accounts: accounts() };
        }
        if (!authorized) prompt('standard:connect');
        authorized = true;
        if (!connected) {
          connected = true;
          emitChange({ accounts: accounts() });
        }
        return { accounts: accounts() };
      },
    },
    [StandardDisconnect]: {
      version: '1.0.0',
      // Like revoking the app in the wallet: a later silent connect finds nothing.
      disconnect: async () => {
        authorized = false;
        disconnect();
      },
    },
    [StandardEvents]: {
      version: '1.0.0',
      on: (event, listener) => {
        if (event !== 'change') return () => undefined;
        const wrapped: StandardEventsListeners['change'] = (properties) => listener(properties);
        listeners.add(wrapped);
        return () => void listeners.delete(wrapped);
      },
    },
    [SolanaSignMessage]: {
      version: '1.1.0',
      signMessage: async (...inputs: readonly SolanaSignMessageInput[]) => {
        const signers = inputs.map(signerFor);
        prompt('solana:signMessage');
        return inputs.map(({ message }, i) => ({
          signedMessage: message,
          signature: signMessageBytes(signers[i]!, message),
          signatureType: 'ed25519' as const,
        }));
      },
    },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: SUPPORTED_TRANSACTION_VERSIONS,
      signTransaction: async (...inputs: readonly SolanaSignTransactionInput[]) => {
        const signers = inputs.map(signerFor);
        prompt('solana:signTransaction');
        return inputs.map(({ transaction }, i) => ({
          signedTransaction: signSerializedTransaction(
            signers[i]!,
            transaction,
          ).transaction.serialize(),
        }));
      },
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: SUPPORTED_TRANSACTION_VERSIONS,
      signAndSendTransaction: async (...inputs: readonly SolanaSignAndSendTransactionInput[]) => {
        const signers = inputs.map(signerFor);
        const sendTo = inputs.map(({ chain }) => connectionFor(chain as SolanaChain));
        prompt('solana:signAndSendTransaction');
        const outputs = [];
        // One after another, in the order given, as wallets do for a batch.
        for (const [i, input] of inputs.entries()) {
          const { transaction, signature } = signSerializedTransaction(
            signers[i]!,
            input.transaction,
          );
          await sendSignedTransaction(sendTo[i]!, transaction, input.options);
          outputs.push({ signature });
        }
        return outputs;
      },
    },
  };

  const wallet: SolanaStandardWallet = Object.freeze({
    version: '1.0.0' as const,
    name: options.name ?? DEFAULT_NAME,
    icon: options.icon ?? DEFAULT_ICON,
    chains,
    features: Object.freeze(features),
    get accounts() {
      return accounts();
    },
  });

  return {
    wallet,
    get account() {
      return account;
    },
    get address() {
      return account.address;
    },
    get authorized() {
      return authorized;
    },
    get connected() {
      return connected;
    },
    rejectNext: (feature) => void pendingRejections.push(feature),
    setAuthorized: (next) => {
      authorized = next;
      if (!next) disconnect();
    },
    switchAccount: (secretKey) => {
      keypair = keypairFromSecretKey(secretKey);
      account = toAccount(keypair, chains);
      if (connected) emitChange({ accounts: accounts() });
    },
    register: (target = globalThis.window) => {
      if (!target) throw new TypeError('register needs a window (or an EventTarget) to use');
      return registerStandardWallet(wallet, target);
    },
  };
}
