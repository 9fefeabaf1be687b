import fc from 'fast-check';
import { RUNS, anyString, anyValue } from '../__fixtures__/validatorProperties';
import { isLoopbackHostname, isSecureTransportUrl } from './secureTransport';

const hosts = fc.constantFrom(
  'localhost',
  '127.0.0.1',
  '127.9.8.7',
  '[::1]',
  '2130706433',
  'example.com',
  'evil.example',
  '127.0.0.1.evil.example',
  'localhost.evil.example',
  'wallet.com@evil.example',
  '[::ffff:127.0.0.1]',
  '0.0.0.0',
  '10.0.0.1',
  'ｌｏｃａｌｈｏｓｔ',
);
const urls = fc
  .tuple(
    fc.constantFrom('http', 'https', 'ws', 'wss', 'HTTP', 'Ws', 'ftp', 'javascript', 'file'),
    hosts,
    fc.constantFrom('', ':8545', ':1/', '/rpc?x=1', '#frag'),
  )
  .map(([scheme, host, rest]) => `${scheme}://${host}${rest}`);

describe('isSecureTransportUrl', () => {
  it.each([
    ['ws://127.0.0.1:4001', 'ws', true],
    ['ws://localhost', 'ws', true],
    ['wss://relay.example.com', 'ws', true],
    ['ws://evil.example', 'ws', false],
    ['http://localhost', 'http', true],
    ['http://[::1]:8787', 'http', true],
    ['https://example.com', 'http', true],
    ['http://example.com', 'http', false],
    ['http://127.0.0.1.evil.example', 'http', false],
    ['https://example.com', 'ws', false],
    ['wss://example.com', 'http', false],
  ] as const)('%s as %s transport: %s', (url, kind, expected) => {
    expect(isSecureTransportUrl(url, kind)).toBe(expected);
  });

  it('property: never throws; accepted => the secure scheme, or the plain one on a loopback host', () => {
    fc.assert(
      fc.property(
        fc.oneof(urls, anyString, anyValue),
        fc.constantFrom('http', 'ws') as fc.Arbitrary<'http' | 'ws'>,
        (value, kind) => {
          if (!isSecureTransportUrl(value, kind)) return true;
          const url = new URL(value as string);
          const secure = kind === 'http' ? 'https:' : 'wss:';
          const plain = kind === 'http' ? 'http:' : 'ws:';
          return (
            url.protocol === secure ||
            (url.protocol === plain &&
              (url.hostname === 'localhost' ||
                url.hostname === '[::1]' ||
                url.hostname.split('.')[0] === '127'))
          );
        },
      ),
      RUNS,
    );
  });

  it('property: a hostname is loopback only as localhost, [::1] or 127.x.y.z', () => {
    fc.assert(
      fc.property(fc.oneof(hosts, fc.domain(), fc.ipV4(), anyString), (host) => {
        const loopback = isLoopbackHostname(host);
        return (
          !loopback ||
          host === 'localhost' ||
          host === '[::1]' ||
          /^127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$/.test(host)
        );
      }),
      RUNS,
    );
  });
});
