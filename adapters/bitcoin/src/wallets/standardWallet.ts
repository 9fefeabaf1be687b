/**
 * A Wallet Standard wallet with the bitcoin features as a BitcoinWallet: bitcoin:connect with
 * the purposes ['payment', 'ordinals'] (the accounts come in the order asked), standard:connect
 * `{ silent: true }` to reconnect without a prompt, standard:disconnect, standard:events
 * ('change'), bitcoin:signMessage (the scheme told from the signature's bytes, returned as
 * base64) and bitcoin:signTransaction (a PSBT's bytes, the inputs each account signs, the
 * wallet's chain). A wallet whose accounts come without purposes (a silent connect, a 'change')
 * lists them as the adapter asked them: payment first. Every answer is untrusted and checked.
 */
import { WalletRequestError, type Network } from '@portico/core';
import { toWalletError } from '../errorMapping';
import type { StandardWallet, StandardWalletAccount } from '../walletStandard/standardWallet';
import type { BitcoinAccount, BitcoinAddressPurpose, BitcoinWallet } from './bitcoinWallet';
import { isPeerAddress, type BitcoinAddressFormat } from './peerAddress';
import { decodeStrictBase64, encodeBase64 } from './psbtBytes';
import { bytesToHex } from './satsConnectDialects';
import { paymentFirst, schemeOfSignature, type WalletContext } from './walletContext';

/** The purposes the adapter asks for, in this order. */
export const PURPOSES: readonly BitcoinAddressPurpose[] = Object.freeze(['payment', 'ordinals']);

type Feature<Method extends string> = Readonly<Record<Method, (...args: never[]) => unknown>>;

interface ConnectFeature {
  connect(input: { purposes: readonly BitcoinAddressPurpose[] }): Promise<{ accounts?: unknown }>;
}
interface StandardConnectFeature {
  connect(input?: { silent?: boolean }): Promise<{ accounts?: unknown }>;
}
interface DisconnectFeature {
  disconnect(): Promise<void>;
}
interface EventsFeature {
  on(event: 'change', listener: (change: { accounts?: unknown }) => void): unknown;
}
interface SignMessageFeature {
  signMessage(
    ...inputs: { account: StandardWalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signature?: unknown }[]>;
}
interface SignTransactionFeature {
  signTransaction(
    ...inputs: {
      psbt: Uint8Array;
      inputsToSign: { account: StandardWalletAccount; signingIndexes: readonly number[] }[];
      chain: string;
    }[]
  ): Promise<readonly { signedPsbt?: unknown }[]>;
}

function feature<T>(wallet: StandardWallet, name: string, method: string): T | undefined {
  const found = (wallet.features as Record<string, Partial<Feature<string>> | undefined>)[name];
  return typeof found?.[method] === 'function' ? (found as T) : undefined;
}

/**
 * The wallet's accounts as BitcoinAccounts of `format`: entries without an address of the
 * network are skipped (a wallet may list its accounts of other networks too), then the i-th
 * has the i-th purpose asked (beyond them: ordinals).
 */
function accountsOf(accounts: unknown, format: BitcoinAddressFormat): readonly BitcoinAccount[] {
  if (!Array.isArray(accounts)) return [];
  const list: readonly unknown[] = accounts;
  const ofNetwork = list.flatMap((account) => {
    const { address, publicKey } = (account ?? {}) as { address?: unknown; publicKey?: unknown };
    return isPeerAddress(address, format) ? [{ address, publicKey }] : [];
  });
  return paymentFirst(
    ofNetwork.map(({ address, publicKey }, index) => {
      const keyBytes = publicKey instanceof Uint8Array ? publicKey : undefined;
      return Object.freeze({
        address,
        purpose: PURPOSES[index] ?? 'ordinals',
        ...(keyBytes && (keyBytes.length === 33 || keyBytes.length === 32)
          ? { publicKey: bytesToHex(keyBytes) }
          : {}),
      });
    }),
  );
}

export function createStandardWallet(
  wallet: StandardWallet,
  context: WalletContext,
): BitcoinWallet {
  /** The format of the network the app last connected on, for the wallet's events. */
  let lastFormat: BitcoinAddressFormat | undefined;

  /** The wallet's own account object: wallets compare accounts by identity. */
  const accountOf = (address: string): StandardWalletAccount => {
    const account = wallet.accounts.find((candidate) => candidate.address === address);
    if (!account) throw new WalletRequestError('account');
    return account;
  };

  return {
    async connect(network: Network) {
      const format = context.addressFormatOf(network);
      try {
        const connect = feature<ConnectFeature>(wallet, 'bitcoin:connect', 'connect');
        if (!connect) throw new WalletRequestError('bitcoin:connect');
        const answer = await connect.connect({ purposes: PURPOSES });
        const accounts = accountsOf(answer?.accounts, format);
        if (accounts[0]?.purpose !== 'payment') throw new WalletRequestError('bitcoin:connect');
        lastFormat = format;
        return accounts;
      } catch (error) {
        throw toWalletError(error, 'bitcoin:connect');
      }
    },

    async reconnect(network: Network) {
      try {
        const format = context.addressFormatOf(network);
        const connect = feature<StandardConnectFeature>(wallet, 'standard:connect', 'connect');
        if (!connect) return [];
        const answer = await connect.connect({ silent: true });
        const accounts = accountsOf(answer?.accounts, format);
        if (accounts[0]?.purpose !== 'payment') return [];
        lastFormat = format;
        return accounts;
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
        if (!change || !('accounts' in change) || lastFormat === undefined) return;
        listener(accountsOf(change.accounts, lastFormat));
      });
      return typeof off === 'function' ? (off as () => void) : () => undefined;
    },

    // A Wallet Standard wallet has no current chain: the app names it in each request.
    switchNetwork: async () => undefined,

    async signMessage({ address, message }) {
      const signer = feature<SignMessageFeature>(wallet, 'bitcoin:signMessage', 'signMessage');
      try {
        if (!signer) throw new WalletRequestError('bitcoin:signMessage');
        const [output] = await signer.signMessage({
          account: accountOf(address),
          message: new TextEncoder().encode(message),
        });
        const signature = output?.signature;
        if (!(signature instanceof Uint8Array) || signature.length === 0) {
          throw new WalletRequestError('bitcoin:signMessage');
        }
        return { signature: encodeBase64(signature), scheme: schemeOfSignature(signature) };
      } catch (error) {
        throw toWalletError(error, 'bitcoin:signMessage');
      }
    },

    async signPsbt({ psbt, network, signers }) {
      const signer = feature<SignTransactionFeature>(
        wallet,
        'bitcoin:signTransaction',
        'signTransaction',
      );
      try {
        const bytes = decodeStrictBase64(psbt);
        if (!signer || !bytes) throw new WalletRequestError('bitcoin:signTransaction');
        const [output] = await signer.signTransaction({
          psbt: bytes,
          inputsToSign: signers.map((entry) => ({
            account: accountOf(entry.address),
            signingIndexes: [...entry.inputIndexes],
          })),
          chain: context.walletChainOf(network),
        });
        const signed = output?.signedPsbt;
        if (!(signed instanceof Uint8Array) || signed.length === 0) {
          throw new WalletRequestError('bitcoin:signTransaction');
        }
        return encodeBase64(signed);
      } catch (error) {
        throw toWalletError(error, 'bitcoin:signTransaction');
      }
    },
  };
}
