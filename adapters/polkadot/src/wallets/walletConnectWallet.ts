/**
 * The polkadot namespace of a shared connector's session (WalletConnect's) as a PolkadotWallet,
 * driven through core's NamespaceSession contract, which the connector implements (this package
 * does not depend on the connector). The methods are WalletConnect's Polkadot JSON-RPC:
 * - the accounts are the session's CAIP-10 list, `polkadot:<reference>:<ss58>`, on the
 *   network's reference (the first 32 hex characters of its genesis hash);
 * - polkadot_signMessage { address, data, type: 'bytes' } -> { signature }: WalletConnect's
 *   Polkadot RPC reference says the app wraps the text in `<Bytes>…</Bytes>` before hex-encoding
 *   it (so a message can never be a transaction), and wallets check it is wrapped; the same hex
 *   goes as `message` too, which the older wallet guide (and wallets built on it) read. Every
 *   wallet then signs the wrapped bytes, as extensions do (they wrap once, never twice);
 * - polkadot_signTransaction { address, transactionPayload } -> { signature }: the payload is
 *   @polkadot/api's SignerPayloadJSON built by the chain chunk; the signature a MultiSignature
 *   (the key type's byte, then the signature), which the chain chunk puts in the extrinsic.
 * A session account may use another SS58 prefix than the network (the adapter re-encodes it):
 * the wallet is always asked with its own text of the account (the same public key), since some
 * wallets look their accounts up by that text. What the peer answers is checked: accounts of
 * the network with an SS58 shape, signatures 0x hex of a signature's length; anything else is
 * WalletRequestError, a refusal (4001, WalletConnect's 5000) core's UserRejectedError.
 */
import {
  WalletRequestError,
  type NamespaceSession,
  type Network,
  type Unsubscribe,
} from '@portico/core';
import { toWalletError } from '../errorMapping';
import type {
  PolkadotAccount,
  PolkadotPayloadSigner,
  PolkadotSignerPayload,
  PolkadotWallet,
} from './polkadotWallet';
import { ss58PublicKey } from './ss58PublicKey';

const POLKADOT = 'polkadot';
const SIGN_MESSAGE = 'polkadot_signMessage';
const SIGN_TRANSACTION = 'polkadot_signTransaction';

/** A raw signature: 64 bytes (sr25519, ed25519), 65 (ecdsa) or with the key type's byte first. */
const MESSAGE_SIGNATURE_BYTES: readonly number[] = [64, 65, 66];
/** A MultiSignature's key type byte and the length it goes with (ed25519, sr25519, ecdsa). */
const MULTI_SIGNATURE_BYTES: Readonly<Record<string, number>> = { '00': 65, '01': 65, '02': 66 };

const HEX = /^0x(?:[0-9a-fA-F]{2})+$/;

/** `<Bytes>text</Bytes>` as UTF-8, 0x hex (the form every Polkadot wallet signs raw text in). */
function wrappedHex(message: string): `0x${string}` {
  const bytes = new TextEncoder().encode(`<Bytes>${message}</Bytes>`);
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The `signature` of a wallet's answer, lowercase, when it is 0x hex of an allowed shape. */
function signatureOf(
  answer: unknown,
  allowed: (hex: string) => boolean,
): `0x${string}` | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { signature } = answer as Record<string, unknown>;
  if (typeof signature !== 'string' || !HEX.test(signature)) return undefined;
  const lower = signature.toLowerCase() as `0x${string}`;
  return allowed(lower.slice(2)) ? lower : undefined;
}

const isMessageSignature = (hex: string) => MESSAGE_SIGNATURE_BYTES.includes(hex.length / 2);
const isMultiSignature = (hex: string) => MULTI_SIGNATURE_BYTES[hex.slice(0, 2)] === hex.length / 2;

/** The session's account text on a network, with its public key. */
interface SessionAccount {
  readonly address: string;
  readonly publicKey: string;
}

