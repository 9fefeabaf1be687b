/**
 * The demo's local Polkadot chain and the demo wallet's two Polkadot accounts, shared by the
 * page (network, wallet) and the Node stack that starts and funds the chain. Plain data: no DOM
 * and no Node imports.
 *
 * The chain is @portico/testing's throwaway chopsticks node built from the Rococo Asset Hub
 * raw genesis shipped on npm (tokens: ROC, 12 decimals, SS58 prefix 42).
 *
 * NEVER USE THESE KEYS WITH ANYTHING OF VALUE. Both accounts are derived from the public
 * Substrate development phrase ("bottom drive obey lake curtain smoke basket hold race lonely
 * fit walk", the one behind //Alice) with the hard paths below: anyone can read them here and
 * sign for them.
 */

/** Where the page reaches the chain: the demo server's WebSocket proxy, on the page's origin. */
export const DEMO_POLKADOT_PATH = '/polkadot/ws';

/**
 * The chain's genesis hash. chopsticks names the genesis block of a chain it builds from a raw
 * genesis file with this fixed hash (0x45 x 32), whatever the file: the stack's test checks the
 * running chain answers it. The network's CAIP-2 id is `polkadot:4545…45` (32 hex characters).
 */
export const DEMO_POLKADOT_GENESIS_HASH =
  '0x4545454545454545454545454545454545454545454545454545454545454545' as const;

export const DEMO_POLKADOT_NETWORK_NAME = 'Polkadot Local';
/** The chain's token, as its runtime and properties name it. */
export const DEMO_POLKADOT_NATIVE_CURRENCY = Object.freeze({
  name: 'Rococo',
  symbol: 'ROC',
  decimals: 12,
});

export interface DemoPolkadotAccount {
  /** The key's secret URI: the public development phrase (implied) and a hard derivation path. */
  readonly uri: string;
  readonly type: 'sr25519' | 'ed25519';
  /** The name the demo wallet gives it (what the account picker shows). */
  readonly name: string;
  /** Its address in the chain's SS58 prefix (42). */
  readonly address: string;
}

/** The demo wallet's Polkadot accounts: one sr25519, one ed25519 (public development keys). */
export const DEMO_POLKADOT_ACCOUNTS: readonly [DemoPolkadotAccount, DemoPolkadotAccount] =
  Object.freeze([
    Object.freeze({
      uri: '//PorticoDemoSr25519',
      type: 'sr25519',
      name: 'Demo sr25519',
      address: '5EyWr5bRoTodfMMhtf7xtcR3PcckVc4rEYUgzr4E8cAgN7GJ',
    }),
    Object.freeze({
      uri: '//PorticoDemoEd25519',
      type: 'ed25519',
      name: 'Demo ed25519',
      address: '5HghKRkJUn6DPa5utSp8bsqvgRje5Hm6mMCsZmWVjggA4GrC',
    }),
  ]) as readonly [DemoPolkadotAccount, DemoPolkadotAccount];

/** What the stack gives each demo account on the local chain: 100 ROC, in planck (12 decimals). */
export const DEMO_POLKADOT_ACCOUNT_PLANCK = 100_000_000_000_000n;
