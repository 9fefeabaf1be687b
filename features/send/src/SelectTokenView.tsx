import { useEffect, useId } from 'react';
import { formatBalance, TOKENS } from '@portico/core';
import type { PorticoViewProps } from '@portico/react';
import { ListRow, Spinner, Text } from '@portico/react/ui';
import { SEND_LABELS as LABELS } from './labels';
import { sameToken } from './sendTokens';
import { useSend } from './useSend';

/**
 * The tokens the account can send on its network (the native currency first, then its tokens;
 * 0-decimal tokens dropped), each a button with its balance. Choosing one goes back to the form.
 */
export default function SelectTokenView({ portico }: PorticoViewProps) {
  const { actions, state } = useSend();
  const headingId = useId();

  useEffect(() => {
    // Opened on its own (the form reads the balances otherwise): read them once.
    // (once per opening, not on every change of the list).
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
  if (state.tokens.length === 0) {
    return (
      <div className="portico-view portico-view--center">
        <Text variant="muted">{LABELS.noTokens}</Text>
      </div>
    );
  }

  const router = portico.resolve(TOKENS.router);
  return (
    <div className="portico-view portico-send-tokens">
      <Text as="h3" variant="heading" id={headingId}>
        {LABELS.tokens}
      </Text>
      <ul className="portico-list" aria-labelledby={headingId}>
        {state.tokens.map((token) => {
          const chosen = sameToken(token, state.token);
          return (
            <li key={token.address ?? 'native'}>
              <ListRow
                className={chosen ? 'is-active' : undefined}
                aria-current={chosen ? 'true' : undefined}
                onClick={() => {
                  actions.setToken(token);
                  router.back();
                }}
                label={token.symbol}
                detail={token.name}
                trailing={
                  <span className="portico-row__detail">
                    {formatBalance({ value: token.balance, decimals: token.decimals })}{' '}
                    {token.symbol}
                  </span>
                }
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
