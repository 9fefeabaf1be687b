// @portico/adapter-polkadot: Polkadot for Portico, on @polkadot/api (loaded lazily), with
// injected extensions (window.injectedWeb3) and the WalletConnect connector's polkadot namespace.
export type {
  PolkadotAccount,
  PolkadotKeyType,
  PolkadotPayloadSigner,
  PolkadotSignerPayload,
  PolkadotWallet,
} from './wallets/polkadotWallet';
export type {
  PolkadotBalance,
  PolkadotChainModule,
  PolkadotChainOptions,
  PolkadotTransfer,
} from './chain/polkadotChain';
