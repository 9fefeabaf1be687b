import fc from 'fast-check';

import type { Platform } from './platform';
import { SOCIAL_PROVIDERS, isSocialProvider, socialProvidersFor } from './socialProviders';
import type { SocialProvider } from './socialProviders';

const desktop: Platform = {
  isMobile: false,
  isIOS: false,
  isAndroid: false,
  isMac: false,
  isTelegram: false,
};
const telegramIOS: Platform = { ...desktop, isTelegram: true, isMobile: true, isIOS: true };
const telegramMac: Platform = { ...desktop, isTelegram: true, isMac: true };
const telegramAndroid: Platform = { ...desktop, isTelegram: true, isMobile: true, isAndroid: true };

describe('social providers', () => {
  it('lists the providers of spec section 9, in its order', () => {
    expect(SOCIAL_PROVIDERS).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
  });

  it('the list cannot be changed at run time (instances share it)', () => {
    expect(Object.isFrozen(SOCIAL_PROVIDERS)).toBe(true);
  });

  it('isSocialProvider accepts exactly the listed providers', () => {
    for (const provider of SOCIAL_PROVIDERS) expect(isSocialProvider(provider)).toBe(true);
    for (const value of ['Google', 'twitter', '', ' x', undefined, null, 1, ['google'], {}]) {
      expect(isSocialProvider(value)).toBe(false);
    }
  });

  it('isSocialProvider rejects any other value', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        fc.pre(!(SOCIAL_PROVIDERS as readonly unknown[]).includes(value));
        expect(isSocialProvider(value)).toBe(false);
      }),
    );
  });
});

describe('socialProvidersFor', () => {
  it('on Telegram iOS google is removed', () => {
    expect(socialProvidersFor(telegramIOS)).toEqual([
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
  });

  it('on Telegram for Mac x is removed', () => {
    expect(socialProvidersFor(telegramMac)).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
  });

  it('on Telegram Android facebook and x are removed', () => {
    expect(socialProvidersFor(telegramAndroid)).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
    ]);
  });

  it('outside Telegram every provider is offered, on any device', () => {
    const devices: Platform[] = [
      desktop,
      { ...desktop, isMac: true },
      { ...desktop, isMobile: true, isIOS: true },
      { ...desktop, isMobile: true, isAndroid: true },
      { ...desktop, isTelegram: true },
    ];
    for (const platform of devices) expect(socialProvidersFor(platform)).toEqual(SOCIAL_PROVIDERS);
  });

  it('keeps the order and choice of the configured providers', () => {
    expect(socialProvidersFor(telegramAndroid, ['facebook', 'github', 'x', 'google'])).toEqual([
      'github',
      'google',
    ]);
    expect(socialProvidersFor(desktop, [])).toEqual([]);
  });

  it('for any platform and providers, the result is the providers in order minus some', () => {
    const platform = fc.record({
      isMobile: fc.boolean(),
      isIOS: fc.boolean(),
      isAndroid: fc.boolean(),
      isMac: fc.boolean(),
      isTelegram: fc.boolean(),
    });
    const providers = fc.array(fc.constantFrom<SocialProvider>(...SOCIAL_PROVIDERS));
    fc.assert(
      fc.property(platform, providers, (device, configured) => {
        const offered = socialProvidersFor(device, configured);
        expect(offered).toEqual(configured.filter((provider) => offered.includes(provider)));
        if (!device.isTelegram) expect(offered).toEqual(configured);
      }),
    );
  });
});
