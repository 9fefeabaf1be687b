/**
 * "Did the user refuse?", decided once for every adapter, connector and view, and the numeric
 * code a wallet error carries. Wallets say no in several shapes:
 * - EIP-1193 code 4001, also nested: MetaMask mobile puts it in `data.originalError` under a
 *   generic -32603, libraries wrap it as the `cause` of their own error;
 * - WalletConnect's sign-client codes 5000 (user rejected), 5001 (rejected chains) and 5002
 *   (rejected methods);
 * - Wallet Standard has no codes: wallets throw their own errors (wallet-adapter's
 *   WalletSignTransactionError, Phantom, Solflare) that say "rejected", "denied", "declined"
 *   or "cancelled" in the name or the message;
 * - core's UserRejectedError, once an adapter has mapped the refusal.
 * Portico's own errors are read as they are: only UserRejectedError is a refusal, and their
 * causes were already decided by the adapter that wrapped them (a refused send stays
 * 'Something went wrong' in the EVM adapters).
 */
import { PorticoError } from './errors';
import { UserRejectedError } from './walletErrors';

/** EIP-1193's 4001 and WalletConnect's 5000, 5001, 5002. */
export const USER_REJECTION_CODES: readonly number[] = Object.freeze([4001, 5000, 5001, 5002]);

const SAYS_REJECTED = /reject|denied|declined|cancell?ed/i;
/** Wrapped errors deeper than this are not read (a cycle or a pathological chain). */
const MAX_LINKS = 16;

/**
 * The error, then the errors it carries, breadth first: the one some wallets nest in
 * `data.originalError`, then its `cause`. A PorticoError's are not read.
 */
function linksOf(error: unknown): object[] {
  const links: object[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && links.length < MAX_LINKS) {
    const link = queue.shift();
    if (typeof link !== 'object' || link === null || links.includes(link)) continue;
    links.push(link);
    if (link instanceof PorticoError) continue;
    const { data, cause } = link as { data?: unknown; cause?: unknown };
    queue.push((data as { originalError?: unknown } | null | undefined)?.originalError, cause);
  }
  return links;
}

function numericCode(link: object): number | undefined {
  const { code } = link as { code?: unknown };
  return typeof code === 'number' ? code : undefined;
}

/** Every numeric code the error carries: its own first, then the nested ones. */
export function walletErrorCodes(error: unknown): number[] {
  return linksOf(error)
    .map(numericCode)
    .filter((code): code is number => code !== undefined);
}

/** The wallet's numeric code (EIP-1193, JSON-RPC, WalletConnect), when it gave one. */
export function walletErrorCode(error: unknown): number | undefined {
  return walletErrorCodes(error)[0];
}

function isRefusal(link: object): boolean {
  if (link instanceof PorticoError) return link instanceof UserRejectedError;
  const code = numericCode(link);
  if (code !== undefined && USER_REJECTION_CODES.includes(code)) return true;
  return link instanceof Error && SAYS_REJECTED.test(`${link.name} ${link.message}`);
}

/** True when the user said no, in any of the shapes above. */
export function isUserRejection(error: unknown): boolean {
  return linksOf(error).some(isRefusal);
}
