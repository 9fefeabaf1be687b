/**
 * Buy's actions: ask the on-ramp what it sells on the connected network, quote an amount, and
 * open the provider's page in a new window. Through `portico.services()`'s blockchain data API
 * (core/src/services/onramp.ts), which already falls back to the spec's options and placeholder
 * quote when the on-ramp fails. Answers that arrive after a newer request are dropped.
 */
import { safeWebLink, type FeatureContext, type Portico } from '@portico/core';
import { checkAmount, offersFor } from './onrampRules';
import {
  initialOnrampState,
  type OnrampOffer,
  type OnrampState,
  type OpenOutcome,
} from './onrampState';

/** Opens a URL in a new window; window.open by default. */
export type OpenWindow = (url: string) => void;

export type OpenProviderResult = OpenOutcome | 'invalid';

export interface OnrampActions {
  /** Asks for the on-ramp's options and keeps the offers for the connected network. */
  loadOffers(portico: Portico): Promise<void>;
  /** Chooses what to buy. */
  chooseOffer(offer: OnrampOffer): void;
  setPaymentCurrency(id: string): void;
  setAmount(amount: string): void;
  /** Quotes the typed amount (nothing when it is not a valid amount). */
  quote(portico: Portico): Promise<void>;
  /**
   * Asks for the provider's URL for the connected account and opens it in a new window
   * (noopener), only when core's safeWebLink allows it.
   */
  openProvider(portico: Portico, open?: OpenWindow): Promise<OpenProviderResult>;
  reset(): void;
}

/** window.open without a way back to this page (noopener, noreferrer). */
export const openInNewWindow: OpenWindow = (url) => {
  window.open(url, '_blank', 'noopener,noreferrer');
};

function connected(portico: Portico) {
  const account = portico.getAccount();
  const { caipNetwork } = portico.getNetwork();
  if (!account?.isConnected || !account.address || !caipNetwork) return undefined;
  return { address: account.address, caipNetworkId: caipNetwork.caipNetworkId };
}

export function createOnrampActions(context: FeatureContext<OnrampState>): OnrampActions {
  const { state: store } = context;
  const write = (change: Partial<OnrampState>) =>
    store.setState((state) => ({ ...state, ...change }));
  let loadRun = 0;
  let quoteRun = 0;

  const paymentCurrency = (state: OnrampState) =>
    state.options?.paymentCurrencies.find((currency) => currency.id === state.paymentCurrencyId);

  return {
    async loadOffers(portico) {
      const here = connected(portico);
      if (!here) return;
      const run = ++loadRun;
      write({ status: 'loading' });
      const clients = await portico.services().catch(() => undefined);
      const options = await clients?.blockchainApi
        .getOnrampOptions({ caipNetworkId: here.caipNetworkId })
        .catch(() => undefined);
      if (run !== loadRun) return;
      const offers = options ? offersFor(options, here.caipNetworkId) : [];
      const state = store.getState();
      const payWith = options?.paymentCurrencies.find((c) => c.id === state.paymentCurrencyId);
      // An offer of another network (the account switched) is not kept.
      const offer = offers.find(
        (candidate) =>
          candidate.currencyId === state.offer?.currencyId &&
          candidate.network === state.offer?.network,
      );
      write({
        status: 'ready',
        options,
        offers,
        offer,
        paymentCurrencyId: (payWith ?? options?.paymentCurrencies[0])?.id,
      });
    },
    chooseOffer(offer) {
      quoteRun++;
      write({ offer, quote: undefined, quoting: false, outcome: undefined });
    },
    setPaymentCurrency(id) {
      quoteRun++;
      write({ paymentCurrencyId: id, quote: undefined, quoting: false, outcome: undefined });
    },
    setAmount(amount) {
      quoteRun++;
      write({ amount, quote: undefined, quoting: false, outcome: undefined });
    },
    async quote(portico) {
      const here = connected(portico);
      const state = store.getState();
      const payWith = paymentCurrency(state);
      const buying = state.options?.purchaseCurrencies.find(
        (currency) => currency.id === state.offer?.currencyId,
      );
      if (!here || !state.offer || !payWith || !buying) return;
      if (checkAmount(state.amount, payWith) !== 'ok') return;
      const run = ++quoteRun;
      write({ quoting: true });
      const clients = await portico.services().catch(() => undefined);
      const quote = await clients?.blockchainApi
        .getOnrampQuote({
          caipNetworkId: here.caipNetworkId,
          purchaseCurrency: buying,
          paymentCurrency: payWith,
          amount: state.amount.trim(),
          network: state.offer.network,
        })
        .catch(() => null);
      if (run === quoteRun) write({ quoting: false, quote: quote ?? null });
    },
    async openProvider(portico, open = openInNewWindow) {
      const here = connected(portico);
      const state = store.getState();
      if (!here || !state.offer || checkAmount(state.amount, paymentCurrency(state)) !== 'ok') {
        return 'invalid';
      }
      write({ opening: true, outcome: undefined });
      let outcome: OpenOutcome;
      try {
        const clients = await portico.services();
        const url = await clients?.blockchainApi.generateOnrampUrl({
          caipNetworkId: here.caipNetworkId,
          destinationWallets: [
            {
              address: here.address,
              blockchains: [state.offer.network],
              assets: [state.offer.currencyId],
            },
          ],
          defaultNetwork: state.offer.network,
          partnerUserId: here.address,
          paymentAmount: state.amount.trim(),
        });
        // '' (or no services at all): the on-ramp has no page for this network.
        const safe = url ? safeWebLink(url) : undefined;
        outcome = !url ? 'noUrl' : safe ? 'opened' : 'unsafeUrl';
        if (safe) open(safe);
      } catch {
        outcome = 'failed';
      }
      write({ opening: false, outcome });
      return outcome;
    },
    reset() {
      loadRun++;
      quoteRun++;
      store.setState(() => initialOnrampState());
    },
  };
}
