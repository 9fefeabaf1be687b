/**
 * A sats-connect provider (Xverse, and the wallets that follow sats-connect) as a BitcoinWallet,
 * through its JSON-RPC `request(method, params)`; Leather's provider, where it differs, in its own
 * shapes (satsConnectDialects.ts). The provider answers a JSON-RPC 2.0 envelope (`{ result }` or
 * `{ error: { code, message } }`), or rejects with one; sats-connect's USER_REJECTION (-32000)
 * and 4001 are refusals ('Signature declined').
 * - connect: `wallet_connect` { addresses: purposes } (else the older `getAccounts` { purposes },
 *   else Leather's `getAddresses`) → the payment and ordinals addresses;
 * - reconnect: `wallet_getAccount` (no prompt for a site the wallet already permits); a wallet
 *   without it (Leather) cannot reconnect silently;
 * - signMessage: `signMessage` { address, message, protocol: 'BIP322' } (Leather: { message,
 *   paymentType, network }); the scheme told from the signature's bytes;
 * - signPsbt: `signPsbt` { psbt (base64), signInputs: { [address]: indexes }, broadcast: false }
 *   (Leather: { hex, signAtIndex, network, broadcast: false });
 * - switchNetwork: `wallet_changeNetwork` { name } where the wallet has it;
 * - disconnect: `wallet_disconnect`; events: Xverse's addListener('accountChange' |
 *   'networkChange' | 'disconnect').
 */
import { walletErrorCode, WalletRequestError, type Network } from '@portico/core';
import { toSatsConnectError } from '../errorMapping';
import type { SatsConnectProvider } from '../satsConnect/providers';
import type { BitcoinAccount, BitcoinWallet } from './bitcoinWallet';
import { isPeerAddress, type BitcoinAddressFormat } from './peerAddress';
import { decodeStrictBase64 } from './psbtBytes';
import {
  bytesToHex,
  hexToBytes,
  leatherNetworkName,
  paymentTypeOf,
  readAddresses,
  satsConnectNetworkName,
  type Dialect,
} from './satsConnectDialects';
import { paymentFirst, schemeOfSignature, type WalletContext } from './walletContext';
import { PURPOSES } from './standardWallet';
import { encodeBase64 } from './psbtBytes';

/** JSON-RPC's "method not found" and sats-connect's METHOD_NOT_SUPPORTED: try the next shape. */
const METHOD_MISSING: readonly number[] = Object.freeze([-32601, -32001]);

