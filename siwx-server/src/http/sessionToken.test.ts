import { SiwxError } from '../errors';
import { clearedSessionCookie, sessionCookie, sessionTokenOf } from './sessionToken';

const TOKEN = 'a'.repeat(43);

describe('sessionCookie', () => {
  it('keeps the whole lifetime when the answer is written a few milliseconds after the session was stamped', () => {
    const now = Date.UTC(2026, 10, 27);
    const expiresAt = new Date(now + 86_400_000).toISOString();
    expect(sessionCookie(TOKEN, expiresAt, now + 3, false)).toBe(
      `portico_siwx=${TOKEN}; HttpOnly; SameSite=Lax; Path=/; Max-Age=86400`,
    );
    expect(sessionCookie(TOKEN, expiresAt, now, true)).toMatch(/; Secure$/);
    expect(clearedSessionCookie(false)).toBe(
      'portico_siwx=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0',
    );
  });
});

describe('sessionTokenOf', () => {
  it('takes the Bearer token first, else the portico_siwx cookie; ignores a cookie that is not a token', () => {
    expect(sessionTokenOf(`Bearer ${TOKEN}`, `portico_siwx=${'b'.repeat(43)}`)).toBe(TOKEN);
    expect(sessionTokenOf(undefined, `a=1; portico_siwx=${TOKEN}; b=2`)).toBe(TOKEN);
    expect(sessionTokenOf(undefined, 'portico_siwx=not-ours')).toBeUndefined();
    expect(sessionTokenOf(undefined, undefined)).toBeUndefined();
  });

  it('refuses a malformed Authorization header (400)', () => {
    for (const header of ['Basic abc', 'Bearer', `Bearer ${TOKEN}x`, 'Bearer a b']) {
      expect(() => sessionTokenOf(header, undefined)).toThrow(SiwxError);
    }
  });
});
