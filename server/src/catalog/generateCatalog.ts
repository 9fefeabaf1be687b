/**
 * A synthetic catalogue for load tests and property tests (`portico-server
 * generate-catalog`): the same `count` and `seed` always give the same wallets.
 *
 * Names are built from a few word lists, so a search text hits anywhere from none to
 * thousands of wallets ('nova' some, 'wallet' many, 'zz' none); names repeat on purpose
 * (ties are ordered by id). Ids are unique ('wallet-<n>'); links point at the reserved
 * `.example` domain; chains, badges and orders vary.
 */
import type { CatalogWalletRecord } from '../storage/repository';

const FIRST_WORDS = (
  'Nova Arc Lumen Orbit Zen Echo Atlas Pixel Quartz Sol Terra Vega Nimbus Onyx Cobalt Ember ' +
  'Flux Harbor Iris Jade Kite Lotus Maple Nexus Opal Prism Quill Raven Sage Tidal Umber ' +
  'Vortex Willow Xeno Yarrow Zephyr Aurora Beacon Cedar Delta'
).split(' ');
const MIDDLE_WORDS = 'Bit Chain Coin Key Block Link Mint Node'.split(' ');
const KIND_WORDS = 'Wallet Vault Pay Keep Pocket Purse Safe Hub'.split(' ');
const EDITIONS = 'Pro Lite Plus X One Go'.split(' ');

const EVM_CHAINS = ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161'];
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';

/** A small deterministic PRNG (mulberry32): the same seed, the same sequence. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    chance: (probability: number) => next() < probability,
    integer: (maxExclusive: number) => Math.floor(next() * maxExclusive),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

export function generateCatalog(count: number, seed: number): CatalogWalletRecord[] {
  const random = createRandom(seed);
  const wallets: CatalogWalletRecord[] = [];
  for (let n = 1; n <= count; n += 1) {
    const name = [
      `${random.pick(FIRST_WORDS)}${random.chance(0.3) ? random.pick(MIDDLE_WORDS) : ''}`,
      random.pick(KIND_WORDS),
      ...(random.chance(0.2) ? [random.pick(EDITIONS)] : []),
    ].join(' ');
    const chains = [
      ...(random.chance(0.8) ? EVM_CHAINS.filter((chain, i) => i === 0 || random.chance(0.6)) : []),
      ...(random.chance(0.25) ? [SOLANA] : []),
      ...(random.chance(0.1) ? [BITCOIN] : []),
      ...(random.chance(0.08) ? [POLKADOT] : []),
    ];
    const id = `wallet-${n}`;
    const scheme = `wallet${n}`;
    wallets.push({
      id,
      name,
      image_id: id,
      rdns: random.chance(0.7) ? `example.wallet-${n}` : null,
      chains: chains.length > 0 ? chains : [EVM_CHAINS[0] as string],
      homepage: `https://wallet-${n}.example`,
      mobile_link: random.chance(0.8) ? `${scheme}://` : null,
      desktop_link: random.chance(0.3) ? `${scheme}-desktop://` : null,
      webapp_link: random.chance(0.4) ? `https://app.wallet-${n}.example` : null,
      app_store: null,
      play_store: null,
      chrome_store: null,
      badge_type: random.chance(0.1) ? 'certified' : 'none',
      order: random.integer(count * 4 + 1),
      injected: [],
    });
  }
  return wallets;
}
