/** @jest-environment jsdom */
import { detectPlatform } from './platform';

const USER_AGENTS = {
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iPadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

type TelegramWindow = Window & {
  Telegram?: { WebApp?: { initData?: string } };
  TelegramWebviewProxy?: { postEvent(): void };
};
const telegramWindow = window as TelegramWindow;

function setUserAgent(userAgent: string, maxTouchPoints = 0) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(window.navigator, 'maxTouchPoints', {
    configurable: true,
    value: maxTouchPoints,
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  delete telegramWindow.Telegram;
  delete telegramWindow.TelegramWebviewProxy;
});

describe('detectPlatform in a browser (jsdom)', () => {
  it("reads the browser's user agent when none is given", () => {
    setUserAgent(USER_AGENTS.androidPhone);
    expect(detectPlatform()).toMatchObject({ isMobile: true, isAndroid: true, isTelegram: false });
  });

  it('reads navigator.maxTouchPoints to tell an iPad from a Mac', () => {
    setUserAgent(USER_AGENTS.iPadDesktopMode, 5);
    expect(detectPlatform()).toMatchObject({ isIOS: true, isMac: false });
  });

  it('jsdom itself is a desktop browser', () => {
    expect(detectPlatform()).toEqual({
      isMobile: false,
      isIOS: false,
      isAndroid: false,
      isMac: false,
      isTelegram: false,
    });
  });

  it('a Telegram Mini App is detected by the web view proxy Telegram injects', () => {
    telegramWindow.TelegramWebviewProxy = { postEvent: () => undefined };
    expect(detectPlatform().isTelegram).toBe(true);
  });

  it('a Telegram Mini App is detected by the launch data of telegram-web-app.js', () => {
    telegramWindow.Telegram = { WebApp: { initData: 'query_id=AAH&user=%7B%7D&hash=ab' } };
    expect(detectPlatform().isTelegram).toBe(true);
  });

  it('telegram-web-app.js loaded outside Telegram (empty launch data) is not Telegram', () => {
    telegramWindow.Telegram = { WebApp: { initData: '' } };
    expect(detectPlatform().isTelegram).toBe(false);
  });

  it('values given in the environment win over the browser', () => {
    telegramWindow.TelegramWebviewProxy = { postEvent: () => undefined };
    setUserAgent(USER_AGENTS.androidPhone);
    expect(detectPlatform({ userAgent: USER_AGENTS.macChrome, telegram: false })).toEqual({
      isMobile: false,
      isIOS: false,
      isAndroid: false,
      isMac: true,
      isTelegram: false,
    });
  });
});
