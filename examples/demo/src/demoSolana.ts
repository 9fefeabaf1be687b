/**
 * The demo's local Solana network and its token, shared by the page (network, wallet) and the
 * Node stack that starts and seeds the LiteSVM node. Plain data: no DOM and no Node imports.
 *
 * The keys below are public development keys, derived from fixed seeds anyone can read here:
 * never use them, or the demo wallet, with anything of value.
 */

/** The network id: Wallet Standard wallets call a local validator 'solana:localnet'. */
export const DEMO_SOLANA_NETWORK_ID = 'localnet';
export const DEMO_SOLANA_NETWORK_NAME = 'Portico Solana Local';
export const DEMO_SOLANA_NATIVE_CURRENCY = Object.freeze({
  name: 'Solana',
  symbol: 'SOL',
  decimals: 9,
});

/** Where the page reaches the node: the demo server's proxy, on the page's own origin. */
export const DEMO_SOLANA_PATH = '/solana';

/** The demo wallet's Solana key: ed25519 seed 1, 2, ..., 32 (public). */
export const DEMO_SOLANA_WALLET_SEED: readonly number[] = Object.freeze(
  Array.from({ length: 32 }, (_, index) => index + 1),
);
export const DEMO_SOLANA_WALLET_ADDRESS = '9C6hybhQ6Aycep9jaUnP6uL9ZYvDjUp1aSkFWPUFJtpj';
/** What the stack gives the demo wallet on the local node: 10 SOL. */
export const DEMO_SOLANA_WALLET_LAMPORTS = 10_000_000_000n;

/** The demo SPL token; its mint key is seed 100, 101, ..., 131 (public). */
export const DEMO_SOLANA_TOKEN = Object.freeze({
  name: 'Portico Demo Solana Token',
  symbol: 'PDS',
  decimals: 6,
  address: 'nowAfiByViBTf7X9wiVVaoC7PM8R5r7DzQ8Exch3kGP',
} as const);
export const DEMO_SOLANA_TOKEN_MINT_SEED: readonly number[] = Object.freeze(
  Array.from({ length: 32 }, (_, index) => index + 100),
);
/** 1,000 PDS minted to the demo wallet, in base units. */
export const DEMO_SOLANA_TOKEN_SUPPLY = 1_000_000_000n;
