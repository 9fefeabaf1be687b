import fc from 'fast-check';
import { createNameRegistrationMessage } from '../../../core/src/services/names';
import { InvalidRequestError } from '../errors';
import {
  MAX_ATTRIBUTES,
  MAX_CLOCK_AHEAD_SECONDS,
  parseRegistrationMessage,
} from './registrationMessage';

const NOW_SECONDS = 1_750_000_000;
const clock = { nowSeconds: NOW_SECONDS, maxAgeSeconds: 600 };

describe('parseRegistrationMessage', () => {
  it("reads every message core's createNameRegistrationMessage writes within the age limit", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.integer({ min: -600, max: MAX_CLOCK_AHEAD_SECONDS }),
        fc.integer({ min: 0, max: 999 }),
        (name, offsetSeconds, milliseconds) => {
          const nowMs = (NOW_SECONDS + offsetSeconds) * 1000 + milliseconds;
          const message = createNameRegistrationMessage(name, nowMs);
          expect(parseRegistrationMessage(message, clock)).toEqual({
            name,
            attributes: {},
            timestamp: NOW_SECONDS + offsetSeconds,
          });
        },
      ),
    );
  });

  it('refuses with 400 a message older than the limit or ahead of the clock by over 60 s', () => {
    const at = (timestamp: number) => JSON.stringify({ name: 'a', attributes: {}, timestamp });
    expect(() => parseRegistrationMessage(at(NOW_SECONDS - 601), clock)).toThrow(
      'The message is older than 600 seconds: sign a new one',
    );
    expect(() => parseRegistrationMessage(at(NOW_SECONDS + 61), clock)).toThrow(
      'The message timestamp is in the future: check the clock',
    );
    // Milliseconds are not seconds: they read as far in the future.
    expect(() => parseRegistrationMessage(at(NOW_SECONDS * 1000), clock)).toThrow(
      InvalidRequestError,
    );
  });

  it('refuses with 400 any text that is not a registration message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        try {
          const message = parseRegistrationMessage(text, clock);
          // Whatever passes has the three fields, well formed.
          expect(typeof message.name).toBe('string');
          expect(Number.isSafeInteger(message.timestamp)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidRequestError);
        }
      }),
    );
    for (const text of [
      '',
      'alice',
      '[]',
      'null',
      '{"attributes":{},"timestamp":1750000000}',
      '{"name":"","timestamp":1750000000}',
      '{"name":"a","timestamp":"1750000000"}',
      '{"name":"a","timestamp":1750000000.5}',
      '{"name":"a"}',
    ]) {
      expect(() => parseRegistrationMessage(text, clock)).toThrow(InvalidRequestError);
    }
  });

  it('keeps a few short text attributes and refuses any others', () => {
    const withAttributes = (attributes: unknown) =>
      JSON.stringify({ name: 'a', attributes, timestamp: NOW_SECONDS });
    expect(
      parseRegistrationMessage(withAttributes({ avatar: 'https://x/a.png', bio: 'hi' }), clock)
        .attributes,
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
      expect(() => parseRegistrationMessage(withAttributes(attributes), clock)).toThrow(
        'Invalid message attributes',
      );
    }
    expect(() =>
      parseRegistrationMessage(
        `{"name":"a","attributes":{"__proto__":"x"},"timestamp":${NOW_SECONDS}}`,
        clock,
      ),
    ).toThrow(InvalidRequestError);
  });
});
