import { classNames } from '../ui/classNames';
import { LABELS } from '../ui/labels';
import type { WalletLink } from './walletLinks';

const TEXTS = {
  mobile: LABELS.openWallet,
  desktop: LABELS.openWalletDesktop,
  web: LABELS.openWalletWeb,
} as const;

/**
 * "Open {wallet}" links, the first one primary. `links` come from walletConnectLinks (every
 * href passed core's allow-lists); `name` is untrusted and rendered as text. A web app opens
 * in a new tab without access to this page.
 */
export function OpenWalletLinks({
  name,
  links,
}: {
  readonly name: string;
  readonly links: readonly WalletLink[];
}) {
  if (links.length === 0) return null;
  return (
    <div className="portico-wc__links">
      {links.map((link, index) => (
        <a
          key={link.kind}
          href={link.href}
          className={classNames(
            'portico-btn',
            'portico-btn--full',
            index === 0 ? 'portico-btn--primary' : 'portico-btn--secondary',
            'portico-wc__link',
          )}
          {...(link.kind === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {TEXTS[link.kind](name)}
        </a>
      ))}
    </div>
  );
}
