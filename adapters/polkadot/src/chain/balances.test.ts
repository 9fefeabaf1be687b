import fc from 'fast-check';
import { accountAmountsOf, transferableOf, type AccountDataCodec } from './balances';

const codec = (value: bigint) => ({ toBigInt: () => value });
const planck = fc.bigInt({ min: 0n, max: 2n ** 128n - 1n });

describe('transferableOf', () => {
  it('is free when nothing is frozen', () => {
    expect(transferableOf({ free: 100n, reserved: 30n, frozen: 0n })).toBe(100n);
  });

  it('a freeze covers the reserve first: only what it holds beyond the reserve locks free funds', () => {
    expect(transferableOf({ free: 100n, reserved: 30n, frozen: 20n })).toBe(100n);
    expect(transferableOf({ free: 100n, reserved: 30n, frozen: 50n })).toBe(80n);
  });

  it('is never below 0 (a freeze larger than free and reserved)', () => {
    expect(transferableOf({ free: 10n, reserved: 0n, frozen: 50n })).toBe(0n);
  });

  it('is between 0 and free, and free − max(frozen − reserved, 0) when that is positive (property)', () => {
    fc.assert(
      fc.property(planck, planck, planck, (free, reserved, frozen) => {
        const transferable = transferableOf({ free, reserved, frozen });
        const locked = frozen > reserved ? frozen - reserved : 0n;
        expect(transferable >= 0n && transferable <= free).toBe(true);
        expect(transferable).toBe(free > locked ? free - locked : 0n);
      }),
    );
  });
});

describe('accountAmountsOf', () => {
  it('reads current runtimes’ AccountData (frozen)', () => {
    const data: AccountDataCodec = { free: codec(5n), reserved: codec(2n), frozen: codec(1n) };
    expect(accountAmountsOf(data)).toEqual({ free: 5n, reserved: 2n, frozen: 1n });
  });

  it('older runtimes’ miscFrozen and feeFrozen: the larger stands for frozen', () => {
    const older = (misc: bigint, fee: bigint): AccountDataCodec => ({
      free: codec(50n),
      reserved: codec(0n),
      miscFrozen: codec(misc),
      feeFrozen: codec(fee),
    });
    expect(accountAmountsOf(older(7n, 3n)).frozen).toBe(7n);
    expect(accountAmountsOf(older(3n, 9n)).frozen).toBe(9n);
  });
});
