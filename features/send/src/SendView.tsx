import { useEffect, useId, type FormEvent } from 'react';
import { formatBalance, TOKENS } from '@portico/core';
import { usePorticoAccount, usePorticoNetwork, type PorticoViewProps } from '@portico/react';
import { Button, ListRow, Text, shortAddress } from '@portico/react/ui';
import { SEND_VIEWS } from './index';
import { SEND_LABELS as LABELS } from './labels';
import { sendStep } from './sendRules';
import { useSend } from './useSend';
import { ReceiverAvatar } from './ReceiverAvatar';

const fieldStyle = { display: 'grid', gap: 6 } as const;
const inputStyle = { paddingLeft: 12 } as const;

/**
 * The Send form: the token (opens the token list), the amount as text with Max, the receiver
 * (an address, or a name on eip155), and one button that says what is missing until it reads
 * 'Preview Send'. A form: Enter in a field submits it.
 */
export default function SendView({ portico }: PorticoViewProps) {
  const { actions, state } = useSend();
  const account = usePorticoAccount();
  const network = usePorticoNetwork();
  const ids = {
    amount: useId(),
    amountHint: useId(),
    amountError: useId(),
    receiver: useId(),
    receiverHint: useId(),
    receiverError: useId(),
    gas: useId(),
  };

  useEffect(() => {
    void actions.loadTokens(portico);
  }, [actions, portico, account?.address, network.caipNetworkId]);

  if (!account?.isConnected) {
    return (
      <div className="portico-view portico-view--center">
        <Text variant="muted">{LABELS.notConnected}</Text>
      </div>
    );
  }

  const router = portico.resolve(TOKENS.router);
  const step = sendStep(state, account.accountType);
  const { token } = state;
  const amountError =
    step === 'invalidAmount' || step === 'insufficientFunds' ? LABELS[step] : undefined;
  const receiverError = step === 'invalidAddress' ? LABELS.invalidAddress : undefined;
  const nativeSymbol = network.caipNetwork?.nativeCurrency.symbol ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'previewSend') router.push(SEND_VIEWS.preview);
  };

  return (
    <form className="portico-view portico-send" onSubmit={submit} noValidate>
      <div style={fieldStyle}>
        <Text as="span" variant="heading" aria-hidden="true">
          {LABELS.token}
        </Text>
        <ListRow
          onClick={() => router.push(SEND_VIEWS.selectToken)}
          label={
            <>
              <span className="portico-visually-hidden">{LABELS.token}: </span>
              {token?.symbol ?? LABELS.selectToken}
            </>
          }
          detail={token?.name}
        />
      </div>

      <div style={fieldStyle}>
        <label htmlFor={ids.amount} className="portico-text portico-text--heading">
          {LABELS.amount}
        </label>
        <div style={{ display: 'flex', gap: 8 }}>
          <input
            id={ids.amount}
            className="portico-search__input"
            style={inputStyle}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="0"
            value={state.sendTokenAmount}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={[token && ids.amountHint, amountError && ids.amountError]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => actions.setAmount(event.target.value)}
          />
          <Button
            variant="secondary"
            disabled={!token}
            onClick={() => void actions.setMax(portico)}
          >
            {LABELS.max}
          </Button>
        </div>
        {token && (
          <Text variant="small" id={ids.amountHint}>
            {LABELS.balance(
              formatBalance({ value: token.balance, decimals: token.decimals }),
              token.symbol,
            )}
          </Text>
        )}
        {amountError && (
          <Text variant="error" id={ids.amountError}>
            {amountError}
          </Text>
        )}
      </div>

      <div style={fieldStyle}>
        <label htmlFor={ids.receiver} className="portico-text portico-text--heading">
          {LABELS.receiver}
        </label>
        <input
          id={ids.receiver}
          className="portico-search__input"
          style={inputStyle}
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={state.receiverInput}
          aria-invalid={receiverError ? true : undefined}
          aria-describedby={[ids.receiverHint, receiverError && ids.receiverError]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => void actions.setReceiver(portico, event.target.value)}
        />
        <Text variant="small" id={ids.receiverHint}>
          {network.namespace === 'eip155' ? LABELS.receiverHintNames : LABELS.receiverHint}
        </Text>
        {state.receiverProfileName && state.receiverAddress && (
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <ReceiverAvatar src={state.receiverProfileImage} />
            <Text as="span">{LABELS.resolvedName(state.receiverProfileName)}</Text>
            <Text as="span" variant="muted" title={state.receiverAddress}>
              {shortAddress(state.receiverAddress)}
            </Text>
          </div>
        )}
        {receiverError && (
          <Text variant="error" id={ids.receiverError}>
            {receiverError}
          </Text>
        )}
      </div>

      {step === 'insufficientGas' && (
        <Text variant="error" id={ids.gas}>
          {LABELS.insufficientGasHint(nativeSymbol)}
        </Text>
      )}
      <Button
        type="submit"
        fullWidth
        disabled={step !== 'previewSend'}
        aria-describedby={step === 'insufficientGas' ? ids.gas : undefined}
      >
        {LABELS[step]}
      </Button>
    </form>
  );
}
