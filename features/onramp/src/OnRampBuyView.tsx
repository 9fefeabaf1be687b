import { useEffect, useId, type FormEvent } from 'react';
import { usePorticoAccount, type PorticoViewProps } from '@portico/react';
import { Button, Text } from '@portico/react/ui';
import { ONRAMP_LABELS as LABELS } from './labels';
import { checkAmount, limitsOf } from './onrampRules';
import type { OpenOutcome } from './onrampState';
import { useOnramp } from './useOnramp';

const fieldStyle = { display: 'grid', gap: 6 } as const;
const inputStyle = { paddingLeft: 12 } as const;
const rowStyle = { display: 'flex', justifyContent: 'space-between', gap: 8 } as const;

/** What Continue's result says. */
const OUTCOME_TEXTS: Readonly<Record<OpenOutcome, string>> = {
  opened: LABELS.opened,
  unsafeUrl: LABELS.unsafeUrl,
  noUrl: LABELS.noUrl,
  failed: LABELS.openFailed,
};

/**
 * The amount to pay (the payment currency and its card limits), the on-ramp's quote for it
 * (POST /v1/onramp/quote), the spec's fee range (1-2%) and the network, then Continue: the
 * provider's page (POST /v1/generators/onrampurl) opens in a new window. A form: Enter submits.
 */
export default function OnRampBuyView({ portico }: PorticoViewProps) {
  const { actions, state } = useOnramp();
  const account = usePorticoAccount();
  const ids = {
    currency: useId(),
    amount: useId(),
    hint: useId(),
    error: useId(),
    status: useId(),
  };
  const payWith = state.options?.paymentCurrencies.find(
    (currency) => currency.id === state.paymentCurrencyId,
  );
  const check = checkAmount(state.amount, payWith);

  useEffect(() => {
    if (check === 'ok') void actions.quote(portico);
  }, [actions, portico, check, state.amount, state.paymentCurrencyId, state.offer]);

  if (!account?.isConnected || !state.offer || !state.options) {
    return (
      <div className="portico-view portico-view--center">
        <Text variant="muted">
          {account?.isConnected ? LABELS.chooseOffer : LABELS.notConnected}
        </Text>
      </div>
    );
  }

  const { offer } = state;
  const limits = limitsOf(payWith);
  const currencyId = payWith?.id ?? '';
  const error =
    check === 'invalid'
      ? LABELS.invalidAmount
      : check === 'outOfLimits' && limits
        ? LABELS.outOfLimits(limits.min, limits.max, currencyId)
        : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check === 'ok' && !state.opening) void actions.openProvider(portico);
  };
  const status = state.outcome && OUTCOME_TEXTS[state.outcome];

  return (
    <form className="portico-view portico-onramp-buy" onSubmit={submit} noValidate>
      <Text as="h3" variant="heading">
        {offer.symbol} {LABELS.offerDetail(offer.networkName)}
      </Text>

      <div style={fieldStyle}>
        <label htmlFor={ids.currency} className="portico-text portico-text--heading">
          {LABELS.paymentCurrency}
        </label>
        <select
          id={ids.currency}
          className="portico-input"
          value={currencyId}
          onChange={(event) => actions.setPaymentCurrency(event.target.value)}
        >
          {state.options.paymentCurrencies.map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currency.id}
            </option>
          ))}
        </select>
      </div>

      <div style={fieldStyle}>
        <label htmlFor={ids.amount} className="portico-text portico-text--heading">
          {LABELS.amount}
        </label>
        <input
          id={ids.amount}
          className="portico-input"
          style={inputStyle}
          inputMode="decimal"
          autoComplete="off"
          value={state.amount}
          onChange={(event) => actions.setAmount(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
        />
        {limits && (
          <Text as="span" variant="small" id={ids.hint}>
            {LABELS.amountHint(limits.min, limits.max, currencyId)}
          </Text>
        )}
        {error && (
          <Text as="span" variant="error" id={ids.error}>
            {error}
          </Text>
        )}
      </div>

      <dl className="portico-onramp-quote" aria-live="polite">
        <div style={rowStyle}>
          <dt>{LABELS.youGet}</dt>
          <dd>
            {state.quoting
              ? LABELS.quoting
              : state.quote
                ? `${state.quote.purchaseAmount.amount} ${state.quote.purchaseAmount.currency}`
                : state.quote === null
                  ? LABELS.noQuote
                  : '—'}
          </dd>
        </div>
        <div style={rowStyle}>
          <dt>{LABELS.fees}</dt>
          <dd>{LABELS.feeRange}</dd>
        </div>
        <div style={rowStyle}>
          <dt>{LABELS.network}</dt>
          <dd>{offer.networkName}</dd>
        </div>
      </dl>

      <Button type="submit" fullWidth disabled={check !== 'ok' || state.opening}>
        {state.opening ? LABELS.opening : LABELS.continue}
      </Button>
      <Text as="p" variant="small" id={ids.status} role="status">
        {status ?? ''}
      </Text>
    </form>
  );
}
