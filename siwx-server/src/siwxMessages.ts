/**
 * Every text the sign-in server answers with, in one place (STYLE.md: a message string appears
 * once). Each refusal says what was wrong and, where it helps, what to do.
 */
export const SIWX_MESSAGES = {
  // The request itself.
  bodyFieldMissing: (name: string) => `Missing field: ${name} must be a non-empty string`,
  messageTooLong: (max: number) => `The sign-in message is longer than ${max} characters`,
  signatureTooLong: (max: number) => `The signature is longer than ${max} characters`,
  messageNotSiwx:
    'The message is not a sign-in message: its first line must read "<domain> wants you to sign in with your Ethereum account:" (EIP-4361) or "... with your Solana account:" (Sign-In With Solana)',
  messageMalformed: (namespace: string, reason: string) =>
    `The ${namespace} sign-in message is malformed: ${reason}`,
  signatureMalformed: (expected: string) => `The signature is malformed: expected ${expected}`,
  queryInvalid: (name: string, reason: string) => `Invalid query parameter ${name}: ${reason}`,
  routeNotFound: (method: string, path: string) => `No route ${method} ${path}`,
  bodyNotJsonMediaType: 'The request body must be sent as Content-Type: application/json',
  bodyNotJson: 'The request body must be a JSON object',
  bodyTooLarge: (max: number) => `The request body is larger than ${max} bytes`,
  bodyNotUtf8: 'The request body must be UTF-8 text',
  authorizationMalformed:
    'The Authorization header must be "Bearer <session token>" with the token a session answer gave',

  // What the message says, against this server's allow-lists.
  chainNotConfigured: (chainId: string, configured: readonly string[]) =>
    `The chain ${chainId} is not one this server signs in on (${configured.join(', ') || 'none configured'})`,
  domainNotAllowed: (domain: string) =>
    `The message is for the domain "${domain}", which this server does not serve: sign a message from an allowed site`,
  uriNotAllowed: (uri: string) =>
    `The message is for the URI "${uri}", which this server does not serve: sign a message from an allowed site`,

  // Time.
  issuedInFuture: (issuedAt: string) =>
    `The message says it was issued at ${issuedAt}, which is in the future: check the device's clock and sign again`,
  expired: (expirationTime: string) => `The message expired at ${expirationTime}: sign a new one`,
  notYetValid: (notBefore: string) =>
    `The message is not valid before ${notBefore}: sign in again then, or sign a new one`,

  // Nonces.
  nonceUnknown: (nonce: string) =>
    `The nonce ${nonce} was not issued by this server: ask POST /v1/siwx/nonce for one and sign again`,
  nonceExpired: (nonce: string) =>
    `The nonce ${nonce} has expired: ask POST /v1/siwx/nonce for a new one and sign again`,
  nonceReused: (nonce: string) =>
    `The nonce ${nonce} was used already by another message: each nonce signs in once`,
  messageReplayed: 'This signed message was used already to sign in: sign a new one',

  // The signature.
  signatureMismatch: (address: string) =>
    `The signature does not match this message and the account ${address}: the message was changed after signing, or another account signed it`,
  nodeUnavailable: (chainId: string) =>
    `The RPC node of ${chainId} did not answer while checking a contract account's signature: try again`,

  // Configuration (createSiwxServer).
  configAllowList:
    'createSiwxServer needs an allow-list: at least one domain (e.g. "app.example.com") and one URI origin (e.g. "https://app.example.com")',
  configDomain: (domain: string) =>
    `Invalid allowed domain "${domain}": an RFC 3986 authority (host and optional port), no scheme or path`,
  configUri: (uri: string) =>
    `Invalid allowed URI "${uri}": an http(s) or other absolute origin such as "https://app.example.com"`,
  configChainId: (chainId: string) =>
    `Invalid chain "${chainId}": a CAIP-2 id on eip155 ("eip155:1") or solana ("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")`,
  configChainRepeated: (chainId: string) => `The chain ${chainId} is configured twice`,
  configRpcUrl: (chainId: string) =>
    `The eip155 chain ${chainId} needs an rpcUrl (http or https) to check contract accounts' signatures`,
  configChains: 'createSiwxServer needs `chains`: a list of { chainId, rpcUrl? }',
  configDuration: (name: string, value: string) =>
    `Invalid ${name} "${value}": a whole number of seconds from 1`,
} as const;
