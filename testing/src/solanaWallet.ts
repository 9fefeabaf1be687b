// @portico/testing/solana-wallet: the Wallet Standard test wallet alone, for a browser page
// (the demo's development wallet). `@portico/testing/solana` adds the Node-only local node.
export { createSolanaTestWallet, SolanaWalletError } from './solana/standardWallet';
export type * from './solana/standardWalletTypes';
export { registerStandardWallet } from './solana/walletStandardRegistration';
