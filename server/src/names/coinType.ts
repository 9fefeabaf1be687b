/**
 * The coin type a name's address is registered on (ENSIP-11): 60 is Ethereum, and an EVM
 * chain's is 0x80000000 | chainId (core's evmCoinType). The registration body carries an
 * EVM address, so only these are accepted.
 */
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

export const ETHEREUM_COIN_TYPE = 60;
/** ENSIP-11: the EVM coin types are this bit or'ed with a chain id below 2^31. */
export const ENSIP11_EVM_BIT = 0x80000000;
const ENSIP11_EVM_MAX = 0xffffffff;

export function isEvmCoinType(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return false;
  return value === ETHEREUM_COIN_TYPE || (value > ENSIP11_EVM_BIT && value <= ENSIP11_EVM_MAX);
}

/** The body's coin_type, or 400. */
export function readEvmCoinType(value: unknown): number {
  if (!isEvmCoinType(value)) {
    throw new InvalidRequestError(SERVER_MESSAGES.invalidCoinType(JSON.stringify(value) ?? ''));
  }
  return value;
}

/** The CAIP-2 chain a coin type stands for: 60 is eip155:1, 0x80000000 | id is eip155:id. */
export function chainOfCoinType(coinType: number): string {
  return coinType === ETHEREUM_COIN_TYPE ? 'eip155:1' : `eip155:${coinType - ENSIP11_EVM_BIT}`;
}
