import fc from 'fast-check';
import { getAddress } from 'viem';
import { InvalidRequestError } from '../errors';
import {
  assertSameChain,
  isNativeToken,
  NATIVE_TOKEN_ADDRESS,
  parseEip155Account,
  readAccountAddress,
  readEip155Account,
} from './eip155Account';

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const hexAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`);
const chainId = fc.bigInt({ min: 1n, max: 10n ** 32n - 1n });

describe('CAIP-10 eip155 accounts', () => {
  it('reads an account and checksums its address', () => {
    expect(readEip155Account(`eip155:1:${ADDRESS}`, 'from')).toEqual({
      caipNetworkId: 'eip155:1',
      address: getAddress(ADDRESS),
      caipAddress: `eip155:1:${getAddress(ADDRESS)}`,
    });
  });

  it.each([
    ['a plain address', ADDRESS],
    ['another namespace', `solana:1:${ADDRESS}`],
    ['chain id 0', `eip155:0:${ADDRESS}`],
    ['a leading zero', `eip155:01:${ADDRESS}`],
    ['a short address', 'eip155:1:0x1234'],
    ['a number', 1],
    ['nothing', undefined],
  ])('refuses %s with a 400 naming the parameter', (_what, value) => {
    expect(() => readEip155Account(value, 'from')).toThrow(InvalidRequestError);
    expect(() => readEip155Account(value, 'from')).toThrow('Invalid from');
  });

  it('property: any eip155 chain id and address round-trips', () => {
    fc.assert(
      fc.property(chainId, hexAddress, (id, address) => {
        const account = parseEip155Account(`eip155:${id}:${address}`);
        expect(account?.caipNetworkId).toBe(`eip155:${id}`);
        expect(account?.address).toBe(getAddress(address));
        expect(parseEip155Account(account?.caipAddress)).toEqual(account);
      }),
    );
  });

  it('property: any text is an account or a 400, never another error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue()), (value) => {
        try {
          const account = readEip155Account(value, 'to');
          expect(account.caipAddress).toMatch(/^eip155:[1-9][0-9]*:0x[0-9a-fA-F]{40}$/);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidRequestError);
        }
      }),
    );
  });
});

describe('plain or CAIP-10 account addresses', () => {
  it('reads a plain address without a chain, and a CAIP-10 one with its chain', () => {
    expect(readAccountAddress(ADDRESS, 'userAddress')).toEqual({ address: getAddress(ADDRESS) });
    expect(readAccountAddress(`eip155:10:${ADDRESS}`, 'userAddress')).toEqual({
      address: getAddress(ADDRESS),
      caipNetworkId: 'eip155:10',
    });
    expect(() => readAccountAddress('0xnothex', 'userAddress')).toThrow(
      'Invalid userAddress: not a 0x address or an eip155 CAIP-10 account',
    );
  });

  it('property: any value is an address or a 400', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), hexAddress, fc.jsonValue()), (value) => {
        try {
          expect(readAccountAddress(value, 'userAddress').address).toMatch(/^0x[0-9a-fA-F]{40}$/);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidRequestError);
        }
      }),
    );
  });
});

describe('same chain and native currency', () => {
  it('accounts on two chains are a 400; an account without a chain goes with any', () => {
    expect(() =>
      assertSameChain(
        { name: 'from', caipNetworkId: 'eip155:1' },
        { name: 'to', caipNetworkId: 'eip155:10' },
      ),
    ).toThrow('Invalid request: from and to must be on the same chain');
    expect(() =>
      assertSameChain({ name: 'from', caipNetworkId: 'eip155:1' }, { name: 'userAddress' }),
    ).not.toThrow();
  });

  it('0xeeee...eeee in any case is the native currency', () => {
    expect(isNativeToken(NATIVE_TOKEN_ADDRESS.toLowerCase())).toBe(true);
    expect(isNativeToken(getAddress(NATIVE_TOKEN_ADDRESS))).toBe(true);
    expect(isNativeToken(ADDRESS)).toBe(false);
  });
});
