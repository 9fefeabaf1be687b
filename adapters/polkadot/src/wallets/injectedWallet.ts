/**
 * An injected extension (`window.injectedWeb3[key]`: polkadot{.js}, Talisman, SubWallet, Nova,
 * ...) as a PolkadotWallet, through the protocol they share:
 * - `enable(appName)` asks the visitor to let the app in (once per site: an authorised site is
 *   answered without a prompt, which is what reconnect relies on; there is no "is authorised"
 *   call) and resolves to `{ accounts, signer }`;
 * - `accounts.get()` / `accounts.subscribe(listener)`: the accounts the visitor gives the app,
 *   each `{ address, name?, type?, genesisHash? }`; 'ethereum' accounts and accounts restricted
 *   to another chain (genesisHash) are left out;
 * - `signer.signRaw({ address, data, type: 'bytes' })`: a message (hex of its UTF-8 bytes),
 *   which the extension signs `<Bytes>`-wrapped;
 * - `signer.signPayload(payload)`: an extrinsic's SignerPayloadJSON.
 * The protocol has no disconnect: the app forgets the extension's answer and stops listening;
 * the visitor removes the site in the extension. Every answer is untrusted and checked.
 */
import { WalletRequestError, type Network, type Unsubscribe } from '@portico/core';
import type { InjectedExtensionProvider } from '../discovery';
import { toWalletError } from '../errorMapping';
import type {
  PolkadotAccount,
  PolkadotKeyType,
  PolkadotPayloadSigner,
  PolkadotSignerPayload,
  PolkadotWallet,
} from './polkadotWallet';

/** What `enable` resolves to, as far as the adapter uses it. */
interface Injected {
  readonly accounts: {
    get(anyType?: boolean): Promise<unknown>;
    subscribe?(listener: (accounts: unknown) => void): unknown;
  };
  readonly signer: {
    signRaw?(raw: { address: string; data: string; type: 'bytes' }): Promise<unknown>;
    signPayload?(payload: PolkadotSignerPayload): Promise<unknown>;
  };
}

export interface InjectedWalletContext {
  /** The name the extension shows when it asks the visitor (`enable(appName)`). */
  readonly appName: string;
}

/** SS58 text's shape (the checksum is the address chunk's); the wallet chunk checks it again. */
const ADDRESS_TEXT = /^[1-9A-HJ-NP-Za-km-z]{46,50}$/;
const GENESIS_HASH = /^0x[0-9a-fA-F]{64}$/;
/** A signature: 64 bytes, 65 (ecdsa), or a MultiSignature (a type byte more). */
const SIGNATURE_HEX = /^0x(?:[0-9a-fA-F]{2}){64,66}$/;
const KEY_TYPES: readonly PolkadotKeyType[] = Object.freeze([
  'sr25519',
  'ed25519',
  'ecdsa',
  'ethereum',
]);
/** At most this many accounts are read from one answer; a name at most this long is kept. */
const MAX_ACCOUNTS = 64;
const MAX_NAME_LENGTH = 128;

const isObject = (value: unknown): value is Record<string, unknown> =>
  (typeof value === 'object' || typeof value === 'function') && value !== null;

function injectedOf(answer: unknown): Injected {
  if (
    !isObject(answer) ||
    !isObject(answer.accounts) ||
    typeof answer.accounts.get !== 'function' ||
    !isObject(answer.signer)
  ) {
    throw new WalletRequestError('enable', answer);
  }
  return answer as unknown as Injected;
}

/** Whether an account restricted to `genesisHash` may be used on `network`. */
function onNetwork(genesisHash: unknown, network: Network): boolean {
  if (genesisHash === null || genesisHash === undefined || genesisHash === '') return true;
  return (
    typeof genesisHash === 'string' &&
    GENESIS_HASH.test(genesisHash) &&
    genesisHash.slice(2, 34).toLowerCase() === String(network.id).toLowerCase()
  );
}

/**
 * The Polkadot accounts of `network` in an accounts answer; undefined when the answer is not a
 * list (a broken extension). Entries of the wrong shape, 'ethereum' accounts and accounts of
 * other chains are left out.
 */
