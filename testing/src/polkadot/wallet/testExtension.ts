/**
 * A Polkadot browser extension for tests and the demo page: it injects itself at
 * `window.injectedWeb3[key]` and follows the protocol real extensions follow (polkadot{.js},
 * Talisman, SubWallet, Nova): `enable(originName)` asks the visitor once per site (answered
 * without a prompt once the site is authorised), `accounts.get` / `accounts.subscribe`,
 * `signer.signRaw` (a message, signed `<Bytes>`-wrapped as the extensions do, so it can never be
 * a transaction) and `signer.signPayload` (an extrinsic: TypeRegistry + the payload's signed
 * extensions + ExtrinsicPayload.sign, as polkadot{.js} signs). Its keys are @polkadot/keyring
 * pairs (sr25519 or ed25519). The "visitor" approves every prompt unless told to refuse; a
 * refusal is an Error 'Cancelled', polkadot{.js}'s. Browser-safe (no Node built-ins): any
 * object serves as `window`.
 */
import { Keyring } from '@polkadot/keyring';
import type { KeyringPair } from '@polkadot/keyring/types';
import { hexToU8a, isHex, u8aToHex, u8aWrapBytes } from '@polkadot/util';
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto';
import { signExtrinsicPayload } from './payloadSigning';
import type {
  Injected,
  InjectedAccount,
  InjectedWindowProvider,
  SignerPayloadRaw,
  TestAccountSpec,
  TestPolkadotExtension,
  TestPolkadotExtensionOptions,
  TestPrompt,
} from './types';

const DEFAULT_KEY = 'portico-test';
const DEFAULT_VERSION = '0.1.0';
/** What polkadot{.js} rejects a refused request with. */
export const REFUSAL_TEXT = 'Cancelled';

interface Listed {
  readonly account: InjectedAccount;
  readonly pair?: KeyringPair;
}

const sameKey = (a: string, b: string) => {
  try {
    return u8aToHex(decodeAddress(a)) === u8aToHex(decodeAddress(b));
  } catch {
    return false;
  }
};

/**
 * Injects the test extension into `window` (any object; `window.injectedWeb3` is created when
 * missing). Async: sr25519 keys need @polkadot/util-crypto's WebAssembly ready first.
 */
export async function installTestPolkadotExtension(
  window: object,
  options: TestPolkadotExtensionOptions,
): Promise<TestPolkadotExtension> {
  await cryptoWaitReady();
  const key = options.key ?? DEFAULT_KEY;
  const keyring = new Keyring({ ss58Format: options.ss58Format ?? 42 });
  const listedOf = (specs: readonly TestAccountSpec[]): Listed[] =>
    specs.map((spec) => {
      if (!('uri' in spec)) {
        return {
          account: Object.freeze({
            address: spec.address,
            ...(spec.name !== undefined && { name: spec.name }),
            ...(spec.type !== undefined && { type: spec.type }),
            genesisHash: spec.genesisHash ?? null,
          }),
        };
      }
      const pair = keyring.addFromUri(spec.uri, { name: spec.name }, spec.type);
      return {
        pair,
        account: Object.freeze({
          address: pair.address,
          ...(spec.name !== undefined && { name: spec.name }),
          type: spec.type,
          genesisHash: spec.genesisHash ?? null,
        }),
      };
    });

  let listed = listedOf(options.accounts);
  let authorised = options.authorised ?? false;
  let refuseNext = false;
  let refuseAll = false;
  let garbageNext = false;
  let nextId = 0;
  const prompts: TestPrompt[] = [];
  const signedPayloads: Record<string, unknown>[] = [];
  const listeners = new Set<(accounts: InjectedAccount[]) => void>();

  const visible = (): InjectedAccount[] => (authorised ? listed.map((entry) => entry.account) : []);
  const tell = () => {
    const accounts = visible();
    for (const listener of [...listeners]) listener([...accounts]);
  };
  /** Asks the visitor; a refusal rejects as polkadot{.js} does. */
  const ask = (prompt: TestPrompt) => {
    prompts.push(prompt);
    if (refuseAll || refuseNext) {
      refuseNext = false;
      throw new Error(REFUSAL_TEXT);
    }
  };
  const takeGarbage = () => {
    const garbage = garbageNext;
    garbageNext = false;
    return garbage;
  };
  const pairOf = (address: unknown): KeyringPair => {
    const found =
      typeof address === 'string'
        ? listed.find((entry) => entry.pair && sameKey(entry.account.address, address))
        : undefined;
    if (!found?.pair) throw new Error(`Unable to find account ${String(address)}`);
    return found.pair;
  };
  const requireAuthorised = () => {
    if (!authorised) throw new Error('The source is not authorised to use this extension');
  };

  const injected: Injected = Object.freeze({
    accounts: Object.freeze({
      async get() {
        requireAuthorised();
        if (takeGarbage())
          return [{ address: 42, type: 'sr25519' }] as unknown as InjectedAccount[];
        return visible();
      },
      subscribe(listener: (accounts: InjectedAccount[]) => void) {
        listeners.add(listener);
        queueMicrotask(() => {
          if (listeners.has(listener)) listener(visible());
        });
        return () => {
          listeners.delete(listener);
        };
      },
    }),
    signer: Object.freeze({
      async signRaw(raw: SignerPayloadRaw) {
        requireAuthorised();
        const pair = pairOf(raw?.address);
        if (raw.type !== 'bytes' || !isHex(raw.data)) throw new Error('Invalid raw payload');
        ask({ kind: 'signRaw', address: raw.address, data: raw.data });
        if (takeGarbage()) return { id: ++nextId, signature: '0xnot-a-signature' as const };
        const signature = u8aToHex(pair.sign(u8aWrapBytes(hexToU8a(raw.data))));
        return { id: ++nextId, signature };
      },
      async signPayload(payload: Record<string, unknown>) {
        requireAuthorised();
        const pair = pairOf(payload?.address);
        ask({ kind: 'signPayload', address: String(payload.address) });
        if (takeGarbage()) return { id: ++nextId, signature: '0x00' as const };
        const signature = signExtrinsicPayload(payload, pair);
        signedPayloads.push(payload);
        return { id: ++nextId, signature };
      },
    }),
  });

  const provider: InjectedWindowProvider = Object.freeze({
    version: options.version ?? DEFAULT_VERSION,
    async enable(originName: string) {
      if (typeof originName !== 'string' || originName.trim() === '') {
        throw new Error('No originName provided');
      }
      if (!authorised) {
        ask({ kind: 'enable', originName });
        authorised = true;
        tell();
      }
      return injected;
    },
  });

  const host = window as { injectedWeb3?: Record<string, unknown> };
  host.injectedWeb3 ??= {};
  host.injectedWeb3[key] = provider;

  return {
    key,
    get accounts() {
      return listed.map((entry) => entry.account);
    },
    get authorised() {
      return authorised;
    },
    set authorised(value: boolean) {
      if (authorised === value) return;
      authorised = value;
      tell();
    },
    get prompts() {
      return [...prompts];
    },
    get signedPayloads() {
      return [...signedPayloads];
    },
    rejectNext() {
      refuseNext = true;
    },
    rejectAll(on: boolean) {
      refuseAll = on;
    },
    answerGarbageNext() {
      garbageNext = true;
    },
    setAccounts(accounts) {
      listed = listedOf(accounts);
      tell();
    },
    revoke() {
      authorised = false;
      tell();
    },
    remove() {
      if (host.injectedWeb3?.[key] === provider) delete host.injectedWeb3[key];
    },
  };
}
