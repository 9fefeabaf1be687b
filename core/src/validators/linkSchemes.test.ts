import fc from 'fast-check';
import { RUNS, anyCase, anyString, anyValue } from '../__fixtures__/validatorProperties';
import { safeImageSource, safeWebLink } from './linkSchemes';

const DANGEROUS_SCHEMES = ['javascript', 'data', 'vbscript', 'file', 'blob'];

const dangerousLink = fc
  .tuple(fc.constantFrom(...DANGEROUS_SCHEMES).chain(anyCase), fc.string())
  .map(([scheme, rest]) => `${scheme}:${rest}`);

// Labels with '--' in positions 3-4 are IDNA (punycode) labels, a different syntax.
const hostLabel = fc
  .stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/)
  .filter((label) => label.slice(2, 4) !== '--');
const publicHost = fc
  .tuple(hostLabel, fc.constantFrom('com', 'org', 'io', 'app'))
  .map(([label, tld]) => `${label}.${tld}`);
const path = fc.stringMatching(/^(\/[a-zA-Z0-9._-]{0,12}){0,3}$/);

describe('safeWebLink', () => {
  it('an https link is allowed', () => {
    expect(safeWebLink('https://metamask.io/download')).toBe('https://metamask.io/download');
  });

  it('http is allowed only on a loopback host', () => {
    expect(safeWebLink('http://127.0.0.1:8787/x')).toBe('http://127.0.0.1:8787/x');
    expect(safeWebLink('http://localhost:3000/')).toBe('http://localhost:3000/');
    expect(safeWebLink('http://[::1]:3000/')).toBe('http://[::1]:3000/');
    expect(safeWebLink('http://example.com/')).toBeUndefined();
    expect(safeWebLink('http://127.0.0.1.evil.com/')).toBeUndefined();
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['metamask://wc'],
    ['/relative/path'],
    ['https://user:pass@example.com/'],
    ['ftp://example.com/'],
  ])('%j is refused', (value) => {
    expect(safeWebLink(value)).toBeUndefined();
  });

  describe('properties', () => {
    it('no value makes it throw, and only strings can pass', () => {
      fc.assert(
        fc.property(anyValue, (value) => {
          const answer = safeWebLink(value);
          return typeof value === 'string' || answer === undefined;
        }),
        RUNS,
      );
    });

    it('every https URL of a public host passes, unchanged in meaning', () => {
      fc.assert(
        fc.property(publicHost, path, (host, rest) => {
          const link = safeWebLink(`https://${host}${rest}`);
          return link !== undefined && new URL(link).hostname === host;
        }),
        RUNS,
      );
    });

    it('what passes is always an https URL, or http on loopback', () => {
      fc.assert(
        fc.property(anyString, (value) => {
          const link = safeWebLink(value);
          if (link === undefined) return true;
          const url = new URL(link);
          return (
            url.protocol === 'https:' ||
            (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
          );
        }),
        RUNS,
      );
    });

    it('a dangerous scheme in any letter case never passes', () => {
      fc.assert(
        fc.property(dangerousLink, (value) => safeWebLink(value) === undefined),
        RUNS,
      );
    });
  });
});

/** Handlers of the OS and of browsers that the old deny-list let through (issue 15, point 9). */
describe('safeImageSource', () => {
  it.each([
    ['data:image/png;base64,iVBORw0KGgo='],
    ['data:image/jpeg;base64,/9j/4AAQ'],
    ['data:image/gif;base64,R0lGOD'],
    ['data:image/webp;base64,UklGR'],
    ['data:image/svg+xml;base64,PHN2Zz4='],
    ['data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['https://api.example.com/getWalletImage/abc'],
    ['http://127.0.0.1:8787/getWalletImage/abc'],
    ['http://localhost:5173/icon.svg'],
    ['http://[::1]:8080/icon.svg'],
    ['/icons/wallet.png'],
    ['icons/wallet.png'],
  ])('%j is an allowed image source', (value) => {
    expect(safeImageSource(value)).toBe(
      value.startsWith('https://') || value.startsWith('http://') ? new URL(value).href : value,
    );
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['data:image/bmp;base64,Qk0='],
    ['data:image/svg+xml-foo,<svg/>'],
    ['http://example.com/a.png'],
    ['http://127.0.0.1.evil.example/a.png'],
    ['//evil.example/a.png'],
    [' https://api.example.com/a.png'],
    ['/icons/\twallet.png'],
    ['\\\\evil.example\\a.png'],
    ['blob:https://example.com/1'],
    ['file:///tmp/a.png'],
    [''],
  ])('%j is refused as an image source', (value) => {
    expect(safeImageSource(value)).toBeUndefined();
  });

  describe('properties', () => {
    it('no value makes it throw, and only strings can pass', () => {
      fc.assert(
        fc.property(anyValue, (value) => typeof value === 'string' || !safeImageSource(value)),
        RUNS,
      );
    });

    it('what passes resolves, against the page, to the same origin, https, loopback http or a data:image', () => {
      const page = 'https://app.example/wallets/';
      fc.assert(
        fc.property(anyString, (value) => {
          const src = safeImageSource(value);
          if (src === undefined) return true;
          let url: URL;
          try {
            url = new URL(src, page);
          } catch {
            return true; // the browser cannot load it either
          }
          if (url.protocol === 'data:') return /^data:image\//i.test(src);
          if (url.protocol === 'https:') return true;
          return (
            url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
          );
        }),
        RUNS,
      );
    });

    it('a dangerous scheme in any letter case never passes', () => {
      fc.assert(
        fc.property(
          dangerousLink.filter(
            (value) => !/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value),
          ),
          (value) => safeImageSource(value) === undefined,
        ),
        RUNS,
      );
    });

    it('every same-origin absolute path passes unchanged', () => {
      fc.assert(
        fc.property(
          fc.stringMatching(/^\/[a-zA-Z0-9._-][a-zA-Z0-9/._-]{0,30}$/),
          (value) => safeImageSource(value) === value,
        ),
        RUNS,
      );
    });
  });
});
