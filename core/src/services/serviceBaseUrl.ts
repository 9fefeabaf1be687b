/**
 * A service's base URL: absolute http(s), no query, no fragment. Checked when options are
 * read (createPortico) and again by each HTTP client, with the same rule and text.
 */
import { ConfigurationError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';

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
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}
