/**
 * Test fixture: the smallest EIP-1271 contract account, hand-assembled (no Solidity compiler in
 * the tests). `isValidSignature(bytes32 hash, bytes signature)` answers the magic value
 * 0x1626ba7e exactly when ecrecover(hash, signature) is the owner the runtime code was made
 * with, and 0x00000000 otherwise: the common "smart account with one EOA owner" shape, so the
 * test proves the server asks the contract (another key's signature, or a changed message, is
 * refused) rather than comparing against a stored hash, which would accept any signature
 * bytes for the right message.
 *
 * It reads the ABI encoding of (bytes32, bytes) at fixed offsets: 0x04 hash, 0x24 offset of
 * the bytes (0x40 from every ABI encoder), 0x44 their length, 0x64 r, 0x84 s, 0xa4 v (first
 * byte). A signature of another length reads garbage there, recovers no owner and is refused.
 * It does not look at the selector: every call is treated as isValidSignature.
 */
import { concatHex, type Address, type Hex } from 'viem';

/** The runtime code, with the owner's 20 bytes after PUSH20. */
export function ownedAccountRuntime(owner: Address): Hex {
  const ops: string[] = [
    '6004', // 00 PUSH1 0x04      calldata offset of `hash`
    '35', //   02 CALLDATALOAD    hash
    '6000', // 03 PUSH1 0x00
    '52', //   05 MSTORE          mem[0x00] = hash        (ecrecover input word 1)
    '60a4', // 06 PUSH1 0xa4      calldata offset of v (0x64 + 64)
    '35', //   08 CALLDATALOAD
    '60f8', // 09 PUSH1 0xf8
    '1c', //   0b SHR             v = the first byte of that word
    '6020', // 0c PUSH1 0x20
    '52', //   0e MSTORE          mem[0x20] = v           (word 2)
    '6064', // 0f PUSH1 0x64      calldata offset of r
    '35', //   11 CALLDATALOAD
    '6040', // 12 PUSH1 0x40
    '52', //   14 MSTORE          mem[0x40] = r           (word 3)
    '6084', // 15 PUSH1 0x84      calldata offset of s
    '35', //   17 CALLDATALOAD
    '6060', // 18 PUSH1 0x60
    '52', //   1a MSTORE          mem[0x60] = s           (word 4)
    '6020', // 1b PUSH1 0x20      retSize
    '6080', // 1d PUSH1 0x80      retOffset: fresh (zero) memory, stays 0 if ecrecover finds no signer
    '6080', // 1f PUSH1 0x80      argsSize: 4 words
    '6000', // 21 PUSH1 0x00      argsOffset
    '6001', // 23 PUSH1 0x01      the ecrecover precompile
    '5a', //   25 GAS
    'fa', //   26 STATICCALL
    '50', //   27 POP             (the success flag; a failure leaves mem[0x80] = 0)
    '6080', // 28 PUSH1 0x80
    '51', //   2a MLOAD           the recovered address
    `73${owner.slice(2).toLowerCase()}`, // 2b PUSH20 owner
    '14', //   40 EQ              1 when the owner signed, else 0
    '631626ba7e', // 41 PUSH4 0x1626ba7e
    '02', //   46 MUL             the magic value, or 0
    '60e0', // 47 PUSH1 0xe0
    '1b', //   49 SHL             as a left-aligned bytes4
    '6000', // 4a PUSH1 0x00
    '52', //   4c MSTORE
    '6020', // 4d PUSH1 0x20      return 32 bytes
    '6000', // 4f PUSH1 0x00      from mem[0x00]
    'f3', //   51 RETURN
  ];
  return `0x${ops.join('')}`;
}

/**
 * Creation code: copies the runtime that follows it into memory and returns it.
 * PUSH1 len, DUP1, PUSH1 0x0b (this prefix's length), PUSH1 0, CODECOPY, PUSH1 0, RETURN.
 */
export function ownedAccountCreationCode(owner: Address): Hex {
  const runtime = ownedAccountRuntime(owner);
  const length = (runtime.length - 2) / 2;
  if (length > 0xff) throw new Error('runtime longer than PUSH1 can say');
  const prefix: Hex = `0x60${length.toString(16).padStart(2, '0')}80600b6000396000f3`;
  return concatHex([prefix, runtime]);
}
