import securityHeaders from './securityHeaders.json';

/**
 * The headers every answer of the demo server carries. The page runs under a strict
 * Content-Security-Policy: scripts, styles and connections only from its own origin (the
 * Portico server and the chains are proxied there), no inline script, no eval, images from
 * the origin or data: URIs (the wallets' EIP-6963 icons are data: URIs). WebAssembly may be
 * compiled ('wasm-unsafe-eval', which allows no JavaScript eval): @polkadot/util-crypto, which
 * the Polkadot adapter's chunks and the demo wallet's Polkadot side use, instantiates its
 * WebAssembly hashing when it loads, and without it the page logs a CSP violation and an error
 * (it then hashes in JavaScript). The values are in
 * securityHeaders.json, which the bench's page server (bench/apps/pageload, plain JavaScript)
 * reads too.
 */
export const CONTENT_SECURITY_POLICY = securityHeaders.contentSecurityPolicy.join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  ...securityHeaders.otherHeaders,
});