export function polkadotAccountsOf(
  answer: unknown,
  network: Network,
): readonly PolkadotAccount[] | undefined {
  if (!Array.isArray(answer)) return undefined;
  const list: readonly unknown[] = answer.slice(0, MAX_ACCOUNTS);
  return Object.freeze(
    list.flatMap((entry): PolkadotAccount[] => {
      if (!isObject(entry)) return [];
      const { address, name, type, genesisHash } = entry;
      if (typeof address !== 'string' || !ADDRESS_TEXT.test(address)) return [];
      if (type !== undefined && !KEY_TYPES.includes(type as PolkadotKeyType)) return [];
      if (type === 'ethereum' || !onNetwork(genesisHash, network)) return [];
      return [
        Object.freeze({
          address,
          ...(typeof name === 'string' && { name: name.slice(0, MAX_NAME_LENGTH) }),
          ...(type !== undefined && { type: type as PolkadotKeyType }),
          ...(typeof genesisHash === 'string' && genesisHash !== '' && { genesisHash }),
        }),
      ];
    }),
  );
}

/** Hex of `text`'s UTF-8 bytes, as signRaw's `data` takes a message. */
function utf8Hex(text: string): string {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The signature in a signer's answer (`{ id, signature }`); WalletRequestError when malformed. */
function signatureOf(answer: unknown, request: string): `0x${string}` {
  const signature = isObject(answer) ? answer.signature : undefined;
  if (typeof signature !== 'string' || !SIGNATURE_HEX.test(signature)) {
    throw new WalletRequestError(request, answer);
  }
  return signature.toLowerCase() as `0x${string}`;
}

export function createInjectedWallet(
  provider: InjectedExtensionProvider,
  context: InjectedWalletContext,
): PolkadotWallet {
  let injected: Injected | undefined;
  let network: Network | undefined;
  let stopSubscription: Unsubscribe | undefined;
  const listeners = new Set<(accounts: readonly PolkadotAccount[]) => void>();

  const subscribe = () => {
    if (stopSubscription || !injected || listeners.size === 0) return;
    const { accounts } = injected;
    if (typeof accounts.subscribe !== 'function') return;
    try {
      const off = accounts.subscribe((answer) => {
        if (!network) return;
        const listed = polkadotAccountsOf(answer, network);
        // A malformed answer says nothing about the accounts: it is not an empty list.
        if (listed === undefined) return;
        for (const listener of [...listeners]) listener(listed);
      });
      stopSubscription = () => {
        if (typeof off === 'function') (off as () => void)();
      };
    } catch {
      // An extension whose subscribe throws tells no changes.
    }
  };

  const unsubscribe = () => {
    const stop = stopSubscription;
    stopSubscription = undefined;
    try {
      stop?.();
    } catch {
      // Nothing left to stop.
    }
  };

  const enable = async (target: Network) => {
    const answer = injectedOf(await provider.enable(context.appName));
    if (answer !== injected) unsubscribe();
    injected = answer;
    network = target;
    const listed = polkadotAccountsOf(await answer.accounts.get(), target);
    if (listed === undefined) throw new WalletRequestError('accounts.get');
    subscribe();
    return listed;
  };

  const enabled = (request: string): Injected => {
    if (!injected) throw new WalletRequestError(request);
    return injected;
  };

  return {
    async connect(target) {
      try {
        return await enable(target);
      } catch (error) {
        throw toWalletError(error, 'enable');
      }
    },

    async reconnect(target) {
      try {
        return await enable(target);
      } catch {
        return [];
      }
    },

    async disconnect() {
      unsubscribe();
      injected = undefined;
      network = undefined;
    },

    onAccountsChanged(listener) {
      listeners.add(listener);
      subscribe();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) unsubscribe();
      };
    },

    async signRaw({ address, message }) {
      try {
        const { signer } = enabled('signRaw');
        if (typeof signer.signRaw !== 'function') throw new WalletRequestError('signRaw');
        const answer = await signer.signRaw({ address, data: utf8Hex(message), type: 'bytes' });
        return signatureOf(answer, 'signRaw');
      } catch (error) {
        throw toWalletError(error, 'signRaw');
      }
    },

    signer(): PolkadotPayloadSigner {
      return {
        async signPayload(payload) {
          try {
            const { signer } = enabled('signPayload');
            if (typeof signer.signPayload !== 'function') {
              throw new WalletRequestError('signPayload');
            }
            const answer = await signer.signPayload({ ...payload });
            return { signature: signatureOf(answer, 'signPayload') };
          } catch (error) {
            throw toWalletError(error, 'signPayload');
          }
        },
      };
    },
  };
}
