// Runs in Jest's node environment: no window, as under server-side rendering.
import { detectPlatform } from './platform';

const USER_AGENTS = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.15063',
  operaMiniMobile:
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80/37.9178; U; en) Presto/2.12.423 Mobi Version/12.16',
};

const none = { isMobile: false, isIOS: false, isAndroid: false, isMac: false, isTelegram: false };

describe('detectPlatform', () => {
  it('under SSR (no window) every field is false', () => {
    expect(typeof window).toBe('undefined');
    expect(detectPlatform()).toEqual(none);
  });

  it('an iPhone is mobile and iOS, not a Mac although its user agent says "like Mac OS X"', () => {
    expect(detectPlatform({ userAgent: USER_AGENTS.iPhoneSafari })).toEqual({
      ...none,
      isMobile: true,
      isIOS: true,
    });
  });

  it('an iPad in desktop mode (Mac user agent, touch screen) is iOS, not a Mac', () => {
    expect(detectPlatform({ userAgent: USER_AGENTS.iPadDesktopMode, maxTouchPoints: 5 })).toEqual({
      ...none,
      isMobile: true,
      isIOS: true,
    });
  });

  it('a Mac (Mac user agent, no touch screen) is a Mac and not mobile', () => {
    expect(detectPlatform({ userAgent: USER_AGENTS.macChrome, maxTouchPoints: 0 })).toEqual({
      ...none,
      isMac: true,
    });
    expect(detectPlatform({ userAgent: USER_AGENTS.iPadDesktopMode })).toEqual({
      ...none,
      isMac: true,
    });
  });

  it.each([USER_AGENTS.androidPhone, USER_AGENTS.androidTablet])(
    'an Android phone or tablet is mobile and Android (%#)',
    (userAgent) => {
      expect(detectPlatform({ userAgent })).toEqual({ ...none, isMobile: true, isAndroid: true });
    },
  );

  it('other mobile browsers are mobile without being iOS or Android', () => {
    expect(detectPlatform({ userAgent: USER_AGENTS.operaMiniMobile })).toEqual({
      ...none,
      isMobile: true,
    });
  });

  it.each([USER_AGENTS.windowsChrome, USER_AGENTS.linuxFirefox, ''])(
    'desktop Windows and Linux are none of these (%#)',
    (userAgent) => {
      expect(detectPlatform({ userAgent })).toEqual(none);
    },
  );

  it('Telegram is taken from the environment when given', () => {
    expect(detectPlatform({ userAgent: USER_AGENTS.androidPhone, telegram: true })).toEqual({
      ...none,
      isMobile: true,
      isAndroid: true,
      isTelegram: true,
    });
  });
});
