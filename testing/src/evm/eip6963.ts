import type { Eip1193Provider } from './testWalletTypes';

/** EIP-6963 provider info. */
export interface Eip6963ProviderInfo {
  /** A UUIDv4, unique per wallet instance (per page session). */
  uuid: string;
  name: string;
  /** A data URI (EIP-6963 requires RFC-2397), e.g. data:image/svg+xml;base64,... */
  icon: `data:image/${string}`;
  /** Reverse-DNS id of the wallet, e.g. dev.portico.testwallet */
  rdns: string;
}

export interface Eip6963ProviderDetail {
  readonly info: Readonly<Eip6963ProviderInfo>;
  readonly provider: Eip1193Provider;
}

export const EIP6963_ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const EIP6963_REQUEST_EVENT = 'eip6963:requestProvider';

function announceEvent(detail: Eip6963ProviderDetail): Event {
  if (typeof CustomEvent === 'function') {
    return new CustomEvent(EIP6963_ANNOUNCE_EVENT, { detail });
  }
  // Runtimes without CustomEvent (Node < 19): an Event carrying the same read-only detail.
  const event = new Event(EIP6963_ANNOUNCE_EVENT);
  Object.defineProperty(event, 'detail', { value: detail, enumerable: true });
  return event;
}

function defaultTarget(): EventTarget {
  const target = (globalThis as { window?: EventTarget }).window;
  if (!target) {
    throw new TypeError('announceEip6963 needs an EventTarget: there is no window here');
  }
  return target;
}

/**
 * Announces a provider the EIP-6963 way: dispatches `eip6963:announceProvider` on `target`
 * with a frozen `{ info, provider }` detail now, and again on every
 * `eip6963:requestProvider`. Works on `window` and on any EventTarget (e.g. `new
 * EventTarget()` in Node). Returns a function that stops answering requests.
 */
export function announceEip6963Provider(
  detail: { info: Eip6963ProviderInfo; provider: Eip1193Provider },
  target: EventTarget = defaultTarget(),
): () => void {
  const frozen: Eip6963ProviderDetail = Object.freeze({
    info: Object.freeze({ ...detail.info }),
    provider: detail.provider,
  });
  const announce = () => {
    target.dispatchEvent(announceEvent(frozen));
  };
  target.addEventListener(EIP6963_REQUEST_EVENT, announce);
  announce();
  return () => target.removeEventListener(EIP6963_REQUEST_EVENT, announce);
}
