// @portico/testing/bitcoin (Node only): a local Bitcoin regtest chain — a throwaway litecoind
// regtest node (Bitcoin's transaction format, sighash, segwit and taproot) behind an
// Esplora-style REST API that speaks Bitcoin regtest addresses — and the address translation.
export type { LocalBitcoin, StartLocalBitcoinOptions } from './bitcoin/localBitcoinTypes';
export { startLocalBitcoin, DEFAULT_INITIAL_BLOCKS, satsToCoins } from './bitcoin/localBitcoin';
export {
  DEFAULT_REGTEST_FEE_ESTIMATES,
  ESPLORA_TEXTS,
  MAX_TX_BODY_BYTES,
} from './bitcoin/esploraServer';
export { findLitecoind, LitecoindError, LitecoindRpcError } from './bitcoin/litecoind';
export { describeWithLitecoind } from './bitcoin/describeWithLitecoind';
export {
  bitcoinToLitecoinRegtestAddress,
  encodeBitcoinRegtestAddress,
  encodeLitecoinRegtestAddress,
  InvalidRegtestAddressError,
  isBitcoinRegtestAddress,
  litecoinToBitcoinRegtestAddress,
  parseBitcoinRegtestAddress,
  parseLitecoinRegtestAddress,
  regtestScriptFromHex,
  regtestScriptHex,
  type RegtestScript,
} from './bitcoin/regtestAddresses';
