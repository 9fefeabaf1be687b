export { isValidAccountName } from './accountName';
export {
  KNOWN_NAMESPACES,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
} from './caip';
export type {
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  KnownNamespace,
  ParsedCaipAddress,
  ParsedCaipNetworkId,
} from './caip';
export { isValidEmail } from './email';
export { isEvmAddress } from './evmAddress';
export { isSignedMessage } from './signedMessage';
export { isSolanaAddress } from './solanaAddress';
export { isTransactionHash } from './transactionHash';
export { safeImageSource, safeWebLink } from './linkSchemes';
export {
  safeAppSchemeLink,
  safeDeepLink,
  walletLinkSchemes,
  type WalletLinkSource,
} from './deepLinks';
export { isBlockedScheme } from './blockedSchemes';
export { isLoopbackHostname, isSecureTransportUrl, type TransportKind } from './secureTransport';
export { isChainReference, isWalletChainId } from './chainReference';
export { isSolanaPublicKey, toChecksumEvmAddress, walletAddressIn } from './walletAccounts';
export { isWalletAddressIn } from './walletAddressShape';
export { safeWalletIcon, WALLET_ICON_MEDIA_TYPES } from './walletIcon';
export {
  sanitizeWalletName,
  walletNameKey,
  WALLET_NAME_MAX_LENGTH,
  MAX_MARKS_IN_A_ROW,
} from './walletName';
