/**
 * The few facts about the device Portico acts on (which social logins to offer, how to open
 * a wallet). Read from the user agent; every field is false under SSR (no window).
 */
export interface Platform {
  readonly isMobile: boolean;
  readonly isIOS: boolean;
  readonly isAndroid: boolean;
  /** A Mac computer; iPhones and iPads are not Macs even though their user agent says "Mac OS X". */
  readonly isMac: boolean;
  /** Running inside a Telegram Mini App. */
  readonly isTelegram: boolean;
}

/** What detectPlatform reads; each field left out is read from the browser when there is one. */
export interface PlatformEnv {
  readonly userAgent?: string;
  readonly telegram?: boolean;
  /** navigator.maxTouchPoints: tells an iPad (which reports a Mac user agent) from a Mac. */
  readonly maxTouchPoints?: number;
}

export function detectPlatform(env: PlatformEnv = {}): Platform {
  const browser = typeof window === 'undefined' ? undefined : window;
  const userAgent = env.userAgent ?? browser?.navigator?.userAgent ?? '';
  const maxTouchPoints = env.maxTouchPoints ?? browser?.navigator?.maxTouchPoints ?? 0;

  const macUserAgent = /Macintosh/i.test(userAgent);
  const isIOS = /iPhone|iPad|iPod/i.test(userAgent) || (macUserAgent && maxTouchPoints > 1);
  const isAndroid = /Android/i.test(userAgent);

  return {
    isMobile: isIOS || isAndroid || /Mobi/i.test(userAgent),
    isIOS,
    isAndroid,
    isMac: macUserAgent && !isIOS,
    isTelegram: env.telegram ?? (browser ? isTelegramMiniApp(browser) : false),
  };
}

/**
 * The Telegram clients inject `TelegramWebviewProxy` into a Mini App's web view, and
 * telegram-web-app.js fills `Telegram.WebApp.initData` only when launched from Telegram.
 */
function isTelegramMiniApp(browser: object): boolean {
  const { TelegramWebviewProxy, Telegram } = browser as {
    TelegramWebviewProxy?: unknown;
    Telegram?: { WebApp?: { initData?: unknown } };
  };
  const initData = Telegram?.WebApp?.initData;
  return TelegramWebviewProxy !== undefined || (typeof initData === 'string' && initData !== '');
}
