/**
 * A wallet's icon as it announces itself (EIP-6963, the Wallet Standard): untrusted. Only a `data:` URI of an image type
 * the browser renders inertly in an <img> is kept; anything else (http(s) URLs that would
 * leak the visitor to a third party, `javascript:`, `data:text/html`, other types) is dropped.
 */

/** The image types a wallet icon may have. */
export const WALLET_ICON_MEDIA_TYPES: readonly string[] = Object.freeze([
  'image/svg+xml',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
]);

/**
 * RFC 2397: `data:<type>[;<attribute>=<value>]*[;base64],<data>`, the media type matched
 * without regard to case. A parameter without a value is accepted too (`;utf8,`, which wallets
 * use though RFC 2397 does not define it).
 */
const DATA_URI = /^data:([a-z]+\/[a-z0-9.+-]+)(?:;[a-z0-9-]+(?:=[a-z0-9._~%-]+)?)*,/i;

/** The icon when it is a data URI of an allowed image type, otherwise undefined. */
export function safeWalletIcon(icon: unknown): string | undefined {
  if (typeof icon !== 'string') return undefined;
  const match = DATA_URI.exec(icon);
  const mediaType = match?.[1]?.toLowerCase();
  return mediaType !== undefined && WALLET_ICON_MEDIA_TYPES.includes(mediaType) ? icon : undefined;
}
