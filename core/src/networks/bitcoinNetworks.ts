/**
 * Bitcoin (CAIP-2 namespace bip122; the reference is the first 32 hex characters of the genesis
 * block hash). Bitcoin has no public JSON-RPC, so the default endpoints are Esplora-style REST
 * API bases (mempool.space and Blockstream's), the API the Bitcoin adapter reads.
 */
import { defineNetwork } from './network';

const BIP122 = 'bip122';
const BTC = Object.freeze({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 });

export const bitcoin = /* @__PURE__ */ defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  chainNamespace: BIP122,
  name: 'Bitcoin',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://mempool.space/api', 'https://blockstream.info/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
});

/** Bitcoin testnet3. */
export const bitcoinTestnet = /* @__PURE__ */ defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  chainNamespace: BIP122,
  name: 'Bitcoin Testnet',
  nativeCurrency: BTC,
  rpcUrls: {
    default: {
      http: ['https://mempool.space/testnet/api', 'https://blockstream.info/testnet/api'],
    },
  },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet' } },
  testnet: true,
});

/** Bitcoin signet (the default signet of Bitcoin Core). */
export const bitcoinSignet = /* @__PURE__ */ defineNetwork({
  id: '00000008819873e925422c1ff0f99f7c',
  chainNamespace: BIP122,
  name: 'Bitcoin Signet',
  nativeCurrency: BTC,
  rpcUrls: {
    default: {
      http: ['https://mempool.space/signet/api', 'https://blockstream.info/signet/api'],
    },
  },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/signet' } },
  testnet: true,
});

/**
 * Bitcoin regtest's CAIP-2 reference (Bitcoin Core's regtest genesis block). A regtest chain is
 * local and has no public endpoint, so no network is shipped for it: define one with the app's
 * own Esplora-style API base (@portico/adapter-bitcoin's `bitcoinRegtest(url)` does).
 */
export const BITCOIN_REGTEST_REFERENCE = '0f9188f13cb7b2c71f2a335e3a4fc328';
