/**
 * The Bitcoin test wallet's Wallet Standard face: a real wallet (its own secp256k1 key, real
 * BIP-322 / BIP-137 message signatures, real PSBT signatures) with the `bitcoin:*` features,
 * and the test-side levers. No Node built-ins, no Buffer: the demo page bundles it.
 */
import type { IdentifierString, WalletIcon } from '@wallet-standard/base';
import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type StandardEventsListeners,
} from '@wallet-standard/features';
import { registerStandardWallet } from '../../walletStandard/registration';
import { BitcoinWalletError } from './errors';
import { createWalletCore, type BitcoinWalletCore } from './walletCore';
import {
  BitcoinConnect,
  BitcoinSignMessage,
  BitcoinSignTransaction,
  type BitcoinSignMessageInput,
  type BitcoinSignTransactionInput,
  type BitcoinStandardWallet,
  type BitcoinTestWallet,
  type BitcoinTestWalletFeatures,
  type CreateBitcoinTestWalletOptions,
} from './types';

const DEFAULT_NAME = 'Portico Bitcoin Test Wallet';
const DEFAULT_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="#f7931a"/>' +
  '<path d="M11 8h7a4 4 0 0 1 1 7.9A4.5 4.5 0 0 1 18.5 24H11zm3 3v4h4a2 2 0 0 0 0-4zm0 7v3h4.5a1.5 1.5 0 0 0 0-3z" fill="#fff"/></svg>';
const DEFAULT_ICON: WalletIcon = `data:image/svg+xml;base64,${globalThis.btoa(DEFAULT_ICON_SVG)}`;

const cores = new WeakMap<BitcoinTestWallet, BitcoinWalletCore>();

/** The core behind a test wallet (for its other faces, e.g. the sats-connect provider). */
export function walletCoreOf(testWallet: BitcoinTestWallet): BitcoinWalletCore {
  const core = cores.get(testWallet);
  if (!core) throw new TypeError('not a wallet made by createBitcoinTestWallet');
  return core;
}

/**
 * A Wallet Standard Bitcoin wallet for tests and the demo. Its default key is PUBLIC (see
 * keys.ts): fine for regtest and test networks, never for real funds. Every instance has its
 * own state.
 */
export function createBitcoinTestWallet(
  options: CreateBitcoinTestWalletOptions,
): BitcoinTestWallet {
  const core = createWalletCore(options);
  const { chains } = core;

  const checkChain = (chain: IdentifierString | undefined) => {
    if (chain !== undefined && !chains.includes(chain as (typeof chains)[number])) {
      throw BitcoinWalletError.invalidParams(`the wallet does not serve chain ${chain}`);
    }
  };

  const features: BitcoinTestWalletFeatures = {
    [StandardConnect]: {
      version: '1.0.0',
      connect: async (input) => {
        if (input?.silent) return { accounts: core.connectSilently() };
        return { accounts: core.connect(['payment', 'ordinals']) };
      },
    },
    [StandardDisconnect]: {
      version: '1.0.0',
      // Like revoking the app in the wallet: a later silent connect finds nothing.
      disconnect: async () => core.disconnect(),
    },
    [StandardEvents]: {
      version: '1.0.0',
      on: (event, listener) => {
        if (event !== 'change') return () => undefined;
        const change = listener as StandardEventsListeners['change'];
        return core.onChange((accounts) => change({ accounts }));
      },
    },
    [BitcoinConnect]: {
      version: '1.0.0',
      connect: async (input) => ({ accounts: core.connect(input?.purposes) }),
    },
    [BitcoinSignMessage]: {
      version: '1.0.0',
      signMessage: async (...inputs: readonly BitcoinSignMessageInput[]) => {
        const signed = core.signMessages(
          inputs.map(({ account, message }) => ({ address: account?.address, message })),
        );
        return inputs.map(({ message }, i) => ({
          signedMessage: message,
          signature: signed[i]!.signature,
        }));
      },
    },
    [BitcoinSignTransaction]: {
      version: '1.0.0',
      signTransaction: async (...inputs: readonly BitcoinSignTransactionInput[]) => {
        const requests = inputs.map(({ psbt, inputsToSign, chain }) => {
          checkChain(chain);
          if (!Array.isArray(inputsToSign)) {
            throw BitcoinWalletError.invalidParams('inputsToSign must be a list');
          }
          const signers = inputsToSign.map(({ account, signingIndexes, sigHash }) => ({
            address: account?.address,
            indexes: signingIndexes,
            sigHash,
          }));
          return { psbt, signers };
        });
        return core.signPsbts(requests).map((signedPsbt) => ({ signedPsbt }));
      },
    },
  };

  const wallet: BitcoinStandardWallet = Object.freeze({
    version: '1.0.0' as const,
    name: options.name ?? DEFAULT_NAME,
    icon: options.icon ?? DEFAULT_ICON,
    chains,
    features: Object.freeze(features),
    get accounts() {
      return core.accounts();
    },
  });

  const testWallet: BitcoinTestWallet = {
    wallet,
    network: core.network,
    chains,
    get paymentAddress() {
      return core.keys().payment.address;
    },
    get ordinalsAddress() {
      return core.keys().ordinals.address;
    },
    get paymentAccount() {
      return core.accountOf('payment');
    },
    get ordinalsAccount() {
      return core.accountOf('ordinals');
    },
    get authorized() {
      return core.authorized;
    },
    get connected() {
      return core.connected;
    },
    get messageScheme() {
      return core.messageScheme;
    },
    rejectNext: (feature) => core.rejectNext(feature),
    setAuthorized: (authorized) => core.setAuthorized(authorized),
    prompts: () => core.prompts(),
    switchAccount: (privateKey) => core.switchAccount(privateKey),
    disconnectSite: () => core.disconnect(),
    setMessageScheme: (scheme) => {
      core.messageScheme = scheme;
    },
    register: (target = globalThis.window) => {
      if (!target) throw new TypeError('register needs a window (or an EventTarget) to use');
      return registerStandardWallet(wallet, target);
    },
  };
  cores.set(testWallet, core);
  return testWallet;
}
