/**
 * `@portico/core/siwx`: the sign-in message texts core owns (Sign-In With Solana), for the
 * solana adapter (loaded lazily) and the server. EIP-4361 is viem's `viem/siwe`.
 */
export {
  SiwxMessageError,
  formatSolanaSignInMessage,
  parseSolanaSignInMessage,
  solanaChainIdFromText,
  solanaChainIdText,
} from './solanaMessage';
export type { SiwxMessageData } from '../contracts/siwx';
