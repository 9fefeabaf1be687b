import { WALLET_FEATURE_ORDER, walletFeatureButtons } from './walletFeatures';

const allOn = { onramp: true, swaps: true, receive: true, send: true };

describe('walletFeatureButtons', () => {
  it('wallet feature order: onramp, swaps, receive, send', () => {
    expect(WALLET_FEATURE_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send']);
    // Key order of the input must not matter.
    expect(walletFeatureButtons({ send: true, receive: true, swaps: true, onramp: true })).toEqual([
      'onramp',
      'swaps',
      'receive',
      'send',
    ]);
  });

  it('only enabled features get a button, still in the spec order', () => {
    expect(walletFeatureButtons({ ...allOn, swaps: false })).toEqual(['onramp', 'receive', 'send']);
    expect(walletFeatureButtons({ ...allOn, onramp: false, receive: false })).toEqual([
      'swaps',
      'send',
    ]);
  });

  it('with every wallet feature off there are no buttons', () => {
    expect(
      walletFeatureButtons({ onramp: false, swaps: false, receive: false, send: false }),
    ).toEqual([]);
  });

  it('each feature switch controls its own button', () => {
    for (const feature of WALLET_FEATURE_ORDER) {
      const buttons = walletFeatureButtons({ ...allOn, [feature]: false });
      expect(buttons).not.toContain(feature);
      expect(buttons).toHaveLength(3);
    }
  });
});
