import { useEffect, useId } from 'react';
import { formatBalance, TOKENS } from '@portico/core';
import type { PorticoViewProps } from '@portico/react';
import { ListRow, Spinner, Text } from '@portico/react/ui';
import { SWAP_LABELS as LABELS } from './labels';
import type { SwapTokenChoice } from './swapState';
import { sameToken } from './swapTokens';
import { useSwap } from './useSwap';

/**
 * The tokens for the picker being filled: the account's tokens (with their balances) first,
 * then the rest of the exchange's list. Choosing one goes back to the form; choosing the other
 * side's token switches the two.
 */
export default function SwapSelectTokenView({ portico }: PorticoViewProps) {
  const { actions, state } = useSwap();
  const yoursId = useId();
  const othersId = useId();

  useEffect(() => {
    if (state.tokens.length === 0) void actions.loadTokens(portico);
  }, [actions, portico]);

  if (state.tokensLoading && state.tokens.length === 0) {
    return (
      <div className="portico-view portico-view--center" aria-busy="true">
        <Spinner />
        <Text variant="muted">{LABELS.loadingTokens}</Text>
      </div>
    );
  }
  const router = portico.resolve(TOKENS.router);
  const current = state.picking === 'source' ? state.sourceToken : state.toToken;
  const yours = state.tokens.filter((token) => (token.balance ?? 0n) > 0n);
  const others = state.tokens.filter((token) => !yours.includes(token));

  const row = (token: SwapTokenChoice) => {
    const chosen = sameToken(token, current);
    return (
      <li key={token.address}>
        <ListRow
          className={chosen ? 'is-active' : undefined}
          aria-current={chosen ? 'true' : undefined}
          onClick={() => {
            actions.chooseToken(token);
            router.back();
          }}
          label={token.symbol}
          detail={token.name}
          trailing={
            token.balance !== undefined && token.balance > 0n ? (
              <span className="portico-row__detail">
                {formatBalance({ value: token.balance, decimals: token.decimals })} {token.symbol}
              </span>
            ) : undefined
          }
        />
      </li>
    );
  };

  return (
    <div className="portico-view portico-swap-tokens">
      {yours.length > 0 && (
        <>
          <Text as="h3" variant="heading" id={yoursId}>
            {LABELS.yourTokens}
          </Text>
          <ul className="portico-list" aria-labelledby={yoursId}>
            {yours.map(row)}
          </ul>
        </>
      )}
      {others.length > 0 && (
        <>
          <Text as="h3" variant="heading" id={othersId}>
            {LABELS.exchangeTokens}
          </Text>
          <ul className="portico-list" aria-labelledby={othersId}>
            {others.map(row)}
          </ul>
        </>
      )}
      {state.tokens.length === 0 && <Text variant="muted">{LABELS.noTokens}</Text>}
    </div>
  );
}