/** 'polkadot:<reference>:<ss58>' on `network`, SS58-shaped, each key once. */
function sessionAccountsOn(accounts: readonly string[], network: Network): SessionAccount[] {
  const seen = new Set<string>();
  return accounts.flatMap((account) => {
    const [namespace, reference, address, ...rest] = account.split(':');
    if (namespace !== POLKADOT || reference !== String(network.id) || rest.length > 0) return [];
    const publicKey = ss58PublicKey(address);
    if (!publicKey || seen.has(publicKey)) return [];
    seen.add(publicKey);
    return [{ address: address!, publicKey }];
  });
}

const accountsOf = (accounts: readonly SessionAccount[]): PolkadotAccount[] =>
  accounts.map(({ address }) => ({ address }));

export function createWalletConnectWallet(session: NamespaceSession): PolkadotWallet {
  /** The network connected last and the session's accounts there. */
  let current: { network: Network; accounts: readonly SessionAccount[] } | undefined;

  /** The session's own text of `address` (same public key), or WalletRequestError. */
  const sessionAddressOf = (address: string, request: string): string => {
    const publicKey = ss58PublicKey(address);
    const found = current?.accounts.find((account) => account.publicKey === publicKey);
    if (!publicKey || !found) throw new WalletRequestError(request);
    return found.address;
  };

  return {
    async connect(network) {
      try {
        let accounts = sessionAccountsOn(await session.connect(), network);
        if (accounts.length === 0 && (await session.getChainId()) !== network.caipNetworkId) {
          await session.switchChain(network.caipNetworkId);
          accounts = sessionAccountsOn(await session.restore(), network);
        }
        if (accounts.length === 0) throw new WalletRequestError('connect');
        current = { network, accounts };
        return accountsOf(accounts);
      } catch (error) {
        throw toWalletError(error, 'connect');
      }
    },

    async reconnect(network) {
      // No request here: a wallet on a phone may not answer before the page needs the account.
      try {
        const accounts = sessionAccountsOn(await session.restore(), network);
        if (accounts.length === 0) return [];
        current = { network, accounts };
        return accountsOf(accounts);
      } catch {
        return [];
      }
    },

    disconnect: () => session.disconnect().catch(() => undefined),

    onAccountsChanged(listener): Unsubscribe {
      const offAccounts = session.on('accountsChanged', (changed) => {
        if (changed.length === 0) return listener([]);
        if (!current) return;
        const accounts = sessionAccountsOn(changed, current.network);
        // Accounts of other chains, or malformed ones, say nothing (only [] disconnects).
        if (accounts.length === 0) return;
        current = { network: current.network, accounts };
        listener(accountsOf(accounts));
      });
      const offDisconnect = session.on('disconnect', () => listener([]));
      return () => {
        offAccounts();
        offDisconnect();
      };
    },

    async signRaw({ address, message }) {
      try {
        const network = current?.network;
        const signer = sessionAddressOf(address, SIGN_MESSAGE);
        const data = wrappedHex(message);
        const answer = await session.request<unknown>({
          method: SIGN_MESSAGE,
          params: { address: signer, data, type: 'bytes', message: data },
          ...(network && { chainId: network.caipNetworkId }),
        });
        const signature = signatureOf(answer, isMessageSignature);
        if (!signature) throw new WalletRequestError(SIGN_MESSAGE);
        return signature;
      } catch (error) {
        throw toWalletError(error, SIGN_MESSAGE);
      }
    },

    signer(network): PolkadotPayloadSigner {
      return {
        async signPayload(payload: PolkadotSignerPayload) {
          try {
            const signer = sessionAddressOf(payload.address, SIGN_TRANSACTION);
            // The payload's address is not in the signed bytes: the wallet's own text is sent.
            const answer = await session.request<unknown>({
              method: SIGN_TRANSACTION,
              params: { address: signer, transactionPayload: { ...payload, address: signer } },
              chainId: network.caipNetworkId,
            });
            const signature = signatureOf(answer, isMultiSignature);
            if (!signature) throw new WalletRequestError(SIGN_TRANSACTION);
            return { signature };
          } catch (error) {
            throw toWalletError(error, SIGN_TRANSACTION);
          }
        },
      };
    },
  };
}
