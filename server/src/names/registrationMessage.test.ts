import fc from 'fast-check';
import {
  createNameMessage,
  NAME_ACTIONS,
  type NameAction,
} from '../../../core/src/services/nameMessage';
import { InvalidRequestError } from '../errors';
import {
  MAX_ATTRIBUTES,
  MAX_CLOCK_AHEAD_SECONDS,
  parseRegistrationMessage,
} from './registrationMessage';

const NOW_SECONDS = 1_750_000_000;
const clock = { nowSeconds: NOW_SECONDS, maxAgeSeconds: 600 };
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const expected = (action: NameAction = 'register') => ({
  action,
  server: 'https://api.portico.test',
  chain: 'eip155:1',
  address: ADDRESS,
});
const message = (overrides: Partial<Parameters<typeof createNameMessage>[0]> = {}) =>
  createNameMessage({
    ...expected(),
    name: 'alice.portico.test',
    attributes: {},
    timestamp: NOW_SECONDS,
    ...overrides,
  });

describe('parseRegistrationMessage', () => {
  it("reads every message core's createNameMessage writes for this server, within the age limit", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAME_ACTIONS),
        fc.string({ minLength: 1 }),
        fc.integer({ min: -600, max: MAX_CLOCK_AHEAD_SECONDS }),
        (action, name, offsetSeconds) => {
          const timestamp = NOW_SECONDS + offsetSeconds;
          const text = message({ action, name, timestamp });
          expect(parseRegistrationMessage(text, clock, expected(action))).toEqual({
            action,
            name,
            attributes: {},
            timestamp,
          });
        },
      ),
    );
  });

  it('refuses with 400 a message older than the limit or ahead of the clock by over 60 s', () => {
    expect(() =>
      parseRegistrationMessage(message({ timestamp: NOW_SECONDS - 601 }), clock, expected()),
    ).toThrow('The message is older than 600 seconds: sign a new one');
    expect(() =>
      parseRegistrationMessage(message({ timestamp: NOW_SECONDS + 61 }), clock, expected()),
    ).toThrow('The message timestamp is in the future: check the clock');
    // Milliseconds are not seconds: they read as far in the future.
    expect(() =>
      parseRegistrationMessage(message({ timestamp: NOW_SECONDS * 1000 }), clock, expected()),
    ).toThrow(InvalidRequestError);
  });

  it('refuses with 400, naming the line, a message for another server, chain, account or action', () => {
    const cases: [string, string][] = [
      [message({ server: 'https://evil.example' }), 'Server: https://evil.example'],
      [message({ chain: 'eip155:10' }), 'Chain: eip155:10'],
      [message({ address: '0x0000000000000000000000000000000000000001' }), 'Account: 0x0000'],
    ];
    for (const [text, line] of cases) {
      expect(() => parseRegistrationMessage(text, clock, expected())).toThrow(
        `The message says "${line}`,
      );
    }
    expect(() => parseRegistrationMessage(message(), clock, expected('release'))).toThrow(
      'The message signs the action register; this route takes release',
    );
    const otherZone = message().replace('Zone: portico.test', 'Zone: reown.id');
    expect(() => parseRegistrationMessage(otherZone, clock, expected())).toThrow(
      'The message says "Zone: reown.id" where this server needs "Zone: portico.test"',
    );
  });

  it('refuses with 400 any text that is not such a message, whatever it holds', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.string().map((t) => `${message()}${t}`),
        ),
        (text) => {
          try {
            const read = parseRegistrationMessage(text, clock, expected());
            // Whatever passes is exactly what createNameMessage writes for it.
            expect(text).toBe(message({ ...read, ...expected() }));
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidRequestError);
          }
        },
      ),
      { numRuns: 2_000 },
    );
    const bareJson = JSON.stringify({ name: 'a', attributes: {}, timestamp: NOW_SECONDS });
    for (const text of [
      '',
      'alice',
      '[]',
      'null',
      bareJson,
      `${message()}\n`,
      message().replace('{"action"', '{ "action"'),
    ]) {
      expect(() => parseRegistrationMessage(text, clock, expected())).toThrow(InvalidRequestError);
    }
  });

  it('keeps a few short text attributes and refuses any others', () => {
    const withAttributes = (attributes: unknown) =>
      message({ attributes: attributes as Record<string, string> });
    expect(
      parseRegistrationMessage(
        withAttributes({ avatar: 'https://x/a.png', bio: 'hi' }),
        clock,
        expected(),
      ).attributes,
    ).toEqual({ avatar: 'https://x/a.png', bio: 'hi' });
    const many = Object.fromEntries(
      Array.from({ length: MAX_ATTRIBUTES + 1 }, (_, i) => [`k${i}`, 'v']),
    );
    for (const attributes of [
      [],
      'x',
      { avatar: 7 },
      { 'bad key': 'v' },
      many,
      { bio: 'x'.repeat(1025) },
    ]) {
      expect(() => parseRegistrationMessage(withAttributes(attributes), clock, expected())).toThrow(
        'Invalid message attributes',
      );
    }
    const proto = message().replace('"attributes":{}', '"attributes":{"__proto__":"x"}');
    expect(() => parseRegistrationMessage(proto, clock, expected())).toThrow(InvalidRequestError);
  });
});
