/**
 * An account's balance in the chain's storage, read and written over plain JSON-RPC (no
 * metadata needed): the `System.Account` key of an address and the SCALE layout of its
 * `AccountInfo` (nonce, consumers, providers, sufficients: u32; free, reserved, frozen, flags:
 * u128; all little-endian), as in every current Substrate runtime (the Rococo Asset Hub's too).
 */
import { u8aToHex } from '@polkadot/util';
import { blake2AsU8a, decodeAddress, xxhashAsU8a } from '@polkadot/util-crypto';

export interface AccountInfo {
  readonly nonce: number;
  readonly consumers: number;
  readonly providers: number;
  readonly sufficients: number;
  readonly free: bigint;
  readonly reserved: bigint;
  readonly frozen: bigint;
  readonly flags: bigint;
}

export const EMPTY_ACCOUNT: AccountInfo = Object.freeze({
  nonce: 0,
  consumers: 0,
  providers: 0,
  sufficients: 0,
  free: 0n,
  reserved: 0n,
  frozen: 0n,
  flags: 0n,
});

const ACCOUNT_INFO_BYTES = 4 * 4 + 4 * 16;
const U128_MAX = (1n << 128n) - 1n;

/** `twox128("System") ++ twox128("Account") ++ blake2_128(pubkey) ++ pubkey`, 0x hex. */
export function accountStorageKey(address: string): `0x${string}` {
  const publicKey = decodeAddress(address);
  const parts = [
    xxhashAsU8a('System', 128),
    xxhashAsU8a('Account', 128),
    blake2AsU8a(publicKey, 128),
    publicKey,
  ];
  const key = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    key.set(part, offset);
    offset += part.length;
  }
  return u8aToHex(key);
}

/** The stored value (0x hex) as AccountInfo; `null` (no such account) is the empty account. */
export function decodeAccountInfo(hex: string | null): AccountInfo {
  if (hex === null) return EMPTY_ACCOUNT;
  if (!/^0x[0-9a-f]*$/i.test(hex) || hex.length !== 2 + ACCOUNT_INFO_BYTES * 2) {
    throw new TypeError(`not an AccountInfo (${ACCOUNT_INFO_BYTES} bytes): ${hex.slice(0, 80)}`);
  }
  const bytes = Buffer.from(hex.slice(2), 'hex');
  // A small Buffer is a view into a shared pool: read it at its own offset.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => view.getUint32(at, true);
  const u128 = (at: number) =>
    view.getBigUint64(at, true) + (view.getBigUint64(at + 8, true) << 64n);
  return {
    nonce: u32(0),
    consumers: u32(4),
    providers: u32(8),
    sufficients: u32(12),
    free: u128(16),
    reserved: u128(32),
    frozen: u128(48),
    flags: u128(64),
  };
}

export function encodeAccountInfo(info: AccountInfo): `0x${string}` {
  const view = new DataView(new ArrayBuffer(ACCOUNT_INFO_BYTES));
  const u32 = (at: number, value: number) => view.setUint32(at, value, true);
  const u128 = (at: number, value: bigint) => {
    if (value < 0n || value > U128_MAX) throw new RangeError(`not a u128: ${value}`);
    view.setBigUint64(at, value & 0xffff_ffff_ffff_ffffn, true);
    view.setBigUint64(at + 8, value >> 64n, true);
  };
  u32(0, info.nonce);
  u32(4, info.consumers);
  u32(8, info.providers);
  u32(12, info.sufficients);
  u128(16, info.free);
  u128(32, info.reserved);
  u128(48, info.frozen);
  u128(64, info.flags);
  return `0x${Buffer.from(view.buffer).toString('hex')}`;
}

/**
 * The `--import-storage` file's content (chopsticks reads JSON or YAML, keyed by pallet and
 * storage item): each address gets `planck` free and one provider, so it exists on chain.
 */
export function importStorageJson(
  accounts: readonly { readonly address: string; readonly planck: bigint }[],
): string {
  return JSON.stringify({
    System: {
      Account: accounts.map(({ address, planck }) => [
        [address],
        { providers: 1, data: { free: planck.toString() } },
      ]),
    },
  });
}
