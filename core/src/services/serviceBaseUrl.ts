/**
 * A service's base URL: absolute http(s), no query, no fragment, and https unless the host is
 * loopback (localhost, 127.0.0.0/8, [::1]): plain http to another host would let anyone on the
 * path read and rewrite what the service says. Checked when options are read (createPortico)
 * and again by each HTTP client, with the same rule and text.
 */
import { ConfigurationError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';
import { isSecureTransportUrl } from '../validators/secureTransport';

const WEB_SCHEMES: readonly string[] = Object.freeze(['http:', 'https:']);

/** The base URL without a trailing slash; a ConfigurationError when it is not http(s). */
export function parseServiceBaseUrl(service: string, baseUrl: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(baseUrl);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !WEB_SCHEMES.includes(parsed.protocol) || parsed.search || parsed.hash) {
    throw new ConfigurationError(
      MESSAGES.serviceUrlInvalid(service, String(baseUrl)),
      'INVALID_SERVICE_URL',
    );
  }
  if (!isSecureTransportUrl(parsed, 'http')) {
    throw new ConfigurationError(
      MESSAGES.serviceUrlNotSecure(service, String(baseUrl)),
      'INSECURE_SERVICE_URL',
    );
  }
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}
