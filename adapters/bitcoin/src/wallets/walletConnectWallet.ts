/**
 * The bip122 namespace of a shared connector's session (WalletConnect's) as a BitcoinWallet,
 * driven through core's NamespaceSession contract, which the connector implements (this package
 * does not depend on the connector). The methods are WalletConnect's Bitcoin JSON-RPC:
 * - getAccountAddresses { account, intentions } -> [{ address, publicKey?, path?, intention? }]:
 *   tells the payment address(es) from the ordinals one ('ordinal'); the session's account
 *   (its "first external address") is the payment account unless the wallet says otherwise;
 * - signMessage { account, address, message, protocol } -> { address, signature, messageHash? }:
 *   'bip322' asked first, 'ecdsa' (BIP-137) when the wallet refuses the parameter as invalid;
 * - signPsbt { account, psbt, signInputs: [{ address, index }], broadcast: false } -> { psbt }:
 *   Portico broadcasts through the network's Esplora API itself (sendTransfer is not used).
 * Everything the peer answers is checked: shapes, addresses of the network (peerAddress.ts),
 * strict base64, and that a signed PSBT carries the transaction Portico built (psbtBytes.ts).
 */
import {
  isUserRejection,
  walletErrorCode,
  WalletRequestError,
  type NamespaceSession,
  type Network,
  type Unsubscribe,
} from '@portico/core';
import { toWalletError } from '../errorMapping';
import type {
  BitcoinAccount,
  BitcoinSignatureScheme,
  BitcoinSignedMessage,
  BitcoinWallet,
} from './bitcoinWallet';
import { isPeerAddress, type BitcoinAddressFormat } from './peerAddress';
import { decodeStrictBase64, unsignedTransactionHex } from './psbtBytes';
import { schemeOfSignature, type WalletContext } from './walletContext';

const BIP122 = 'bip122';
/** JSON-RPC's "invalid params": the wallet does not take the protocol asked for. */
const INVALID_PARAMS = -32602;

/** One entry of getAccountAddresses, checked. */
interface AccountAddress {
  readonly address: string;
  readonly publicKey?: string;
  readonly intention?: 'payment' | 'ordinal';
}

const HEX_PUBLIC_KEY = /^(?:0[23][0-9a-fA-F]{64}|[0-9a-fA-F]{64})$/;

/** At most this many getAccountAddresses entries are read (an account has a few). */
const MAX_LISTED_ADDRESSES = 32;

/** getAccountAddresses' answer: valid entries of the network only (others are dropped). */
function accountAddressesOf(answer: unknown, format: BitcoinAddressFormat): AccountAddress[] {
  if (!Array.isArray(answer)) return [];
  return answer.slice(0, MAX_LISTED_ADDRESSES).flatMap((entry: unknown): AccountAddress[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { address, publicKey, intention } = entry as Record<string, unknown>;
    if (!isPeerAddress(address, format)) return [];
    return [
      {
        address,
        ...(typeof publicKey === 'string' &&
          HEX_PUBLIC_KEY.test(publicKey) && { publicKey: publicKey.toLowerCase() }),
        ...((intention === 'payment' || intention === 'ordinal') && { intention }),
      },
    ];
  });
}

/**
 * The session's accounts on `network` first (payment, unless getAccountAddresses calls one
 * 'ordinal'), then the other payment addresses, then the ordinals ones; each address once.
 */
function accountsOf(
  sessionAddresses: readonly string[],
  listed: readonly AccountAddress[],
): BitcoinAccount[] {
  const byAddress = new Map(listed.map((entry) => [entry.address, entry]));
  const ordered = [
    ...sessionAddresses.map((address) => byAddress.get(address) ?? { address }),
    ...listed,
  ];
  const seen = new Set<string>();
  const payment: BitcoinAccount[] = [];
  const ordinals: BitcoinAccount[] = [];
  for (const entry of ordered) {
    if (seen.has(entry.address)) continue;
    seen.add(entry.address);
    const purpose = entry.intention === 'ordinal' ? 'ordinals' : 'payment';
    const account = {
      address: entry.address,
      purpose,
      ...(entry.publicKey && { publicKey: entry.publicKey }),
    } as const;
    (purpose === 'payment' ? payment : ordinals).push(account);
  }
  return [...payment, ...ordinals];
}

