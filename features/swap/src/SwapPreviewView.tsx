import { useEffect, useId } from 'react';
import { formatBalance, formatFee, formatUnits, TOKENS } from '@portico/core';
import { usePorticoNetwork, type PorticoViewProps } from '@portico/react';
import { Button, Text } from '@portico/react/ui';
import { SWAP_LABELS as LABELS } from './labels';
import {
  SWAP_SLIPPAGE_TOLERANCE_PERCENT,
  amountInBaseUnits,
  minimumReceived,
  needsApproval,
  percentText,
  quotePriceImpact,
  rate,
  swapStep,
} from './swapRules';
import { useSwap } from './useSwap';

const rowStyle = { display: 'flex', justifyContent: 'space-between', gap: 12 } as const;

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div style={rowStyle}>
      <dt className="portico-text portico-text--muted">{term}</dt>
      <dd className="portico-text" style={{ margin: 0, textAlign: 'end' }}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The preview: what is paid and received, the rate, the price impact, the network fee of the
 * next wallet step, the spec's slippage tolerance and the minimum received. When the allowance
 * is short the button reads 'Approve <token>' and says the wallet asks twice; 'Swap' then asks
 * for the swap. After the hash the modal goes back to the account screen; a refusal or a
 * failure stays here with its text.
 */
export default function SwapPreviewView({ portico }: PorticoViewProps) {
  const { actions, state } = useSwap();
  const network = usePorticoNetwork();
  const errorId = useId();
  const hintId = useId();

  useEffect(() => {
    void actions.prepare(portico);
  }, [actions, portico, state.quote, state.allowance]);

  const router = portico.resolve(TOKENS.router);
  const { sourceToken: from, toToken: to, quote } = state;
  const amount = from && amountInBaseUnits(state.sourceTokenAmount, from.decimals);
  const native = network.caipNetwork?.nativeCurrency;

  if (!from || !to || !quote || amount === undefined || !native) {
    return (
      <div className="portico-view portico-view--center">
        <Text variant="muted">{LABELS[swapStep(state)]}</Text>
        <Button variant="secondary" onClick={() => router.back()}>
          {LABELS.cancel}
        </Button>
      </div>
    );
  }

  const impact = quotePriceImpact(quote, state.sourcePriceUsd, state.toPriceUsd);
  const fee = state.preparing
    ? LABELS.estimating
    : state.networkFee === undefined
      ? LABELS.notAvailable
      : `${formatFee(state.networkFee, native.decimals)} ${native.symbol}`;
  const approval = needsApproval(from, amount, state.allowance);
  const busy = state.approving || state.swapping;

  const confirm = async () => {
    const result = await actions.swap(portico);
    if (result.status === 'swapped') router.reset('Account');
  };

  return (
    <div className="portico-view portico-swap-preview">
      <dl style={{ display: 'grid', gap: 12, margin: 0 }}>
        <Row term={LABELS.from}>
          {formatUnits(amount, from.decimals)} {from.symbol}
        </Row>
        <Row term={LABELS.to}>
          {formatBalance({ value: quote.toAmount, decimals: to.decimals })} {to.symbol}
        </Row>
        <Row term={LABELS.rate}>{LABELS.rateText(rate(quote), from.symbol, to.symbol)}</Row>
        <Row term={LABELS.priceImpact}>
          {impact === undefined ? LABELS.notAvailable : percentText(impact)}
        </Row>
        <Row term={LABELS.networkFee}>{fee}</Row>
        <Row term={LABELS.slippage}>{`${SWAP_SLIPPAGE_TOLERANCE_PERCENT}%`}</Row>
        <Row term={LABELS.minimumReceived}>
          {formatUnits(minimumReceived(quote.toAmount), to.decimals)} {to.symbol}
        </Row>
      </dl>
      {approval && (
        <Text variant="small" id={hintId}>
          {LABELS.approveHint(from.symbol)}
        </Text>
      )}
      {state.error && (
        <Text variant="error" id={errorId}>
          {state.error}
        </Text>
      )}
      <p className="portico-text portico-text--muted" role="status">
        {state.approving ? LABELS.approving : busy ? LABELS.confirmInWallet : ''}
      </p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="secondary" fullWidth onClick={() => router.back()}>
          {LABELS.cancel}
        </Button>
        <Button
          fullWidth
          disabled={busy || state.quoting}
          aria-describedby={
            [approval && hintId, state.error && errorId].filter(Boolean).join(' ') || undefined
          }
          onClick={() => void confirm()}
        >
          {approval ? LABELS.approve(from.symbol) : LABELS.confirm}
        </Button>
      </div>
    </div>
  );
}
