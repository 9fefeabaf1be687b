/**
 * What the page may ask the demo's Solana node through /solana: the reads @solana/web3.js and
 * spl-token make, and sendTransaction of a transaction the wallet signed. requestAirdrop and
 * anything else is refused, so the page cannot mint itself SOL.
 */
const ALLOWED_SOLANA_METHODS: ReadonlySet<string> = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getSignatureStatuses',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getVersion',
  'isBlockhashValid',
  'sendTransaction',
  'simulateTransaction',
]);

export function isAllowedSolanaMethod(method: string): boolean {
  return ALLOWED_SOLANA_METHODS.has(method);
}
