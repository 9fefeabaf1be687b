/**
 * Social logins (spec section 9, in its order) and which of them a platform can offer.
 * In a Telegram Mini App some providers' sign-in pages cannot run: on iOS google is removed,
 * on a Mac x is removed, on Android facebook and x are removed.
 */
import type { Platform } from './platform';

export const SOCIAL_PROVIDERS = Object.freeze([
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const);

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return SOCIAL_PROVIDERS.some((provider) => provider === value);
}

/** `providers`, in their order, without those the platform cannot offer. */
export function socialProvidersFor(
  platform: Platform,
  providers: readonly SocialProvider[] = SOCIAL_PROVIDERS,
): readonly SocialProvider[] {
  const removed = new Set<SocialProvider>();
  if (platform.isTelegram) {
    if (platform.isIOS) removed.add('google');
    if (platform.isMac) removed.add('x');
    if (platform.isAndroid) {
      removed.add('facebook');
      removed.add('x');
    }
  }
  return providers.filter((provider) => !removed.has(provider));
}
