import { useEffect, useId } from 'react';
import { formatFee, formatUnits, sanitizeWalletName, TOKENS } from '@portico/core';
import { usePorticoAccount, usePorticoNetwork, type PorticoViewProps } from '@portico/react';
import { Button, Text, shortAddress } from '@portico/react/ui';
import { SEND_LABELS as LABELS } from './labels';
import { amountInBaseUnits, sendStep } from './sendRules';
import { useSend } from './useSend';
import { ReceiverAvatar } from './ReceiverAvatar';

const rowStyle = { display: 'flex', justifyContent: 'space-between', gap: 12 } as const;

/**
 * The preview: the amount and its symbol, the receiver (its name when it was resolved, the
 * address shortened with the full one in the accessible name), the network and the fee
 * estimate in the native currency. 'Send' asks the wallet; after the hash the modal goes back
 * to the account screen. A refusal or a failure stays here with its text.
 */
export default function PreviewView({ portico }: PorticoViewProps) {
  const { actions, state } = useSend();
  const account = usePorticoAccount();
  const network = usePorticoNetwork();
  const errorId = useId();
  const statusId = useId();

  useEffect(() => {
    void actions.estimate(portico);
  }, [actions, portico]);

  const router = portico.resolve(TOKENS.router);
  const step = sendStep(state, account?.accountType);
  const { token, receiverAddress } = state;
  const amount = token && amountInBaseUnits(state.sendTokenAmount, token.decimals);
  const native = network.caipNetwork?.nativeCurrency;

  if (!token || !receiverAddress || amount === undefined || !native) {
    return (
      <div className="portico-view portico-view--center">
        <Text variant="muted">{LABELS[step]}</Text>
        <Button variant="secondary" onClick={() => router.back()}>
          {LABELS.cancel}
        </Button>
      </div>
    );
  }

  const fee = state.estimating
    ? LABELS.feeEstimating
    : state.fee === undefined
      ? LABELS.feeUnavailable
      : `${formatFee(state.fee, native.decimals)} ${native.symbol}`;
  const problem =
    step === 'insufficientGas'
      ? LABELS.insufficientGasHint(native.symbol)
      : step !== 'previewSend'
        ? LABELS[step]
        : state.error;

  const confirm = async () => {
    const result = await actions.send(portico);
    if (result.status === 'sent') router.reset('Account');
  };

  return (
    <div className="portico-view portico-send-preview">
      <dl style={{ display: 'grid', gap: 12, margin: 0 }}>
        <div style={rowStyle}>
          <dt className="portico-text portico-text--muted">{LABELS.sending}</dt>
          <dd className="portico-text portico-text--heading" style={{ margin: 0 }}>
            {formatUnits(amount, token.decimals)} {token.symbol}
          </dd>
        </div>
        <div style={rowStyle}>
          <dt className="portico-text portico-text--muted">{LABELS.to}</dt>
          <dd style={{ margin: 0, display: 'flex', alignItems: 'center', gap: 8 }}>
            <ReceiverAvatar src={state.receiverProfileImage} />
            {state.receiverProfileName && <Text as="span">{state.receiverProfileName}</Text>}
            <Text as="span" variant={state.receiverProfileName ? 'muted' : 'body'}>
              <span aria-hidden="true">{shortAddress(receiverAddress)}</span>
              <span className="portico-visually-hidden">{receiverAddress}</span>
            </Text>
          </dd>
        </div>
        <div style={rowStyle}>
          <dt className="portico-text portico-text--muted">{LABELS.network}</dt>
          <dd className="portico-text" style={{ margin: 0 }}>
            {sanitizeWalletName(network.caipNetwork?.name) ?? network.caipNetworkId}
          </dd>
        </div>
        <div style={rowStyle}>
          <dt className="portico-text portico-text--muted">{LABELS.networkFee}</dt>
          <dd className="portico-text" style={{ margin: 0 }}>
            {fee}
          </dd>
        </div>
      </dl>
      {problem && (
        <Text variant="error" id={errorId}>
          {problem}
        </Text>
      )}
      <p className="portico-text portico-text--muted" role="status" id={statusId}>
        {state.sending ? LABELS.confirmInWallet : ''}
      </p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="secondary" fullWidth onClick={() => router.back()}>
          {LABELS.cancel}
        </Button>
        <Button
          fullWidth
          disabled={state.sending || state.estimating || step !== 'previewSend'}
          aria-describedby={problem ? errorId : undefined}
          onClick={() => void confirm()}
        >
          {LABELS.confirm}
        </Button>
      </div>
    </div>
  );
}
