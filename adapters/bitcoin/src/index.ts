// @portico/adapter-bitcoin: Bitcoin (bip122) for Portico, on bitcoinjs-lib (loaded lazily), with
// Wallet Standard bitcoin wallets, sats-connect providers and the WalletConnect connector's
// bip122 namespace.
export type {
  BitcoinAccount,
  BitcoinAddressPurpose,
  BitcoinSignatureScheme,
  BitcoinSignedMessage,
  BitcoinWallet,
  PsbtSigner,
} from './wallets/bitcoinWallet';
export type { BitcoinTransfer, BuiltTransfer } from './chain/bitcoinChain';
