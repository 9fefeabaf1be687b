/**
 * The demo's local Bitcoin network (regtest), shared by the page (network, wallet) and the Node
 * stack that starts and seeds the node. Plain data: no DOM and no Node imports.
 *
 * The node is Debian's litecoind in regtest behind @portico/testing's Esplora-style REST layer,
 * which speaks Bitcoin regtest addresses (bcrt1…): the page and the wallet use bitcoinjs-lib's
 * Bitcoin regtest network unchanged. The key below is a public development key anyone can read
 * here: never use it, or the demo wallet, with anything of value.
 */

/** Where the page reaches the Esplora API: the demo server's proxy, on the page's own origin. */
export const DEMO_BITCOIN_PATH = '/bitcoin/api';

/** The demo wallet's Bitcoin key: secp256k1 private key 0x01, 0x02, ..., 0x20 (public). */
export const DEMO_BITCOIN_PRIVATE_KEY =
  '0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20';
/** Its payment address (P2WPKH on Bitcoin regtest). */
export const DEMO_BITCOIN_WALLET_ADDRESS = 'bcrt1qtp7fhly84qm6q4hhzmp0nh5frtdugmyszllqc7';
/** What the stack gives the demo wallet on the local node: 1 BTC, in satoshis. */
export const DEMO_BITCOIN_WALLET_SATS = 100_000_000n;
