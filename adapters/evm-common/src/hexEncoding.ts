/**
 * The hex encodings EIP-1193 wallets speak: quantities (EIP-1474: 0x-prefixed, no leading
 * zeros), UTF-8 text as bytes for personal_sign, and chain ids as wallets report them.
 */
import { InvalidAmountError, MESSAGES } from '@portico/core';
import type { Hex } from './library';

/** A JSON-RPC quantity: `0n` is `0x0`, `255n` is `0xff`. Negative values throw. */
export function toHexQuantity(value: bigint | number): Hex {
  const integer =
    typeof value === 'bigint' ? value : Number.isSafeInteger(value) ? BigInt(value) : -1n;
  if (integer < 0n) {
    throw new InvalidAmountError(MESSAGES.invalidAmount(String(value)), 'INVALID_AMOUNT');
  }
  return `0x${integer.toString(16)}`;
}

/** The UTF-8 bytes of `text` as 0x-prefixed hex. */
export function utf8ToHex(text: string): Hex {
  const bytes = new TextEncoder().encode(text);
  let hex = '0x';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex as Hex;
}

const HEX_CHAIN_ID = /^0x[0-9a-fA-F]{1,13}$/;
const DECIMAL_CHAIN_ID = /^[1-9][0-9]{0,15}$/;

/**
 * A chain id as wallets give it (`eth_chainId` and `chainChanged` use hex; some old wallets
 * send decimal text or a number), as a number; undefined when it is not a positive safe integer.
 */
export function parseWalletChainId(value: unknown): number | undefined {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && HEX_CHAIN_ID.test(value)
        ? Number.parseInt(value.slice(2), 16)
        : typeof value === 'string' && DECIMAL_CHAIN_ID.test(value)
          ? Number(value)
          : Number.NaN;
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
}
