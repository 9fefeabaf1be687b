import { SOCIAL_PROVIDERS } from '../platform/socialProviders';
import { DEFAULT_FEATURES, resolveFeatures } from './defaultFeatures';

const ON = ['swaps', 'onramp', 'receive', 'send', 'email', 'history', 'analytics', 'allWallets'];
const OFF = ['legalCheckbox', 'smartSessions', 'collapseWallets'];

describe('DEFAULT_FEATURES', () => {
  it('default features on: swaps, onramp, receive, send, email, history, analytics, allWallets', () => {
    for (const feature of ON) expect([feature, DEFAULT_FEATURES[feature]]).toEqual([feature, true]);
  });

  it('off: legal checkbox, smart sessions, collapse wallets', () => {
    for (const feature of OFF)
      expect([feature, DEFAULT_FEATURES[feature]]).toEqual([feature, false]);
  });

  it('has no other boolean switch than those of the spec', () => {
    const switches = Object.keys(DEFAULT_FEATURES).filter(
      (key) => typeof DEFAULT_FEATURES[key] === 'boolean',
    );
    expect(switches.sort()).toEqual([...ON, ...OFF].sort());
  });

  it('offers every social login of spec section 9 by default', () => {
    expect(DEFAULT_FEATURES.socials).toEqual(SOCIAL_PROVIDERS);
  });

  it('is frozen: changing a default throws in strict mode', () => {
    expect(Object.isFrozen(DEFAULT_FEATURES)).toBe(true);
    expect(() => {
      (DEFAULT_FEATURES as { swaps: boolean }).swaps = false;
    }).toThrow(TypeError);
    expect(DEFAULT_FEATURES.swaps).toBe(true);
  });
});

describe('resolveFeatures', () => {
  it('without overrides gives the defaults', () => {
    expect(resolveFeatures(undefined)).toEqual(DEFAULT_FEATURES);
  });

  it('overrides merge with the defaults: the given switches change, the others keep their default', () => {
    const features = resolveFeatures({ swaps: false, legalCheckbox: true, socials: false });

    expect(features.swaps).toBe(false);
    expect(features.legalCheckbox).toBe(true);
    expect(features.socials).toBe(false);
    expect(features.onramp).toBe(true);
    expect(features.smartSessions).toBe(false);
    expect(features.email).toBe(true);
  });

  it('a switch given as undefined keeps its default instead of switching the feature off', () => {
    const features = resolveFeatures({ swaps: undefined, legalCheckbox: undefined });

    expect(features.swaps).toBe(true);
    expect(features.legalCheckbox).toBe(false);
  });

  it('keeps the switches of feature plugins, which the defaults do not know', () => {
    expect(resolveFeatures({ names: true }).names).toBe(true);
  });

  it('does not change DEFAULT_FEATURES, and its result is frozen too', () => {
    const features = resolveFeatures({ send: false });

    expect(DEFAULT_FEATURES.send).toBe(true);
    expect(Object.isFrozen(features)).toBe(true);
  });
});
