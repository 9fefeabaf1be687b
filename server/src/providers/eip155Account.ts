/**
 * Accounts and tokens as the swap and session routes receive them: CAIP-10 ids of eip155
 * chains ('eip155:1:0xabc...'), or a plain 0x address where the client sends one. Anything
 * else is a 400 with a clear message, never a 500.
 */
import { getAddress, isAddress } from 'viem';
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

export interface Eip155Account {
  /** CAIP-2: 'eip155:1'. */
  readonly caipNetworkId: string;
  /** Checksummed. */
  readonly address: `0x${string}`;
  /** CAIP-10 with the checksummed address: 'eip155:1:0xAbC...'. */
  readonly caipAddress: string;
}

/**
 * The address swap services use for a chain's native currency (no contract): 0xeeee...eeee,
 * checksummed.
 */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

/** CAIP-2 eip155 references are decimal chain ids of at most 32 characters. */
const EIP155_ACCOUNT = /^eip155:([1-9][0-9]{0,31}):(0x[0-9a-fA-F]{40})$/;

/** The account of an 'eip155:<chain id>:0x<40 hex>' id, or undefined. */
export function parseEip155Account(value: unknown): Eip155Account | undefined {
  if (typeof value !== 'string') return undefined;
  const match = EIP155_ACCOUNT.exec(value);
  if (!match || !isAddress(match[2] as string, { strict: false })) return undefined;
  const caipNetworkId = `eip155:${match[1] as string}`;
  const address = getAddress(match[2] as string);
  return { caipNetworkId, address, caipAddress: `${caipNetworkId}:${address}` };
}

/** A CAIP-10 eip155 account, or 400 naming the parameter. */
export function readEip155Account(value: unknown, name: string): Eip155Account {
  const account = parseEip155Account(value);
  if (!account) throw new InvalidRequestError(SERVER_MESSAGES.notCaipAccount(name));
  return account;
}

/**
 * A plain 0x address or a CAIP-10 eip155 account (the client sends either), checksummed,
 * with its chain when it came as CAIP-10; or 400 naming the parameter.
 */
export function readAccountAddress(
  value: unknown,
  name: string,
): { readonly address: `0x${string}`; readonly caipNetworkId?: string } {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)) {
    return { address: getAddress(value) };
  }
  const account = parseEip155Account(value);
  if (!account) throw new InvalidRequestError(SERVER_MESSAGES.notAccountAddress(name));
  return { address: account.address, caipNetworkId: account.caipNetworkId };
}

/** 400 unless every account is on the chain of the first one. */
export function assertSameChain(
  ...accounts: readonly { readonly name: string; readonly caipNetworkId?: string }[]
): void {
  const [first, ...rest] = accounts;
  for (const other of rest) {
    if (first && other.caipNetworkId && other.caipNetworkId !== first.caipNetworkId) {
      throw new InvalidRequestError(
        SERVER_MESSAGES.accountsOnDifferentChains(first.name, other.name),
      );
    }
  }
}

/** True for 0xeeee...eeee, the native currency (any case). */
export function isNativeToken(address: string): boolean {
  return address.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase();
}
