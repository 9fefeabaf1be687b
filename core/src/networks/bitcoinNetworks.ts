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
