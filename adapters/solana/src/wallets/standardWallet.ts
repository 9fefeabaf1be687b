/**
 * A Wallet Standard wallet as a SolanaWallet: standard:connect (silent to reconnect),
 * standard:disconnect, standard:events, solana:signMessage, and solana:signAndSendTransaction
 * or solana:signTransaction. Every answer is untrusted and checked before use.
 */
import { WalletRequestError, type Network } from '@portico/core';
import { encodeBase58 } from '../base58';
import { toWalletError } from '../errors';
import type { StandardWallet, StandardWalletAccount } from '../walletStandard/standardWallet';
import type { SolanaWallet, WalletTransfer } from './solanaWallet';

type Feature<Method extends string> = Readonly<Record<Method, (...args: never[]) => unknown>>;

interface ConnectFeature {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardWalletAccount[] }>;
}
interface DisconnectFeature {
  disconnect(): Promise<void>;
}
interface EventsFeature {
  on(event: 'change', listener: (change: { accounts?: unknown }) => void): () => void;
}
interface SignMessageFeature {
  signMessage(
    ...inputs: { account: StandardWalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signature?: unknown }[]>;
}
interface SignTransactionFeature {
  signTransaction(
    ...inputs: { account: StandardWalletAccount; transaction: Uint8Array; chain?: string }[]
  ): Promise<readonly { signedTransaction?: unknown }[]>;
}
interface SignAndSendFeature {
  signAndSendTransaction(
    ...inputs: { account: StandardWalletAccount; transaction: Uint8Array; chain: string }[]
  ): Promise<readonly { signature?: unknown }[]>;
}

function feature<T>(wallet: StandardWallet, name: string, method: string): T | undefined {
  const found = (wallet.features as Record<string, Partial<Feature<string>> | undefined>)[name];
  return typeof found?.[method] === 'function' ? (found as T) : undefined;
}

function addressesOf(accounts: unknown): string[] {
  if (!Array.isArray(accounts)) return [];
  return accounts.flatMap((account: unknown) => {
    const address = (account as { address?: unknown } | null)?.address;
    return typeof address === 'string' ? [address] : [];
  });
}

function isBytes(value: unknown, length?: number): value is Uint8Array {
  return value instanceof Uint8Array && (length === undefined || value.length === length);
}

const SIGNATURE_BYTES = 64;

export function createStandardWallet(wallet: StandardWallet): SolanaWallet {
  /** The wallet's own account object: wallets compare accounts by identity. */
  const accountOf = (address: string): StandardWalletAccount => {
    const account = wallet.accounts.find((candidate) => candidate.address === address);
    if (!account) throw new WalletRequestError('account');
    return account;
  };

  const connect = async (silent: boolean) => {
    const standardConnect = feature<ConnectFeature>(wallet, 'standard:connect', 'connect');
    if (!standardConnect) throw new WalletRequestError('standard:connect');
    const answer = await standardConnect.connect(silent ? { silent: true } : undefined);
    return addressesOf(answer?.accounts);
  };

  return {
    async connect() {
      try {
        const accounts = await connect(false);
        if (accounts.length === 0) throw new WalletRequestError('standard:connect');
        return accounts;
      } catch (error) {
        throw toWalletError(error, 'standard:connect');
      }
    },

    async reconnect() {
      try {
        return await connect(true);
      } catch {
        return [];
      }
    },

    async disconnect() {
      const standardDisconnect = feature<DisconnectFeature>(
        wallet,
        'standard:disconnect',
        'disconnect',
      );
      // The app forgets the wallet either way; a wallet that fails to hear it is no reason to stay.
      await standardDisconnect?.disconnect().catch(() => undefined);
    },

    onAccountsChanged(listener) {
      const events = feature<EventsFeature>(wallet, 'standard:events', 'on');
      if (!events) return () => undefined;
      const off = events.on('change', (change) => {
        if (change && 'accounts' in change) listener(addressesOf(change.accounts));
      });
      return typeof off === 'function' ? off : () => undefined;
    },

    // A Wallet Standard wallet has no current chain: the app names it in each request.
    chainReference: async (network: Network) => String(network.id),
    switchNetwork: async () => undefined,

    async signMessage(address, message) {
      const signer = feature<SignMessageFeature>(wallet, 'solana:signMessage', 'signMessage');
      try {
        if (!signer) throw new WalletRequestError('solana:signMessage');
        const [output] = await signer.signMessage({ account: accountOf(address), message });
        if (!isBytes(output?.signature, SIGNATURE_BYTES)) {
          throw new WalletRequestError('solana:signMessage');
        }
        return encodeBase58(output.signature);
      } catch (error) {
        throw toWalletError(error, 'solana:signMessage');
      }
    },

    async sendTransaction(transfer: WalletTransfer) {
      const account = accountOf(transfer.from);
      const signAndSend = feature<SignAndSendFeature>(
        wallet,
        'solana:signAndSendTransaction',
        'signAndSendTransaction',
      );
      // The wallet sends only to chains it knows; for another (a custom network) it signs and
      // Portico sends through the network's own RPC.
      if (signAndSend && account.chains.includes(transfer.chain)) {
        const [output] = await signAndSend.signAndSendTransaction({
          account,
          transaction: transfer.transaction,
          chain: transfer.chain,
        });
        if (!isBytes(output?.signature, SIGNATURE_BYTES)) {
          throw new WalletRequestError('solana:signAndSendTransaction');
        }
        const signature = encodeBase58(output.signature);
        await transfer.chainModule.confirm(transfer.rpc, signature);
        return signature;
      }
      const signer = feature<SignTransactionFeature>(
        wallet,
        'solana:signTransaction',
        'signTransaction',
      );
      if (!signer) throw new WalletRequestError('solana:signTransaction');
      const [output] = await signer.signTransaction({
        account,
        transaction: transfer.transaction,
        chain: transfer.chain,
      });
      if (!isBytes(output?.signedTransaction)) {
        throw new WalletRequestError('solana:signTransaction');
      }
      return transfer.chainModule.sendSigned(transfer.rpc, output.signedTransaction);
    },
  };
}
