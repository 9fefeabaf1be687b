/** How the development wallet introduces itself (EIP-6963 info, its icon), apart from its code. */
export const DEMO_WALLET_NAME = 'Portico Demo Wallet';
export const DEMO_WALLET_RDNS = 'dev.portico.demo-wallet';

// An amber "DEV" tile: it should not look like a real wallet's logo.
export const DEMO_WALLET_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<rect width="64" height="64" rx="14" fill="#b45309"/>' +
  '<text x="32" y="40" font-family="sans-serif" font-size="20" font-weight="700" ' +
  'text-anchor="middle" fill="#fff">DEV</text></svg>';
export const DEMO_WALLET_ICON =
  `data:image/svg+xml,${encodeURIComponent(DEMO_WALLET_ICON_SVG)}` as const;
