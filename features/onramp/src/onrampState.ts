import type { OnrampOptions, OnrampQuote } from '@portico/core/services';

/** One thing the on-ramp sells: a currency on a network. */
export interface OnrampOffer {
  /** The purchase currency's id ('ETH'). */
  readonly currencyId: string;
  readonly symbol: string;
  readonly name: string;
  /** The on-ramp's network name ('ethereum-mainnet'): the URL's defaultNetwork. */
  readonly network: string;
  /** The network's display name ('Ethereum'). */
  readonly networkName: string;
  /** The network's chain id as decimal text ('1'). */
  readonly chainId: string;
}

/** What happened when Continue was pressed. */
export type OpenOutcome = 'opened' | 'unsafeUrl' | 'noUrl' | 'failed';

export interface OnrampState {
  /** 'loading' while the options are asked for; 'ready' once they are in. */
  readonly status: 'idle' | 'loading' | 'ready';
  readonly options?: OnrampOptions;
  /** What can be bought on the connected network (or on Ethereum, the fallback). */
  readonly offers: readonly OnrampOffer[];
  /** The offer chosen in the list. */
  readonly offer?: OnrampOffer;
  /** The payment currency's id ('USD'). */
  readonly paymentCurrencyId?: string;
  /** The amount to pay, as typed (decimal text in the payment currency). */
  readonly amount: string;
  /** The last quote for the amount; null when the on-ramp has none. */
  readonly quote?: OnrampQuote | null;
  readonly quoting: boolean;
  readonly opening: boolean;
  readonly outcome?: OpenOutcome;
}

export function initialOnrampState(): OnrampState {
  return { status: 'idle', offers: [], amount: '', quoting: false, opening: false };
}
