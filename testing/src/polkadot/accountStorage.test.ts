/** AccountInfo in storage: its key, its SCALE form, and the genesis import file (no chain needed). */
import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import {
  accountStorageKey,
  decodeAccountInfo,
  EMPTY_ACCOUNT,
  encodeAccountInfo,
  importStorageJson,
} from './accountStorage';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';

test("System.Account's key for //Alice (the one every Substrate tool computes)", async () => {
  await cryptoWaitReady();
  expect(accountStorageKey(ALICE)).toBe(
    '0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9' +
      'de1e86a9a8c739864cf3cc5ec2bea59fd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
  );
  // The same account in another SS58 prefix has the same key.
  const kusamaForm = new Keyring({ type: 'sr25519', ss58Format: 2 }).addFromUri('//Alice').address;
  expect(accountStorageKey(kusamaForm)).toBe(accountStorageKey(ALICE));
});

test('AccountInfo round-trips through its 80-byte SCALE form', () => {
  const info = {
    nonce: 7,
    consumers: 1,
    providers: 2,
    sufficients: 0,
    free: (1n << 100n) + 12345n,
    reserved: 3n,
    frozen: 2n ** 64n,
    flags: 1n << 127n,
  };
  const hex = encodeAccountInfo(info);
  expect(hex).toHaveLength(2 + 160);
  expect(decodeAccountInfo(hex)).toEqual(info);
  expect(decodeAccountInfo(null)).toEqual(EMPTY_ACCOUNT);
  expect(() => decodeAccountInfo('0x00')).toThrow(TypeError);
  expect(() => encodeAccountInfo({ ...info, free: -1n })).toThrow(RangeError);
});

test('the import file funds each account with one provider', () => {
  expect(JSON.parse(importStorageJson([{ address: ALICE, planck: 10n ** 16n }]))).toEqual({
    System: {
      Account: [[[ALICE], { providers: 1, data: { free: '10000000000000000' } }]],
    },
  });
});