export function createWalletConnectWallet(
  session: NamespaceSession,
  context: WalletContext,
): BitcoinWallet {
  const formatOf = (network: Network): BitcoinAddressFormat => context.addressFormatOf(network);
  /** The network connected last and the session's account there (the `account` of requests). */
  let current: { network: Network; account: string } | undefined;

  /** 'bip122:<reference>:<address>' on `network`, valid addresses only. */
  const sessionAddressesOn = (accounts: readonly string[], network: Network): string[] => {
    const format = formatOf(network);
    return accounts.flatMap((account) => {
      const [namespace, reference, address, ...rest] = account.split(':');
      const onNetwork = namespace === BIP122 && reference === String(network.id);
      return onNetwork && rest.length === 0 && isPeerAddress(address, format) ? [address] : [];
    });
  };

  const listAddresses = async (network: Network, account: string): Promise<AccountAddress[]> => {
    try {
      const answer = await session.request<unknown>({
        method: 'getAccountAddresses',
        params: { account, intentions: ['payment', 'ordinal'] },
        chainId: network.caipNetworkId,
      });
      return accountAddressesOf(answer, formatOf(network));
    } catch (error) {
      // A wallet without the method still has its session account: that is the payment one.
      if (isUserRejection(error)) throw error;
      return [];
    }
  };

  const accountFor = (address: string) => current?.account ?? address;

  return {
    async connect(network) {
      try {
        let addresses = sessionAddressesOn(await session.connect(), network);
        if (addresses.length === 0 && (await session.getChainId()) !== network.caipNetworkId) {
          await session.switchChain(network.caipNetworkId);
          addresses = sessionAddressesOn(await session.restore(), network);
        }
        const [first] = addresses;
        if (!first) throw new WalletRequestError('connect');
        const accounts = accountsOf(addresses, await listAddresses(network, first));
        current = { network, account: first };
        return accounts;
      } catch (error) {
        throw toWalletError(error, 'connect');
      }
    },

    async reconnect(network) {
      // No request here: a wallet on a phone may not answer before the page needs the account.
      try {
        const addresses = sessionAddressesOn(await session.restore(), network);
        const [first] = addresses;
        if (!first) return [];
        current = { network, account: first };
        return accountsOf(addresses, []);
      } catch {
        return [];
      }
    },

    disconnect: () => session.disconnect().catch(() => undefined),

    onAccountsChanged(listener): Unsubscribe {
      const offAccounts = session.on('accountsChanged', (accounts) => {
        if (accounts.length === 0) return listener([]);
        if (!current) return;
        const addresses = sessionAddressesOn(accounts, current.network);
        // Accounts of other chains, or invalid ones, say nothing (only [] disconnects).
        if (addresses.length === 0) return;
        current = { network: current.network, account: addresses[0]! };
        listener(accountsOf(addresses, []));
      });
      const offDisconnect = session.on('disconnect', () => listener([]));
      return () => {
        offAccounts();
        offDisconnect();
      };
    },

    async switchNetwork(network) {
      try {
        await session.switchChain(network.caipNetworkId);
      } catch (error) {
        throw toWalletError(error, 'switchChain');
      }
    },

    async signMessage({ address, message, network }): Promise<BitcoinSignedMessage> {
      const ask = (protocol: 'bip322' | 'ecdsa') =>
        session.request<unknown>({
          method: 'signMessage',
          params: { account: accountFor(address), address, message, protocol },
          chainId: network.caipNetworkId,
        });
      try {
        let protocol: 'bip322' | 'ecdsa' = 'bip322';
        let answer: unknown;
        try {
          answer = await ask(protocol);
        } catch (error) {
          if (walletErrorCode(error) !== INVALID_PARAMS) throw error;
          protocol = 'ecdsa';
          answer = await ask(protocol);
        }
        const result = (typeof answer === 'object' && answer) as Record<string, unknown> | false;
        const bytes = result ? decodeStrictBase64(result.signature) : undefined;
        if (!result || !bytes) throw new WalletRequestError('signMessage');
        // A signature by another address proves nothing about this one.
        if (result.address !== undefined && result.address !== address) {
          throw new WalletRequestError('signMessage');
        }
        const said = result.protocol;
        const scheme: BitcoinSignatureScheme =
          said === 'bip322'
            ? 'bip322-simple'
            : said === 'ecdsa'
              ? 'bip137'
              : schemeOfSignature(bytes);
        return { signature: result.signature as string, scheme };
      } catch (error) {
        throw toWalletError(error, 'signMessage');
      }
    },

    async signPsbt({ psbt, network, signers }) {
      const unsigned = decodeStrictBase64(psbt);
      const transaction = unsigned && unsignedTransactionHex(unsigned);
      if (!transaction) throw new WalletRequestError('signPsbt');
      const signInputs = signers.flatMap((signer) =>
        signer.inputIndexes.map((index) => ({ address: signer.address, index })),
      );
      try {
        const answer = await session.request<unknown>({
          method: 'signPsbt',
          params: {
            account: accountFor(signers[0]?.address ?? ''),
            psbt,
            signInputs,
            broadcast: false,
          },
          chainId: network.caipNetworkId,
        });
        const signed = (answer as { psbt?: unknown } | null)?.psbt;
        const bytes = decodeStrictBase64(signed);
        // Signatures may be added, the transaction may not change.
        if (!bytes || unsignedTransactionHex(bytes) !== transaction) {
          throw new WalletRequestError('signPsbt');
        }
        return signed as string;
      } catch (error) {
        throw toWalletError(error, 'signPsbt');
      }
    },
  };
}
