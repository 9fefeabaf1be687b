/**
 * The headers every answer of the demo server carries. The page runs under a strict
 * Content-Security-Policy: scripts, styles and connections only from its own origin (the
 * Portico server and the chains are proxied there), no inline script, no eval, images from
 * the origin or data: URIs (the wallets' EIP-6963 icons are data: URIs).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
});
