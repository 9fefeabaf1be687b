/**
 * Every text the server answers or prints, once (STYLE.md). Each part of the server keeps
 * its texts in its own section below; add to a section, do not repeat a text.
 */
export const SERVER_MESSAGES = Object.freeze({
  // --- configuration
  configUnreadable: (path: string) => `Cannot read the configuration file ${path}`,
  configNotJson: (path: string) => `The configuration file ${path} is not valid JSON`,
  configNotObject: (path: string) => `The configuration file ${path} must hold a JSON object`,
  configDatabaseUrl: (url: string) =>
    `PORTICO_DATABASE_URL must be postgres://..., pglite or pglite:<folder>, not ${url}`,
  configPort: (port: string) => `The port must be an integer from 0 to 65535, not ${port}`,
  configChainId: (id: string) => `A chain must have an eip155 CAIP-2 id like eip155:1, not ${id}`,
  configSolanaChainId: (id: string) =>
    `A Solana chain must have a solana CAIP-2 id like solana:localnet, not ${id}`,
  configSplMint: (chainId: string, mint: string) =>
    `A token of ${chainId} must have a base58 mint address, not ${mint}`,
  configChainRepeated: (id: string) => `The chain ${id} is configured twice`,
  configUniswapV2Chain: (id: string) =>
    `uniswapV2: ${id} is not one of the configured eip155 chains`,
  configUniswapV2Repeated: (id: string) => `uniswapV2: ${id} has more than one exchange`,
  configUniswapV2Address: (id: string, field: string, value: string) =>
    `uniswapV2 ${id}: ${field} must be a 0x address, not ${value}`,
  configUniswapV2Token: (id: string, token: string) =>
    `uniswapV2 ${id}: the token ${token} is not one of the chain's configured tokens`,
  configPublicUrl: (url: string) =>
    `publicUrl (PORTICO_PUBLIC_URL) must be an absolute http(s) URL, not ${url}`,
  configAllowedHost: (host: string) =>
    `allowedHosts must list host names like portico.example or [::1], not ${host}`,
  configSiwxOrigin: (origin: string) =>
    `siwx.allowedOrigins: "${origin}" is not an http(s) origin like https://app.example.com (no path)`,
  configCount: (name: string, value: string, min = 0) =>
    `${name} must be a whole number from ${min} up, not ${value}`,

  // --- requests (shared by every route)
  internalError: 'Internal server error',
  routeNotFound: (method: string, path: string) => `No route ${method} ${path}`,
  invalidAddress: (address: string) => `Invalid address: ${address}`,
  unknownChain: (chainId: string) => `Unknown chain: ${chainId}`,
  bodyNotJson: 'The request body must be JSON',
  bodyTooLarge: (maxBytes: number) => `The request body is larger than ${maxBytes} bytes`,
  bodyNotUtf8: 'The request body must be UTF-8 text (JSON): it holds bytes that are not UTF-8',
  bodyIncomplete: 'The request body did not arrive whole: the client stopped or broke it off',
  missingField: (name: string) => `Missing field: ${name}`,
  invalidField: (name: string, why: string) => `Invalid ${name}: ${why}`,
  invalidQuery: (name: string, why: string) => `Invalid query parameter ${name}: ${why}`,
  originNotAllowed: (origin: string, projectId: string) =>
    `Origin ${origin} is not allowed for project ${projectId}`,
  chainUnavailable: (chainId: string) => `The RPC node of ${chainId} did not answer`,
  requestTextNotClean: (where: string) =>
    `Invalid ${where}: text must be well-formed Unicode without NUL or other control characters`,
  bodyNotJsonMediaType: 'The request body must be JSON sent with Content-Type: application/json',
  bodyTooDeep: (where: string, maxDepth: number) =>
    `Invalid ${where}: it nests deeper than ${maxDepth} levels`,
  projectIdRequired:
    'This server serves configured projects only: name yours with the projectId query parameter or the x-project-id header',
  projectUnknown: (projectId: string) => `Unknown project: ${projectId}`,
  projectIdsDisagree: (first: string, second: string) =>
    `The request names two projects, ${first} and ${second}: name one`,
  rateLimited: (retryAfterSeconds: number) =>
    `Too many requests: try again in ${retryAfterSeconds} seconds`,

  // --- storage
  storageCannotConnect: (url: string) => `Cannot connect to the PostgreSQL server at ${url}`,
  storageIdleClientError: 'A pooled PostgreSQL connection failed while idle; it is replaced',
  storageQueryFailed: (summary: string) => `A database query failed: ${summary}`,
  storageUnexpectedValue: (column: string, expected: string, value: string) =>
    `The database returned ${value} for ${column}, not ${expected}`,

  // --- catalogue
  invalidImageId:
    'Invalid image id: an id is 1 to 128 letters, digits, dots, underscores or hyphens',
  walletNotFound: (id: string) => `No wallet with the id ${id}`,
  notAWalletId: (id: string) => `${id} is not a wallet id`,
  notAChainId: (chainId: string) => `${chainId} is not a CAIP-2 chain id like eip155:1`,
  tooManyItems: (maxItems: number) => `more than ${maxItems} items`,
  tooLong: (maxChars: number) => `longer than ${maxChars} characters`,
  badgeTypeValues: 'must be none or certified',
  analyticsField: (name: string, why: string) => `Invalid analytics event ${name}: ${why}`,
  analyticsNotJson: 'An analytics event must be sent with Content-Type: application/json',
  analyticsEventTooLarge: (maxBytes: number) =>
    `The analytics event is larger than ${maxBytes} bytes`,
  catalogFileUnreadable: (path: string) => `Cannot read the catalogue file ${path}`,
  catalogFileNotJson: (path: string) => `The catalogue file ${path} is not valid JSON`,
  catalogNotList:
    'A catalogue is a JSON array of wallets, or { "data": [...] } as GET /getWallets answers',
  catalogTooLarge: (maxWallets: number) => `A catalogue holds at most ${maxWallets} wallets`,
  catalogEntry: (index: number, field: string, why: string) =>
    `Catalogue entry ${index}: ${field} ${why}`,
  ruleWalletId: 'must be 1 to 128 letters, digits, dots, underscores or hyphens',
  ruleWalletName: (maxChars: number) =>
    `must be text of 1 to ${maxChars} characters without control characters`,
  ruleWebLink: 'must be an absolute http(s) URL, or null',
  ruleDeepLink:
    'must be an absolute URL whose scheme cannot run script (not javascript:, data:, vbscript:, file: or blob:), or null',
  ruleRdns: 'must be a reverse domain name like io.metamask, or null',
  ruleChains: 'must be a list of CAIP-2 chain ids like eip155:1',
  ruleOrder: (max: number) => `must be a whole number from 0 to ${max}`,
  ruleInjected: 'must be a list of { "namespace", "injected_id" } texts',
  ruleDuplicateId: 'repeats the id of an earlier entry',
  ruleObject: 'must be a JSON object',
  ruleText: 'must be text',
  ruleUnstorable: 'holds a character that cannot be stored (NUL or an unpaired surrogate)',
  ruleMillis: 'must be a whole number of milliseconds since 1970',
  ruleTooDeep: (maxDepth: number) => `nests deeper than ${maxDepth} levels`,

  // --- chain data and names
  chainIdRequired: 'The query parameter chainId is required',
  rpcNotJsonRpcRequest:
    'The body must be one JSON-RPC 2.0 request: { "jsonrpc": "2.0", "id", "method", "params" }',
  rpcMethodNotAllowed: (method: string) => `Method not allowed on this RPC endpoint: ${method}`,
  rpcParamsTooDeep: (maxDepth: number) => `The JSON-RPC params nest deeper than ${maxDepth} levels`,
  rpcLogsFilter:
    'eth_getLogs takes one filter object: [{ "fromBlock", "toBlock", "address", "topics" }] or [{ "blockHash", ... }]',
  rpcLogsBlock: (field: string, value: string) =>
    `Invalid eth_getLogs ${field}: ${value} is not a block number or a tag (earliest, latest, safe, finalized, pending)`,
  rpcLogsRangeTooLarge: (blocks: string, maxBlocks: number) =>
    `eth_getLogs spans ${blocks} blocks; this server answers at most ${maxBlocks} blocks per request: split the range`,
  rpcAnswerTooLarge: (chainId: string, maxBytes: number) =>
    `The RPC node of ${chainId} answered more than ${maxBytes} bytes: ask for less`,
  indexerLogSkipped: (chainId: string, block: string, transaction: string) =>
    `History indexer: skipped a malformed Transfer log on ${chainId} in block ${block}, transaction ${transaction}`,
  unsupportedCurrency: (currency: string) =>
    `Unsupported currency: ${currency}; balances are valued in usd`,
  invalidCursor: (cursor: string) => `Invalid cursor: ${cursor}`,
  indexerChainFailed: (chainId: string) =>
    `History indexer: reading ${chainId} failed; it is retried on the next pass`,
  invalidName: (name: string) => `Invalid name: ${name}`,
  nameNotFound: (name: string) => `Name not found: ${name}`,
  nameRule: (label: string) =>
    `Invalid name ${label}: an account name has 4 to 63 letters, digits or hyphens`,
  nameOutsideZone: (name: string, zone: string) => `The name ${name} must end with .${zone}`,
  unknownZone: (zone: string, served: string) =>
    `Unknown zone: ${zone}; this server registers names under ${served}`,
  nameTaken: (name: string) => `The name ${name} is already registered`,
  nameMessageForm:
    'The message must be the text createNameMessage writes: five lines naming the purpose, zone, ' +
    'server, chain and account, then the JSON { "action", "name", "attributes", "timestamp" }',
  nameMessageAction: (signed: string, route: string) =>
    `The message signs the action ${signed}; this route takes ${route}`,
  nameMessageLine: (line: string, wanted: string) =>
    `The message says "${line}" where this server needs "${wanted}": it was signed for another server, zone, chain or account`,
  nameNotOwned: (name: string, address: string) =>
    `The name ${name} is not registered to ${address}`,
  nameNotInPath: (signed: string, path: string) => `The message names ${signed}, not ${path}`,
  nameLimit: (address: string, max: number) =>
    `The address ${address} has ${max} names, the most one address may register: release one first`,
  registrationAttributes:
    'Invalid message attributes: at most 16 text values, each named by letters, digits or _',
  registrationTimestamp: 'Invalid message timestamp: it must be whole seconds since 1970',
  registrationMessageStale: (maxAgeSeconds: number) =>
    `The message is older than ${maxAgeSeconds} seconds: sign a new one`,
  registrationMessageFuture: 'The message timestamp is in the future: check the clock',
  invalidCoinType: (coinType: string) =>
    `Invalid coin_type ${coinType}: an EVM address takes 60 or an ENSIP-11 coin type (0x80000000 | chainId)`,
  invalidSignatureFormat: 'Invalid signature: it must be 0x-prefixed hex',
  signatureNotFromAddress: (address: string) => `The message was not signed by ${address}`,

  // --- providers, sessions
  networkNotSupportedForSwaps: 'Network not supported for Swaps',
  notCaipAccount: (name: string) =>
    `Invalid ${name}: not an eip155 CAIP-10 account like eip155:1:0x...`,
  notAccountAddress: (name: string) =>
    `Invalid ${name}: not a 0x address or an eip155 CAIP-10 account`,
  accountsOnDifferentChains: (first: string, second: string) =>
    `Invalid request: ${first} and ${second} must be on the same chain`,
  notBaseUnits: (name: string) =>
    `Invalid ${name}: not a whole number of base units from 0 to 2^256-1`,
  notDecimalAmount: (name: string) => `Invalid ${name}: not a decimal amount like 10.50`,
  notErc20Token: (token: string, chainId: string) =>
    `Invalid tokenAddress: ${token} is not an ERC-20 contract on ${chainId}`,
  swapChainNotNamed:
    'Invalid tokenAddress: name its chain as a CAIP-10 account (eip155:1:0x...); this server ' +
    'serves more or fewer than one swap network',
  nativeNeedsNoApproval: 'Invalid from: the native currency needs no approval',
  approveWouldFail: (reason: string) => `The approve call would fail: ${reason}`,
  swapWouldFail: (reason: string) => `The swap call would fail: ${reason}`,
  unsupportedPriceCurrency: (currency: string) =>
    `Invalid currency: only usd is supported, not ${currency}`,
  notWebUrl: (name: string) => `Invalid ${name}: not an http(s) URL`,
  sessionExpiryPast: 'Invalid expiry: must be unix seconds in the future',
  sessionExpiryTooFar: (maxDays: number) =>
    `Invalid expiry: a grant lasts at most ${maxDays} days from now`,
  sessionPciFormat:
    'Invalid pci: a smart session id is a lower-case UUID like 7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b',
  sessionNonceFormat: 'Invalid nonce: it must be 32 bytes as 0x and 64 hex digits',
  sessionIssuedAt: 'Invalid issuedAt: it must be whole unix seconds',
  sessionSignatureStale: (maxAgeSeconds: number) =>
    `The signature was made more than ${maxAgeSeconds} seconds ago (issuedAt): sign a new one`,
  sessionSignatureFuture: 'The signature is dated in the future (issuedAt): check the clock',
  sessionChainTooLarge: (chainId: string) =>
    `Invalid account: chain id ${chainId} is too large for a signed smart session`,
  sessionNotSigned: (primaryType: string, server: string, address: string) =>
    `The ${primaryType} typed data (EIP-712, domain Portico Sessions) for ${server} was not signed by ${address}`,
  signedRequestUsed: 'This signed request was used already: sign a new one',
  sessionExists: (pci: string) => `The session ${pci} is recorded already`,
  sessionNotFound: (pci: string, address: string) => `No live session ${pci} granted by ${address}`,
  onrampUnavailableTitle: 'No payment provider is configured',
  onrampUnavailableText:
    'This Portico server has no card or bank on-ramp: it runs with no vendor account. ' +
    'Nothing was bought and no payment was taken. Ask the operator to configure an on-ramp ' +
    'provider, or fund the wallet another way.',
  onrampUnavailableAsked: 'What was asked',
  onrampUnavailableLabels: Object.freeze({
    addresses: 'Receiving addresses',
    network: 'Network',
    partnerUserId: 'Account',
    cryptoAmount: 'Crypto amount',
    fiatAmount: 'Fiat amount',
  }),
});
