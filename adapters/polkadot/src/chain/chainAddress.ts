/**
 * The chain chunk's check of the addresses it is given: SS58 text (base58 with a blake2b
 * checksum) of a 32-byte account id, in any network's valid prefix (the key is the same; the
 * adapter shows every address in the network's prefix), read by the adapter's one SS58 codec
 * (address/ss58Codec.ts). Hex public keys and other lengths are refused: what a visitor types is
 * an address, and a transfer to anything else could not be recovered.
 */
import { decodeSs58 } from '../address/ss58Codec';
import { InvalidPolkadotAddressError } from './transferErrors';

/** The account id bytes of `address`, or InvalidPolkadotAddressError naming `networkName`. */
export function requireAddress(field: string, address: unknown, networkName: string): Uint8Array {
  const account = decodeSs58(address);
  if (account) return account.accountId;
  throw new InvalidPolkadotAddressError(field, address, networkName);
}
