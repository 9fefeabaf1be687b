/**
 * Buy's rules, without React or the network: which offers the connected network gets, the
 * payment limits and the amount's check. Spec 9: "On-ramp chains: Ethereum, Arbitrum, Polygon,
 * Berachain, Avalanche, Optimism, Celo, Base; fallback Ethereum": which chains are sold on is
 * the on-ramp's answer (GET /v1/onramp/options; the server's provider decides, a local test
 * chain included); Buy offers the connected chain when it is sold on, else Ethereum.
 */
import type { OnrampOptions, PaymentCurrency } from '@portico/core/services';
import type { OnrampOffer } from './onrampState';

/** Spec 9's fallback: Ethereum. */
export const FALLBACK_ONRAMP_CHAIN_ID = '1';

/** The chain id part of a CAIP-2 id ('eip155:1' -> '1'). */
export function chainReferenceOf(caipNetworkId: string): string {
  return caipNetworkId.slice(caipNetworkId.indexOf(':') + 1);
}

/** Every currency-on-network the options sell. */
function allOffers(options: OnrampOptions): OnrampOffer[] {
  return options.purchaseCurrencies.flatMap((currency) =>
    currency.networks.map((network) => ({
      currencyId: currency.id,
      symbol: currency.symbol,
      name: currency.name,
      network: network.name,
      networkName: network.display_name,
      chainId: network.chain_id,
    })),
  );
}

/**
 * The offers for the connected network: those on its chain when the on-ramp sells there;
 * otherwise those on Ethereum (spec 9's fallback); otherwise none.
 */
export function offersFor(options: OnrampOptions, caipNetworkId: string): OnrampOffer[] {
  const offers = allOffers(options);
  const here = offers.filter((offer) => offer.chainId === chainReferenceOf(caipNetworkId));
  if (here.length > 0) return here;
  return offers.filter((offer) => offer.chainId === FALLBACK_ONRAMP_CHAIN_ID);
}

/** The limits of paying by card (else the first method's); undefined when none is given. */
export function limitsOf(currency: PaymentCurrency | undefined) {
  const methods = currency?.payment_method_limits ?? [];
  return methods.find((method) => method.id === 'card') ?? methods[0];
}

const DECIMAL = /^\d{1,15}(\.\d{1,2})?$/;

/** 'empty', 'invalid' (not a money amount), 'outOfLimits', or 'ok'. */
export function checkAmount(
  amount: string,
  currency: PaymentCurrency | undefined,
): 'empty' | 'invalid' | 'outOfLimits' | 'ok' {
  const text = amount.trim();
  if (text === '') return 'empty';
  if (!DECIMAL.test(text) || Number(text) <= 0) return 'invalid';
  const limits = limitsOf(currency);
  if (limits && (Number(text) < Number(limits.min) || Number(text) > Number(limits.max))) {
    return 'outOfLimits';
  }
  return 'ok';
}
