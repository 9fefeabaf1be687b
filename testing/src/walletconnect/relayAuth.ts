/**
 * The client id a WalletConnect client connects with: the `iss` (a did:key) of the auth JWT
 * that the SDK puts in the relay URL's query (`?auth=<jwt>&ua=...&projectId=...`). The relay
 * trusts it as an identity only to avoid echoing messages; it does not check the signature.
 */
export function clientIdFromRelayUrl(requestUrl: string | undefined): string | undefined {
  if (!requestUrl) return undefined;
  const auth = new URL(requestUrl, 'ws://relay.invalid').searchParams.get('auth');
  const payload = auth?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      iss?: unknown;
    };
    return typeof claims.iss === 'string' ? claims.iss : undefined;
  } catch {
    return undefined;
  }
}
