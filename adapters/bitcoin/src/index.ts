// @portico/adapter-bitcoin: Bitcoin (bip122) for Portico, on bitcoinjs-lib (loaded lazily), with
// Wallet Standard bitcoin wallets, sats-connect providers and the WalletConnect connector's
// bip122 namespace.
// Verifies BIP-322 / BIP-137 message signatures; the verifier is a lazy chunk (import()).
export {
  verifyBitcoinMessage,
  type VerifyBitcoinMessageParams,
} from './verify/verifyBitcoinMessage';
export type {
  BitcoinAccount,
  BitcoinAddressPurpose,
  BitcoinSignatureScheme,
  BitcoinSignedMessage,
  BitcoinWallet,
  PsbtSigner,
} from './wallets/bitcoinWallet';
export type { BitcoinTransfer, BuiltTransfer } from './chain/bitcoinChain';