/** An error envelope as an Error carrying the wallet's code. */
class SatsConnectRpcError extends Error {
  override readonly name = 'SatsConnectRpcError';
  constructor(
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

function rpcErrorOf(error: unknown): unknown {
  const inner = (error as { error?: unknown } | null)?.error;
  if (typeof inner === 'object' && inner !== null) {
    const { code, message } = inner as { code?: unknown; message?: unknown };
    return new SatsConnectRpcError(
      typeof code === 'number' ? code : undefined,
      typeof message === 'string' ? message.slice(0, 500) : 'sats-connect error',
    );
  }
  return error;
}

/** The result of `method`, or throws the wallet's error (envelope or not). */
async function call(provider: SatsConnectProvider, method: string, params?: unknown) {
  let answer: unknown;
  try {
    answer = await provider.request(method, params);
  } catch (error) {
    throw rpcErrorOf(error);
  }
  if (typeof answer === 'object' && answer !== null) {
    if ('error' in answer && (answer as { error?: unknown }).error) throw rpcErrorOf(answer);
    if ('result' in answer) return (answer as { result: unknown }).result;
  }
  return answer;
}

const isMethodMissing = (error: unknown) => METHOD_MISSING.includes(walletErrorCode(error) ?? 0);

export function createSatsConnectWallet(
  provider: SatsConnectProvider,
  context: WalletContext,
): BitcoinWallet {
  let dialect: Dialect = 'sats-connect';
  let lastNetwork: Network | undefined;

  const accountsFrom = (result: unknown, format: BitcoinAddressFormat): BitcoinAccount[] => {
    const accounts = paymentFirst(readAddresses(result, format));
    return [...accounts];
  };

  /** The first method of `methods` the wallet has; its answer and the dialect it speaks. */
  const connectWith = async (format: BitcoinAddressFormat) => {
    const attempts: [string, unknown, Dialect][] = [
      ['wallet_connect', { addresses: PURPOSES }, 'sats-connect'],
      ['getAccounts', { purposes: PURPOSES }, 'sats-connect'],
      ['getAddresses', undefined, 'leather'],
    ];
    let lastError: unknown;
    for (const [method, params, speaks] of attempts) {
      try {
        const result = await call(provider, method, params);
        dialect = speaks;
        return accountsFrom(result, format);
      } catch (error) {
        if (!isMethodMissing(error)) throw error;
        lastError = error;
      }
    }
    throw lastError;
  };

  const silentAccounts = async (network: Network) => {
    const format = context.addressFormatOf(network);
    return accountsFrom(await call(provider, 'wallet_getAccount'), format);
  };

  return {
    async connect(network) {
      try {
        const accounts = await connectWith(context.addressFormatOf(network));
        if (accounts[0]?.purpose !== 'payment') throw new WalletRequestError('wallet_connect');
        lastNetwork = network;
        return accounts;
      } catch (error) {
        throw toSatsConnectError(error, 'wallet_connect');
      }
    },

    async reconnect(network) {
      try {
        const accounts = await silentAccounts(network);
        if (accounts[0]?.purpose !== 'payment') return [];
        dialect = 'sats-connect';
        lastNetwork = network;
        return accounts;
      } catch {
        return [];
      }
    },

    async disconnect() {
      await call(provider, 'wallet_disconnect').catch(() => undefined);
    },

    onAccountsChanged(listener) {
      const addListener = provider.addListener;
      if (typeof addListener !== 'function') return () => undefined;
      const offs: unknown[] = [];
      // Another account, or the wallet moved to another network: the app's network's addresses
      // are read again (none when the wallet's are now another network's: a disconnect).
      const reread = () => {
        if (!lastNetwork) return;
        silentAccounts(lastNetwork).then(listener, () => listener([]));
      };
      try {
        offs.push(
          addListener.call(provider, 'accountChange', reread),
          addListener.call(provider, 'networkChange', reread),
          addListener.call(provider, 'disconnect', () => listener([])),
        );
      } catch {
        // A provider whose events fail is one without events.
      }
      return () => {
        for (const off of offs) if (typeof off === 'function') (off as () => void)();
      };
    },

    async switchNetwork(network) {
      try {
        await call(provider, 'wallet_changeNetwork', {
          name: satsConnectNetworkName(network, context),
        });
      } catch (error) {
        if (isMethodMissing(error)) return;
        throw toSatsConnectError(error, 'wallet_changeNetwork');
      }
    },

    async signMessage({ address, message, network }) {
      try {
        const format = context.addressFormatOf(network);
        const result = (await call(
          provider,
          'signMessage',
          dialect === 'leather'
            ? {
                message,
                paymentType: paymentTypeOf(address),
                network: leatherNetworkName(network, context),
              }
            : { address, message, protocol: 'BIP322' },
        )) as { signature?: unknown; address?: unknown } | null;
        const signature = decodeStrictBase64(result?.signature);
        const signer = result?.address;
        if (
          !signature ||
          (signer !== undefined && !(isPeerAddress(signer, format) && signer === address))
        ) {
          throw new WalletRequestError('signMessage');
        }
        return { signature: encodeBase64(signature), scheme: schemeOfSignature(signature) };
      } catch (error) {
        throw toSatsConnectError(error, 'signMessage');
      }
    },

    async signPsbt({ psbt, network, signers }) {
      try {
        const unsigned = decodeStrictBase64(psbt);
        if (!unsigned) throw new WalletRequestError('signPsbt');
        if (dialect === 'leather') {
          const result = (await call(provider, 'signPsbt', {
            hex: bytesToHex(unsigned),
            signAtIndex: signers.flatMap((entry) => entry.inputIndexes),
            network: leatherNetworkName(network, context),
            broadcast: false,
          })) as { hex?: unknown } | null;
          const signed = hexToBytes(result?.hex);
          if (!signed) throw new WalletRequestError('signPsbt');
          return encodeBase64(signed);
        }
        const result = (await call(provider, 'signPsbt', {
          psbt,
          signInputs: Object.fromEntries(
            signers.map((entry) => [entry.address, [...entry.inputIndexes]]),
          ),
          broadcast: false,
        })) as { psbt?: unknown } | null;
        const signed = decodeStrictBase64(result?.psbt);
        if (!signed) throw new WalletRequestError('signPsbt');
        return encodeBase64(signed);
      } catch (error) {
        throw toSatsConnectError(error, 'signPsbt');
      }
    },
  };
}
