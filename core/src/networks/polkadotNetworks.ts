/**
 * Polkadot relay chains (CAIP-2 namespace polkadot; the reference is the first 32 hex
 * characters of the genesis hash). Kusama is Polkadot's canary network and carries real value,
 * so it is not a testnet; Westend is.
 */
import { defineNetwork } from './network';

const POLKADOT = 'polkadot';

export const polkadot = /* @__PURE__ */ defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: POLKADOT,
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
});

export const kusama = /* @__PURE__ */ defineNetwork({
  id: 'b0a8d493285c2df73290dfb7e61f870f',
  chainNamespace: POLKADOT,
  name: 'Kusama',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrls: {
    default: {
      http: ['https://kusama-rpc.polkadot.io'],
      webSocket: ['wss://kusama-rpc.polkadot.io'],
    },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://kusama.subscan.io' } },
});

export const westend = /* @__PURE__ */ defineNetwork({
  id: 'e143f23803ac50e8f6f8e62695d1ce9e',
  chainNamespace: POLKADOT,
  name: 'Westend',
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrls: {
    default: {
      http: ['https://westend-rpc.polkadot.io'],
      webSocket: ['wss://westend-rpc.polkadot.io'],
    },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://westend.subscan.io' } },
  testnet: true,
});
