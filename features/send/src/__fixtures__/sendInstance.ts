/**
 * Test fixture: a Portico instance with Send installed over the send toy (sendToy.ts), and a
 * recording stand-in for core's transaction tracker where a test needs to see `waitFor` (named
 * so: it stands in for core's tracker, which other tests cover).
 */
import {
  TOKENS,
  type FeaturePlugin,
  type Features,
  type Portico,
  type PorticoOptions,
  type Token,
  type TrackedTransactionStatus,
  type TransactionTracker,
} from '@portico/core';
import { createTestPortico, whenDiscovered } from '../../../../core/src/__fixtures__/instance';
import type { ToyChainOptions } from '../../../../core/src/__fixtures__/toyChain';
import { send } from '../index';
import { createSendToy, type SendToy } from './sendToy';

export interface SendInstanceOptions {
  readonly plugins?: FeaturePlugin[];
  readonly features?: Partial<Features>;
  readonly networks?: PorticoOptions['networks'];
  readonly chain?: ToyChainOptions;
  readonly options?: Partial<PorticoOptions>;
  /** Prepares the toy before the instance exists (its fee, balances). */
  readonly toy?: (toy: SendToy) => void;
}

/** A Portico instance over the send toy with `send` installed (not connected yet). */
export async function sendInstance(options: SendInstanceOptions = {}) {
  const toy = createSendToy(options.chain);
  options.toy?.(toy);
  const portico = createTestPortico({
    adapters: [toy.plugin],
    plugins: options.plugins ?? [send],
    features: options.features ?? {},
    ...(options.networks && { networks: options.networks }),
    ...options.options,
  });
  await whenDiscovered(portico, options.chain?.connectorId ?? 'toy-wallet');
  return { portico, toy };
}

export interface StandInTracker extends TransactionTracker {
  /** Every waitFor call, in order. */
  readonly waits: { readonly hash: string; readonly timeoutMs?: number }[];
  /** Settles the oldest open waitFor with `status`. */
  settle(status: TrackedTransactionStatus): void;
}

/** `portico` with a recording stand-in under TOKENS.transactions (everything else is its own). */
export function withStandInTracker(portico: Portico): {
  portico: Portico;
  tracker: StandInTracker;
} {
  const open: ((status: TrackedTransactionStatus) => void)[] = [];
  const waits: StandInTracker['waits'] = [];
  const tracker: StandInTracker = {
    list: () => [],
    subscribe: () => () => undefined,
    waitFor(hash, options) {
      waits.push({
        hash,
        ...(options?.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
      });
      return new Promise((resolve) => open.push(resolve));
    },
    waits,
    settle(status) {
      open.shift()?.(status);
    },
  };
  const resolve = <T>(token: Token<T>): T =>
    token === TOKENS.transactions ? (tracker as T) : portico.resolve(token);
  return { portico: { ...portico, resolve }, tracker };
}
