import fc from 'fast-check';
import { safeWalletIcon, WALLET_ICON_MEDIA_TYPES } from './walletIcon';

const SVG = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;

describe('safeWalletIcon', () => {
  it.each([
    ['an SVG data URI (URL-encoded)', SVG],
    ['an SVG data URI in base64', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['a PNG data URI', 'data:image/png;base64,iVBORw0KGgo='],
    ['a JPEG data URI', 'data:image/jpeg;base64,/9j/4AAQ'],
    ['a WebP data URI', 'data:image/webp;base64,UklGRg=='],
    ['a GIF data URI', 'data:image/gif;base64,R0lGODlh'],
    ['a media type in capitals', 'data:IMAGE/PNG;base64,iVBORw0KGgo='],
    ['a charset parameter', 'data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E'],
    ['a parameter without a value (;utf8)', 'data:image/svg+xml;utf8,<svg/>'],
  ])('keeps %s unchanged', (_what, icon) => {
    expect(safeWalletIcon(icon)).toBe(icon);
  });

  it.each([
    ['an https URL (it would call a third party)', 'https://wallet.example/icon.png'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an HTML data URI', 'data:text/html;base64,PHNjcmlwdD4='],
    ['an image type outside the list (BMP)', 'data:image/bmp;base64,Qk0='],
    ['an icon type outside the list (x-icon)', 'data:image/x-icon;base64,AAAB'],
    ['"svg" without +xml', 'data:image/svg,<svg/>'],
    ['a data URI without a comma', 'data:image/png;base64'],
    ['leading white space', ' data:image/png;base64,iVBORw0KGgo='],
    ['an empty string', ''],
    ['a number', 42],
    ['undefined', undefined],
    ['an object', { toString: () => SVG }],
  ])('drops %s', (_what, icon) => {
    expect(safeWalletIcon(icon)).toBeUndefined();
  });

  it('lists exactly the five image types of the brief', () => {
    expect([...WALLET_ICON_MEDIA_TYPES].sort()).toEqual(
      ['image/gif', 'image/jpeg', 'image/png', 'image/svg+xml', 'image/webp'].sort(),
    );
  });

  it('never throws, and keeps an icon only unchanged and only as a data:image/ URI', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (icon) => {
        const kept = safeWalletIcon(icon);
        if (kept === undefined) return;
        expect(kept).toBe(icon);
        expect(kept.toLowerCase().startsWith('data:image/')).toBe(true);
      }),
    );
  });

  it('keeps any payload after an allowed image type', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WALLET_ICON_MEDIA_TYPES), fc.string(), (type, payload) => {
        expect(safeWalletIcon(`data:${type};base64,${payload}`)).toBe(
          `data:${type};base64,${payload}`,
        );
      }),
    );
  });
});
