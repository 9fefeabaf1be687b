import type { ReactElement } from 'react';
import { accountEntries, TOKENS, type Portico } from '@portico/core';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { Button } from '../../ui/Button';
import { BuyIcon, CheckIcon, GridIcon, SendIcon, SwapIcon, WalletIcon } from '../../ui/icons';
import { LABELS } from '../../ui/labels';

/** The icons an account entry may name by key (`AccountEntry.icon`). */
const ENTRY_ICONS: Readonly<Record<string, () => ReactElement>> = Object.freeze({
  wallet: WalletIcon,
  grid: GridIcon,
  check: CheckIcon,
  send: SendIcon,
  swap: SwapIcon,
  buy: BuyIcon,
});

/**
 * The account screen's feature buttons: the entries of the enabled feature plugins in the
 * spec's wallet feature order (onramp, swaps, receive, send), then the others. Each opens its
 * plugin's view; the plugin's code loads then. An entry marked `whenUnnamed` hides while the
 * account has a name (profileName). Nothing here knows any plugin.
 */
export function FeatureEntries({ portico }: { readonly portico: Portico }) {
  const { plugins, features } = portico.resolve(TOKENS.options);
  const named = useStoreSelector((state) =>
    state.activeNamespace ? !!state.chains[state.activeNamespace]?.account.profileName : false,
  );
  const entries = accountEntries(plugins, features).filter(
    (entry) => !(named && entry.whenUnnamed),
  );
  if (entries.length === 0) return null;
  const router = portico.resolve(TOKENS.router);
  return (
    <div className="portico-account__features" role="group" aria-label={LABELS.accountFeatures}>
      {entries.map((entry) => {
        const Icon = entry.icon === undefined ? undefined : ENTRY_ICONS[entry.icon];
        return (
          <Button
            key={`${entry.plugin}:${entry.view}`}
            variant="secondary"
            onClick={() => router.push(entry.view)}
          >
            {Icon && (
              <span className="portico-account__feature-icon" aria-hidden="true">
                <Icon />
              </span>
            )}
            {entry.label}
          </Button>
        );
      })}
    </div>
  );
}
