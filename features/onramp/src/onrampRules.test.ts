import { FALLBACK_ONRAMP_OPTIONS } from '@portico/core/services';
import { checkAmount, offersFor } from './onrampRules';
import { STAND_IN_OPTIONS } from './__fixtures__/onrampInstance';

const usd = STAND_IN_OPTIONS.paymentCurrencies[0];

describe('offersFor', () => {
  it("gives the connected chain's offers when the on-ramp sells there", () => {
    expect(offersFor(STAND_IN_OPTIONS, 'toychain:toy-1').map((offer) => offer.symbol)).toEqual([
      'TOY',
    ]);
  });

  it("falls back to Ethereum's offers elsewhere (spec 9), also with core's fallback options", () => {
    expect(offersFor(STAND_IN_OPTIONS, 'eip155:31337').map((offer) => offer.chainId)).toEqual([
      '1',
    ]);
    expect(offersFor(FALLBACK_ONRAMP_OPTIONS, 'eip155:8453').map((offer) => offer.symbol)).toEqual([
      'USDC',
      'ETH',
    ]);
  });

  it('gives nothing when neither the chain nor Ethereum is sold', () => {
    const none = {
      ...STAND_IN_OPTIONS,
      purchaseCurrencies: [STAND_IN_OPTIONS.purchaseCurrencies[0]!],
    };
    expect(offersFor(none, 'eip155:1')).toEqual([]);
  });
});

describe('checkAmount', () => {
  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['abc', 'invalid'],
    ['1.2.3', 'invalid'],
    ['1e3', 'invalid'],
    ['-10', 'invalid'],
    ['0', 'invalid'],
    ['10.001', 'invalid'],
    ['9.99', 'outOfLimits'],
    ['7500.01', 'outOfLimits'],
    ['10', 'ok'],
    ['7500.00', 'ok'],
    [' 100 ', 'ok'],
  ] as const)('%j is %s (card limits 10.00-7500.00)', (amount, expected) => {
    expect(checkAmount(amount, usd)).toBe(expected);
  });
});
