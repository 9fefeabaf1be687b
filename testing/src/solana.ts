// @portico/testing/solana: a local Solana node over LiteSVM and a Wallet Standard test wallet
// (their own subpath, so that importing @portico/testing does not load the Solana libraries).
export type { LocalSolana, StartLocalSolanaOptions } from './solana/localSolanaTypes';
export { startLocalSolana } from './solana/localSolana';
export { createSolanaTestWallet, SolanaWalletError } from './solana/standardWallet';
export type * from './solana/standardWalletTypes';
export { registerStandardWallet } from './solana/walletStandardRegistration';
export { verifyEd25519 } from './solana/verifyEd25519';
