import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { safeWebLink } from '@portico/core';

export interface ExternalLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'target' | 'rel' | 'href'
> {
  /** Untrusted: rendered only when core's safeWebLink allows it (https, or http on loopback). */
  readonly href: string | undefined;
}

/**
 * A link to another site (a block explorer), opened in a new tab without giving that page a
 * handle on ours (`noopener`) nor our address (`noreferrer`). Nothing is rendered when the
 * href is not a safe web link (javascript:, data:, a userinfo trick, ...).
 */
export const ExternalLink = forwardRef<HTMLAnchorElement, ExternalLinkProps>(function ExternalLink(
  { href, ...rest },
  ref,
) {
  const safe = safeWebLink(href);
  if (!safe) return null;
  return <a ref={ref} {...rest} href={safe} target="_blank" rel="noopener noreferrer" />;
});
