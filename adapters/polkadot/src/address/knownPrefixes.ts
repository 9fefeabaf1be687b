/**
 * The SS58 prefixes of the networks core knows, by CAIP-2 id (polkadot 0, kusama 2, westend 42):
 * a connect on them re-encodes the wallet's addresses without loading @polkadot/api to read
 * the chain's properties. Other networks give theirs in the adapter's `ss58Prefixes` option or
 * the chain's properties say it. No @polkadot code here.
 */
import type { CaipNetworkId } from '@portico/core';

export const KNOWN_SS58_PREFIXES: Readonly<Record<CaipNetworkId, number>> = Object.freeze({
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': 0,
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': 2,
  'polkadot:e143f23803ac50e8f6f8e62695d1ce9e': 42,
});
