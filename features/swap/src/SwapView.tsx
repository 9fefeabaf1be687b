import { useEffect, useId, type FormEvent } from 'react';
import { formatBalance, TOKENS } from '@portico/core';
import { usePorticoAccount, usePorticoNetwork, type PorticoViewProps } from '@portico/react';
import { Button, ListRow, Spinner, Text } from '@portico/react/ui';
import { SWAP_VIEWS } from './index';
import { SWAP_LABELS as LABELS } from './labels';
import { swapStep } from './swapRules';
import { useSwap } from './useSwap';

const fieldStyle = { display: 'grid', gap: 6 } as const;
const inputStyle = { paddingLeft: 12 } as const;

/**
 * The Swap form: the token paid (opens the token list), the amount as text, a button that
 * switches the tokens, the token received with the quoted amount, and one button that says
 * what is missing until it reads 'Review Swap'. A form: Enter in the amount submits it.
 */
export default function SwapView({ portico }: PorticoViewProps) {
  const { actions, state } = useSwap();
  const account = usePorticoAccount();
  const network = usePorticoNetwork();
  const ids = { amount: useId(), amountHint: useId(), amountError: useId(), quote: useId() };
  const { sourceToken, toToken, sourceTokenAmount } = state;

  useEffect(() => {
    void actions.loadTokens(portico);
  }, [actions, portico, account?.address, network.caipNetworkId]);

  useEffect(() => {
    const step = swapStep({ ...state, quote: undefined, quoting: false, quoteMissing: false });
    if (step === 'gettingQuote') void actions.fetchQuote(portico);
    // A new quote for a new pair, amount, account or network only (not on its own answer).
  }, [
    actions,
    portico,
    sourceToken?.address,
    toToken?.address,
    sourceTokenAmount,
    account?.address,
    network.caipNetworkId,
  ]);

  if (!account?.isConnected) {
    return (
      <div className="portico-view portico-view--center">
        <Text variant="muted">{LABELS.notConnected}</Text>
      </div>
    );
  }
  if (state.tokensLoading && state.tokens.length === 0) {
    return (
      <div className="portico-view portico-view--center" aria-busy="true">
        <Spinner />
        <Text variant="muted">{LABELS.loadingTokens}</Text>
      </div>
    );
  }
  if (state.tokens.length === 0) {
    return (
      <div className="portico-view portico-view--center">
        <Text variant={state.error ? 'error' : 'muted'} role={state.error ? 'alert' : undefined}>
          {state.error ?? LABELS.noTokens}
        </Text>
      </div>
    );
  }

  const router = portico.resolve(TOKENS.router);
  const step = swapStep(state);
  const amountError =
    step === 'invalidAmount' || step === 'insufficientBalance' ? LABELS[step] : undefined;
  const open = (side: 'source' | 'to') => {
    actions.pick(side);
    router.push(SWAP_VIEWS.selectToken);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'reviewSwap') router.push(SWAP_VIEWS.preview);
  };

  return (
    <form className="portico-view portico-swap" onSubmit={submit} noValidate>
      <div style={fieldStyle}>
        <Text as="span" variant="heading" aria-hidden="true">
          {LABELS.from}
        </Text>
        <ListRow
          onClick={() => open('source')}
          label={
            <>
              <span className="portico-visually-hidden">{LABELS.chooseSource}: </span>
              {sourceToken?.symbol ?? LABELS.selectToken}
            </>
          }
          detail={sourceToken?.name}
        />
      </div>

      <div style={fieldStyle}>
        <label htmlFor={ids.amount} className="portico-text portico-text--heading">
          {LABELS.amount}
        </label>
        <input
          id={ids.amount}
          className="portico-search__input"
          style={inputStyle}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          value={sourceTokenAmount}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={[
            sourceToken?.balance !== undefined && ids.amountHint,
            amountError && ids.amountError,
          ]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => actions.setAmount(event.target.value)}
        />
        {sourceToken?.balance !== undefined && (
          <Text variant="small" id={ids.amountHint}>
            {LABELS.balance(
              formatBalance({ value: sourceToken.balance, decimals: sourceToken.decimals }),
              sourceToken.symbol,
            )}
          </Text>
        )}
        {amountError && (
          <Text variant="error" id={ids.amountError}>
            {amountError}
          </Text>
        )}
      </div>

      <Button variant="secondary" onClick={() => actions.switchTokens()}>
        {LABELS.switchTokens}
      </Button>

      <div style={fieldStyle}>
        <Text as="span" variant="heading" aria-hidden="true">
          {LABELS.to}
        </Text>
        <ListRow
          onClick={() => open('to')}
          label={
            <>
              <span className="portico-visually-hidden">{LABELS.chooseTo}: </span>
              {toToken?.symbol ?? LABELS.selectToken}
            </>
          }
          detail={toToken?.name}
        />
        <p className="portico-text portico-text--small" role="status" id={ids.quote}>
          {state.quote && toToken
            ? LABELS.receiveAmount(
                formatBalance({ value: state.quote.toAmount, decimals: toToken.decimals }),
                toToken.symbol,
              )
            : ''}
        </p>
      </div>

      {state.error && (
        <Text variant="error" role="alert">
          {state.error}
        </Text>
      )}
      <Button type="submit" fullWidth disabled={step !== 'reviewSwap'}>
        {LABELS[step]}
      </Button>
    </form>
  );
}
