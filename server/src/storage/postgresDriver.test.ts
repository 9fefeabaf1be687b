import fc from 'fast-check';
import { redactPassword } from './postgresDriver';

describe('redactPassword', () => {
  test('hides any password of a postgres URL and keeps the rest', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9_]{0,15}$/),
        fc.string({ minLength: 1 }),
        fc.integer({ min: 1, max: 65_535 }),
        (user, password, port) => {
          const url = `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/portico`;
          const redacted = redactPassword(url);
          expect(redacted).toBe(`postgres://${user}:***@127.0.0.1:${port}/portico`);
        },
      ),
    );
  });

  test('leaves a URL without a password as it is', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/portico_test';
    expect(redactPassword(url)).toBe(url);
  });

  test('does not echo text that is not a URL', () => {
    expect(redactPassword('not a url with secret')).toBe('(an invalid URL)');
  });
});
