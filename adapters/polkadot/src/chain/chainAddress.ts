/**
 * The chain chunk's check of the addresses it is given: SS58 text (base58 with a blake2b
 * checksum) of a 32-byte account id, in any network's prefix (the key is the same; the adapter
 * shows every address in the network's prefix). Hex public keys and other lengths are refused:
 * what a visitor types is an address, and a transfer to anything else could not be recovered.
 */
import { decodeAddress } from '@polkadot/util-crypto';
import { InvalidPolkadotAddressError } from './transferErrors';

const SS58_TEXT = /^[1-9A-HJ-NP-Za-km-z]{32,60}$/;
const ACCOUNT_ID_BYTES = 32;

/** The account id bytes of `address`, or InvalidPolkadotAddressError naming `networkName`. */
export function requireAddress(field: string, address: unknown, networkName: string): Uint8Array {
  if (typeof address === 'string' && SS58_TEXT.test(address)) {
    try {
      const accountId = decodeAddress(address);
      if (accountId.length === ACCOUNT_ID_BYTES) return accountId;
    } catch {
      // A bad checksum or prefix: refused below.
    }
  }
  throw new InvalidPolkadotAddressError(field, address, networkName);
}
