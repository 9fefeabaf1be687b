/**
 * How a client presents its session: `Authorization: Bearer <token>` (the page client keeps the
 * token), or the `portico_siwx` cookie (an app whose own backend shares the origin). The cookie
 * is HttpOnly, SameSite=Lax, Path=/, and Secure when the client reached the server over https.
 */
import { SiwxError } from '../errors';
import { SESSION_TOKEN_PATTERN } from '../randomText';
import { SIWX_MESSAGES } from '../siwxMessages';

export const SIWX_COOKIE_NAME = 'portico_siwx';

/**
 * The token the request carries: the Bearer token first, else the cookie. A malformed
 * Authorization header is a 400; a cookie that is not one of our tokens is ignored (another
 * app on the same host may use the name).
 */
export function sessionTokenOf(
  authorization: string | undefined,
  cookie: string | undefined,
): string | undefined {
  if (authorization !== undefined && authorization !== '') {
    const match = /^Bearer +(\S+) *$/i.exec(authorization);
    if (!match || !SESSION_TOKEN_PATTERN.test(match[1]!)) {
      throw new SiwxError('BAD_REQUEST', SIWX_MESSAGES.authorizationMalformed);
    }
    return match[1];
  }
  for (const part of (cookie ?? '').split(';')) {
    const [name, ...value] = part.split('=');
    const token = value.join('=').trim();
    if (name?.trim() === SIWX_COOKIE_NAME && SESSION_TOKEN_PATTERN.test(token)) return token;
  }
  return undefined;
}

/** The Set-Cookie value that keeps the session until it expires. */
export function sessionCookie(
  token: string,
  expiresAt: string,
  now: number,
  secure: boolean,
): string {
  // Rounded up: the session was stamped a few milliseconds before this answer is written.
  const maxAge = Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
  return cookieText(token, maxAge, secure);
}

/** The Set-Cookie value that clears it. */
export function clearedSessionCookie(secure: boolean): string {
  return cookieText('', 0, secure);
}

function cookieText(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${SIWX_COOKIE_NAME}=${value}`,
    'HttpOnly',
    'SameSite=Lax',
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
