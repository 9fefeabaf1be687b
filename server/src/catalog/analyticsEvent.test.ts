import fc from 'fast-check';
import { InvalidRequestError } from '../errors';
import { parseAnalyticsEvent } from './analyticsEvent';

const event = {
  eventId: '0b9c1f0e-4a53-4b0b-9d3b-2f6f0d8c1e11',
  url: 'http://127.0.0.1:5173/app',
  domain: '127.0.0.1',
  timestamp: 1_735_689_600_000,
  props: { type: 'track', event: 'MODAL_OPEN' },
};

const failure = (body: Record<string, unknown>) => {
  try {
    parseAnalyticsEvent(body, null);
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('parseAnalyticsEvent', () => {
  it('reads the event core’s analytics client sends, with the project id', () => {
    expect(parseAnalyticsEvent({ ...event, extra: 1 }, 'demo')).toEqual({
      ...event,
      projectId: 'demo',
    });
  });

  it('a page opened from a file has an empty domain, which is fine', () => {
    expect(parseAnalyticsEvent({ ...event, domain: '' }, null).domain).toBe('');
  });

  const refusals: [Record<string, unknown>, string][] = [
    [{ ...event, eventId: undefined }, 'Missing field: eventId'],
    [{ ...event, eventId: '' }, 'Missing field: eventId'],
    [{ ...event, url: 42 }, 'Invalid analytics event url: must be text'],
    [
      { ...event, url: 'x'.repeat(2049) },
      'Invalid analytics event url: longer than 2048 characters',
    ],
    [
      { ...event, domain: 'a\u0000b' },
      'Invalid analytics event domain: holds a character that cannot be stored (NUL or an unpaired surrogate)',
    ],
    [
      { ...event, timestamp: -1 },
      'Invalid analytics event timestamp: must be a whole number of milliseconds since 1970',
    ],
    [
      { ...event, timestamp: '1735689600000' },
      'Invalid analytics event timestamp: must be a whole number of milliseconds since 1970',
    ],
    [{ ...event, props: [] }, 'Invalid analytics event props: must be a JSON object'],
    [
      { ...event, props: { a: '\ud800' } },
      'Invalid analytics event props: holds a character that cannot be stored (NUL or an unpaired surrogate)',
    ],
  ];
  it.each(refusals.map(([body, message]) => [message, body] as const))(
    'refuses: %s',
    (message, body) => {
      const error = failure(body);
      expect(error).toBeInstanceOf(InvalidRequestError);
      expect((error as Error).message).toBe(message);
    },
  );

  it('any body is read as it was sent or refused with a 400, never anything else', () => {
    const field = fc.oneof(fc.jsonValue({ stringUnit: 'binary' }), fc.constant(undefined));
    fc.assert(
      fc.property(
        fc.record({ eventId: field, url: field, domain: field, timestamp: field, props: field }),
        (body) => {
          const error = failure(body);
          if (error === undefined) {
            expect(parseAnalyticsEvent(body, 'p')).toEqual({ ...body, projectId: 'p' });
          } else {
            expect(error).toBeInstanceOf(InvalidRequestError);
            expect((error as InvalidRequestError).status).toBe(400);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('valid events of any shape are kept as sent', () => {
    fc.assert(
      fc.property(
        fc.record({
          eventId: fc.string({ minLength: 1, maxLength: 128 }),
          url: fc.webUrl(),
          domain: fc.domain(),
          timestamp: fc.nat(),
          props: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 5 })),
        }),
        (body) => {
          expect(parseAnalyticsEvent(body, null)).toEqual({ ...body, projectId: null });
        },
      ),
    );
  });
});
