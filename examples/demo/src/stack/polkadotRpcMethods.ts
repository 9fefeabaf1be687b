/**
 * What the page may ask the demo's Polkadot chain (chopsticks) through /polkadot/ws: the calls
 * @polkadot/api makes to connect (genesis hash, runtime version, chain properties, metadata),
 * to read balances and constants, to estimate a fee (paymentInfo), to sign (the nonce, a
 * recent block for the mortal era) and to submit and watch a transfer, with the subscriptions
 * it opens for those and their unsubscribe calls. Seen by logging every method the adapter's
 * and the demo wallet's flows made through the proxy (polkadotWsProxy's onCall). chopsticks'
 * dev_* methods (set any storage, build blocks, travel in time) and everything else are refused,
 * so the page cannot mint itself ROC.
 */
const ALLOWED_POLKADOT_METHODS: ReadonlySet<string> = new Set([
  // Connect: genesis hash, runtime, chain name and properties, the RPC list, the metadata.
  'chain_getBlockHash',
  'rpc_methods',
  'state_getMetadata',
  'state_getRuntimeVersion',
  'system_chain',
  'system_properties',
  // Runtime upgrades, watched while connected; the keepalive @polkadot/api sends every 10 s.
  'state_subscribeRuntimeVersion',
  'state_unsubscribeRuntimeVersion',
  'system_health',
  // Balances and the account's nonce (storage reads and subscriptions).
  'state_getStorage',
  'state_queryStorageAt',
  'state_subscribeStorage',
  'state_unsubscribeStorage',
  // The fee (paymentInfo: a runtime call) and the mortal era (recent and finalized headers).
  'state_call',
  'chain_getHeader',
  'chain_getFinalizedHead',
  // Submit a signed transfer and watch it into a block; read that block.
  'author_submitAndWatchExtrinsic',
  'author_unwatchExtrinsic',
  'chain_getBlock',
]);

export function isAllowedPolkadotMethod(method: string): boolean {
  return ALLOWED_POLKADOT_METHODS.has(method);
}
