import fc from 'fast-check';
import { formatUnits } from '@portico/core';
import {
  amountInBaseUnits,
  hasInsufficientGas,
  looksLikeName,
  maxAmount,
  receiverAddressIn,
  sendStep,
} from './sendRules';
import type { SendToken } from './sendState';

const native: SendToken = {
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  balance: 10n ** 18n,
  caipNetworkId: 'eip155:1',
};
const token: SendToken = { ...native, address: `0x${'1'.repeat(40)}`, symbol: 'USDC', decimals: 6 };
const EVM = `0x${'aB'.repeat(20)}`;

describe('amountInBaseUnits', () => {
  it('is exact for every amount, far above 2^53 (text in, bigint out, no float)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.integer({ min: 0, max: 36 }),
        (value, decimals) => amountInBaseUnits(formatUnits(value, decimals), decimals) === value,
      ),
      { numRuns: 10_000 },
    );
    expect(amountInBaseUnits('9007199254740993', 0)).toBe(9_007_199_254_740_993n);
  });

  it('refuses what is not an amount: signs, exponents, commas, too many decimals', () => {
    for (const text of ['-1', '1e3', '1,5', '1.2.3', 'abc', '.', '0.0000001']) {
      expect(amountInBaseUnits(text, 6)).toBeUndefined();
    }
  });
});

describe('receiverAddressIn', () => {
  it("eip155: the spec's optional 0x then 40 hex digits, sent with its 0x", () => {
    expect(receiverAddressIn('eip155', EVM)).toBe(EVM);
    expect(receiverAddressIn('eip155', ` ${EVM.slice(2)} `)).toBe(EVM);
    for (const bad of [
      `0x${'a'.repeat(39)}`,
      `0x${'g'.repeat(40)}`,
      `0X${'a'.repeat(40)}`,
      'vitalik',
    ]) {
      expect(receiverAddressIn('eip155', bad)).toBeUndefined();
    }
  });

  it('solana: 32-44 base58 characters that are a 32-byte key', () => {
    const key = '11111111111111111111111111111111';
    expect(receiverAddressIn('solana', key)).toBe(key);
    expect(receiverAddressIn('solana', 'So11111111111111111111111111111111111111112')).toBe(
      'So11111111111111111111111111111111111111112',
    );
    for (const bad of ['1'.repeat(31), `${'1'.repeat(31)}0`, EVM, 'z'.repeat(44)]) {
      expect(receiverAddressIn('solana', bad)).toBeUndefined();
    }
  });

  it("other namespaces: CAIP-10's address grammar", () => {
    expect(receiverAddressIn('toychain', 'toy00ff')).toBe('toy00ff');
    expect(receiverAddressIn('toychain', 'not an address')).toBeUndefined();
  });

  it('a name is a name on eip155 only', () => {
    expect(looksLikeName('eip155', 'alice.reown.id')).toBe(true);
    expect(looksLikeName('eip155', 'alice')).toBe(false);
    expect(looksLikeName('solana', 'alice.sol')).toBe(false);
  });
});

describe('Max and the gas rule', () => {
  it('Max: native balance less the fee, never below 0; a token: its full balance', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 128n }),
        fc.bigInt({ min: 0n, max: 2n ** 128n }),
        (balance, fee) => {
          const max = maxAmount({ ...native, balance }, fee);
          return max >= 0n && (balance >= fee ? max === balance - fee : max === 0n);
        },
      ),
    );
    expect(maxAmount({ ...token, balance: 7n }, 1000n)).toBe(7n);
  });

  it('insufficient gas: balance 0, or below fee + value; smart accounts skip it', () => {
    expect(hasInsufficientGas({ nativeBalance: 0n, value: 0n })).toBe(true);
    expect(hasInsufficientGas({ nativeBalance: 0n, value: 0n, accountType: 'smartAccount' })).toBe(
      false,
    );
    expect(hasInsufficientGas({ nativeBalance: 100n, fee: 30n, value: 71n })).toBe(true);
    expect(hasInsufficientGas({ nativeBalance: 100n, fee: 30n, value: 70n })).toBe(false);
    expect(hasInsufficientGas({ nativeBalance: 100n, value: 100n })).toBe(false); // fee unknown
    expect(hasInsufficientGas({ value: 0n })).toBe(false); // balance unknown
  });
});

describe('sendStep', () => {
  const ready = {
    token: native,
    sendTokenAmount: '0.5',
    receiverInput: EVM,
    receiverAddress: EVM,
    resolvingName: false,
    nativeBalance: native.balance,
    fee: 21_000n,
  };

  it('reads the first thing missing, in order, then previewSend', () => {
    expect(sendStep({ ...ready, token: undefined })).toBe('selectToken');
    expect(sendStep({ ...ready, sendTokenAmount: ' ' })).toBe('addAmount');
    expect(sendStep({ ...ready, sendTokenAmount: '0' })).toBe('addAmount');
    expect(sendStep({ ...ready, sendTokenAmount: '1e3' })).toBe('invalidAmount');
    expect(sendStep({ ...ready, sendTokenAmount: '1.000000000000000001' })).toBe(
      'insufficientFunds',
    );
    expect(sendStep({ ...ready, receiverInput: '', receiverAddress: undefined })).toBe(
      'addAddress',
    );
    expect(sendStep({ ...ready, receiverAddress: undefined, resolvingName: true })).toBe(
      'resolvingName',
    );
    expect(sendStep({ ...ready, receiverAddress: undefined })).toBe('invalidAddress');
    expect(sendStep({ ...ready, sendTokenAmount: '1' })).toBe('insufficientGas');
    expect(sendStep({ ...ready, sendTokenAmount: '1' }, 'smartAccount')).toBe('previewSend');
    expect(sendStep(ready)).toBe('previewSend');
  });

  it('a token send needs native currency for the fee only', () => {
    const tokenReady = { ...ready, token: { ...token, balance: 5_000_000n }, sendTokenAmount: '5' };
    expect(sendStep(tokenReady)).toBe('previewSend');
    expect(sendStep({ ...tokenReady, nativeBalance: 0n })).toBe('insufficientGas');
    expect(sendStep({ ...tokenReady, nativeBalance: 20_999n })).toBe('insufficientGas');
  });
});
