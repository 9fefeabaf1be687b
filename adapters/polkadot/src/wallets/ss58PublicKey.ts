/**
 * The public key inside SS58 address text: the WalletConnect wallet (walletConnectWallet.ts)
 * uses it to tell that the address the adapter asks it to sign with (re-encoded in the network's
 * prefix) is one of the session's accounts (in the wallet's own prefix), so the wallet is asked
 * with its own text. Read by the adapter's one SS58 codec (address/ss58Codec.ts: base58, a valid
 * prefix, a 32-byte key and its blake2b checksum), which holds no @polkadot code.
 */
import { bytesToHex } from '@noble/hashes/utils';
import { decodeSs58 } from '../address/ss58Codec';

/**
 * The 32-byte public key of an SS58 account address, as lowercase hex without 0x; undefined for
 * anything else (not text, not base58, a bad checksum, a reserved prefix, not a 32-byte account).
 */
export function ss58PublicKey(address: unknown): string | undefined {
  const account = decodeSs58(address);
  return account && bytesToHex(account.accountId);
}
