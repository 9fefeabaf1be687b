import { useEffect, useId } from 'react';
import { TOKENS } from '@portico/core';
import { usePorticoAccount, usePorticoNetwork, type PorticoViewProps } from '@portico/react';
import { ListRow, Spinner, Text } from '@portico/react/ui';
import { ONRAMP_VIEWS } from './index';
import { ONRAMP_LABELS as LABELS } from './labels';
import { useOnramp } from './useOnramp';

/**
 * What the on-ramp sells on the connected network (from GET /v1/onramp/options; on a network it
 * does not sell on, Ethereum's offers, the spec's fallback), each a button. Choosing one opens
 * the amount and quote view.
 */
export default function OnRampProvidersView({ portico }: PorticoViewProps) {
  const { actions, state } = useOnramp();
  const account = usePorticoAccount();
  const network = usePorticoNetwork();
  const headingId = useId();

  useEffect(() => {
    void actions.loadOffers(portico);
  }, [actions, portico, account?.address, network.caipNetworkId]);

  if (!account?.isConnected) {
    return (
      <div className="portico-view portico-view--center">
        <Text variant="muted">{LABELS.notConnected}</Text>
      </div>
    );
  }
  if (state.status !== 'ready') {
    return (
      <div className="portico-view portico-view--center" aria-busy="true">
        <Spinner />
        <Text variant="muted">{LABELS.loadingOffers}</Text>
      </div>
    );
  }
  if (state.offers.length === 0) {
    return (
      <div className="portico-view portico-view--center">
        <Text variant="muted">{LABELS.noOffers}</Text>
      </div>
    );
  }

  const router = portico.resolve(TOKENS.router);
  return (
    <div className="portico-view portico-onramp">
      <Text as="h3" variant="heading" id={headingId}>
        {LABELS.offers}
      </Text>
      <ul className="portico-list" aria-labelledby={headingId}>
        {state.offers.map((offer) => (
          <li key={`${offer.currencyId}:${offer.network}`}>
            <ListRow
              onClick={() => {
                actions.chooseOffer(offer);
                router.push(ONRAMP_VIEWS.buy);
              }}
              label={offer.symbol}
              detail={`${offer.name} ${LABELS.offerDetail(offer.networkName)}`}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
