import fc from 'fast-check';
import { parseGasPrice } from '../../../core/src/services/swapShapes';
import { gasPriceTiers } from './gasPriceTiers';

describe('gasPriceTiers', () => {
  it('answers the node price as standard and higher fast and instant tiers the client reads', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 200n }), (price) => {
        const tiers = gasPriceTiers(price);
        expect(parseGasPrice(tiers)).toEqual(tiers);
        expect(BigInt(tiers.standard)).toBe(price);
        expect(BigInt(tiers.fast)).toBeGreaterThanOrEqual(price);
        expect(BigInt(tiers.instant)).toBeGreaterThanOrEqual(BigInt(tiers.fast));
      }),
    );
  });

  it('adds 20% for fast and 50% for instant, rounded up to a whole wei', () => {
    expect(gasPriceTiers(1_000_000_000n)).toEqual({
      standard: '1000000000',
      fast: '1200000000',
      instant: '1500000000',
    });
    expect(gasPriceTiers(1n)).toEqual({ standard: '1', fast: '2', instant: '2' });
    expect(gasPriceTiers(0n)).toEqual({ standard: '0', fast: '0', instant: '0' });
  });
});
