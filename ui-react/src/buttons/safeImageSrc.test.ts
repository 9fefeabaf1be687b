import fc from 'fast-check';
import { safeImageSrc } from './safeImageSrc';

describe('safeImageSrc', () => {
  it.each([
    ['a PNG data URI', 'data:image/png;base64,iVBORw0KGgo='],
    ['an SVG data URI', 'data:image/svg+xml,%3Csvg%2F%3E'],
    ['a data URI in capitals', 'DATA:IMAGE/PNG;base64,iVBORw0KGgo='],
    ['an https URL', 'https://wallets.example/icon.png'],
    ['http on 127.0.0.1', 'http://127.0.0.1:8787/getWalletImage/abc'],
    ['http on localhost', 'http://localhost:5173/icon.svg'],
    ['http on [::1]', 'http://[::1]:8080/icon.svg'],
    ['a same-origin path', '/icons/wallet.png'],
  ])('keeps %s unchanged', (_what, src) => {
    expect(safeImageSrc(src)).toBe(src);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['an HTML data URI', 'data:text/html;base64,PHNjcmlwdD4='],
    ['a data URI without a media type', 'data:,hello'],
    ['http on another host', 'http://wallets.example/icon.png'],
    ['http on a host that only starts like loopback', 'http://127.0.0.1.evil.example/x.png'],
    ['a protocol-relative URL', '//evil.example/icon.png'],
    ['a back-slash trick', '/\\evil.example/icon.png'],
    ['a path with a control character', '/icons/\twallet.png'],
    ['a relative path without a slash', 'icons/wallet.png'],
    ['blob:', 'blob:https://app.example/123'],
    ['leading white space', ' https://wallets.example/icon.png'],
    ['an empty string', ''],
    ['a number', 42],
    ['undefined', undefined],
    ['an object that prints as a URL', { toString: () => 'https://wallets.example/a.png' }],
  ])('refuses %s', (_what, src) => {
    expect(safeImageSrc(src)).toBeUndefined();
  });

  it('never throws, and keeps only unchanged strings of an allowed form', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.anything()), (candidate) => {
        const kept = safeImageSrc(candidate);
        if (kept === undefined) return;
        expect(kept).toBe(candidate);
        const allowed =
          /^data:image\//i.test(kept) ||
          kept.startsWith('https:') ||
          /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(kept) ||
          /^\/[^/\\]/.test(kept);
        expect(allowed).toBe(true);
      }),
    );
  });

  it('keeps every https URL and refuses every http URL off loopback', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'] }), (url) => {
        expect(safeImageSrc(url)).toBe(url);
      }),
    );
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http'] }), (url) => {
        fc.pre(!/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]?/.test(url));
        expect(safeImageSrc(url)).toBeUndefined();
      }),
    );
  });
});
