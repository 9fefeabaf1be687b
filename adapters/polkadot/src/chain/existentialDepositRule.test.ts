import fc from 'fast-check';
import { checkExistentialDeposit, maxTransferable } from './existentialDepositRule';
import {
  KeepExistentialDepositError,
  ReceiverNeedsExistentialDepositError,
} from './transferErrors';

const unit = { decimals: 10, symbol: 'DOT' };
const ED = 10_000_000_000n; // 1 DOT
const facts = (overrides: Partial<Parameters<typeof checkExistentialDeposit>[0]> = {}) => ({
  amount: 5n * ED,
  fee: 150_000_000n,
  senderTransferable: 10n * ED,
  receiverTotal: 1n,
  existentialDeposit: ED,
  unit,
  ...overrides,
});

describe('the existential-deposit rule', () => {
  it('lets a transfer through that leaves the sender at least the deposit', () => {
    expect(() => checkExistentialDeposit(facts())).not.toThrow();
    const max = maxTransferable(10n * ED, 150_000_000n, ED);
    expect(() => checkExistentialDeposit(facts({ amount: max }))).not.toThrow();
  });

  it('refuses one plank more than the sender can send, saying the deposit and the most it can send', () => {
    const max = maxTransferable(10n * ED, 150_000_000n, ED);
    expect(max).toBe(9n * ED - 150_000_000n);
    const run = () => checkExistentialDeposit(facts({ amount: max + 1n }));
    expect(run).toThrow(KeepExistentialDepositError);
    expect(run).toThrow('Polkadot accounts must keep at least 1 DOT. Send at most 8.985 DOT.');
  });

  it('an account that cannot pay the fee and keep the deposit may send at most 0', () => {
    const run = () => checkExistentialDeposit(facts({ senderTransferable: ED, amount: 1n }));
    expect(run).toThrow('Polkadot accounts must keep at least 1 DOT. Send at most 0 DOT.');
  });

  it('an empty receiver must get at least the deposit; one that exists may get less', () => {
    const run = () => checkExistentialDeposit(facts({ receiverTotal: 0n, amount: ED - 1n }));
    expect(run).toThrow(ReceiverNeedsExistentialDepositError);
    expect(run).toThrow(
      'The receiver has no DOT yet: send at least 1 DOT (the existential deposit).',
    );
    expect(() => checkExistentialDeposit(facts({ receiverTotal: 0n, amount: ED }))).not.toThrow();
    expect(() => checkExistentialDeposit(facts({ receiverTotal: 1n, amount: 1n }))).not.toThrow();
  });

  it('passes exactly when amount + fee ≤ transferable − ED and an empty receiver gets ≥ ED (property)', () => {
    const planck = fc.bigInt({ min: 0n, max: 10n ** 20n });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        planck,
        planck,
        planck,
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (amount, fee, senderTransferable, receiverTotal, existentialDeposit) => {
          const input = {
            amount,
            fee,
            senderTransferable,
            receiverTotal,
            existentialDeposit,
            unit,
          };
          const passes =
            !(receiverTotal === 0n && amount < existentialDeposit) &&
            amount + fee <= senderTransferable - existentialDeposit;
          let threw: unknown;
          try {
            checkExistentialDeposit(input);
          } catch (error) {
            threw = error;
          }
          expect(threw === undefined).toBe(passes);
          if (threw instanceof KeepExistentialDepositError) {
            // The most it says it can send passes the sender's side of the rule.
            expect(
              threw.max + fee <= senderTransferable - existentialDeposit || threw.max === 0n,
            ).toBe(true);
          }
        },
      ),
    );
  });
});
