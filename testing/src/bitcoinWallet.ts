// @portico/testing/bitcoin-wallet: the Bitcoin test wallet alone, browser-safe (no Node
// built-ins, no Buffer), for tests and the demo page. `@portico/testing/bitcoin` adds the
// Node-only local chain.
export { createBitcoinTestWallet } from './bitcoin/wallet/standardWallet';
export { BitcoinWalletError } from './bitcoin/wallet/errors';
export { BitcoinConnect, BitcoinSignMessage, BitcoinSignTransaction } from './bitcoin/wallet/types';
export type * from './bitcoin/wallet/types';
export { DEFAULT_PRIVATE_KEY_HEX, SECOND_PRIVATE_KEY_HEX } from './bitcoin/wallet/keys';
export {
  createSatsConnectProvider,
  SATS_CONNECT_ERROR_CODES,
  type SatsConnectEnvelope,
  type SatsConnectEvent,
  type SatsConnectProviderInfo,
  type SatsConnectTestProvider,
} from './bitcoin/wallet/satsConnectProvider';
export { installSatsConnectProvider } from './bitcoin/wallet/satsConnectInstall';
export { registerStandardWallet } from './walletStandard/registration';
import type { BitcoinTestWallet } from './bitcoin/wallet/types';
import { registerStandardWallet } from './walletStandard/registration';

/** Registers the test wallet's Wallet Standard face on a page (`window`); returns unregister. */
export function registerBitcoinStandardWallet(
  target: EventTarget,
  testWallet: BitcoinTestWallet,
): () => void {
  return registerStandardWallet(testWallet.wallet, target);
}
