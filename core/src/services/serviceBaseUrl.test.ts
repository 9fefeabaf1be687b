import fc from 'fast-check';
import { ConfigurationError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';
import { resolveOptions } from '../options/options';
import { toyNetworks } from '../__fixtures__/toyChain';
import { parseServiceBaseUrl } from './serviceBaseUrl';

// Issue 15, point 12: service URLs (wallet catalogue, blockchain API, analytics: the server)
// use https:// except on a loopback host; a plain URL elsewhere is refused when the options
// are read.

describe('service URLs: https://, or http:// on loopback only', () => {
  it.each([
    ['http://localhost'],
    ['http://localhost:8787/api'],
    ['http://127.0.0.1:8787'],
    ['http://127.1.2.3'],
    ['http://[::1]:8787'],
    ['https://api.example.com/v1'],
  ])('%j is accepted', (url) => {
    expect(() => parseServiceBaseUrl('wallet catalogue', url)).not.toThrow();
  });

  it.each([
    ['http://example.com'],
    ['http://api.example.com:8787/'],
    ['http://127.0.0.1.nip.io'],
    ['http://localhost.evil.example'],
    ['http://10.0.0.1'],
  ])('%j is refused with a clear error', (url) => {
    expect(() => parseServiceBaseUrl('wallet catalogue', url)).toThrow(
      new ConfigurationError(
        MESSAGES.serviceUrlNotSecure('wallet catalogue', url),
        'INSECURE_SERVICE_URL',
      ),
    );
  });

  it.each([['walletCatalog'], ['blockchainApi'], ['analytics']] as const)(
    'createPortico refuses services.%s = http://example.com at configuration time',
    (service) => {
      expect(() =>
        resolveOptions({ networks: toyNetworks, services: { [service]: 'http://example.com' } }),
      ).toThrow(MESSAGES.serviceUrlNotSecure(`services.${service}`, 'http://example.com'));
    },
  );

  it('property: no http:// URL of a host that is not loopback passes', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http'], withQueryParameters: false }), (url) => {
        fc.pre(!/^http:\/\/(localhost|127\.|\[::1\])/i.test(url));
        expect(() => parseServiceBaseUrl('x', url)).toThrow(ConfigurationError);
      }),
      { numRuns: 200 },
    );
  });
});
