/**
 * Every user-facing text of the spec (section 8) and Portico's own texts, once.
 * Code never repeats a message string: it imports it from here.
 */
export const MESSAGES = {
  // Toasts
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToFetchTransactions: 'Failed to fetch transactions',
  transactionStarted: 'Transaction started',
  // Portico's own texts (the spec has none): a tracked transaction settled on chain.
  transactionConfirmed: 'Transaction confirmed',
  transactionFailed: 'Transaction failed',
  viewOnExplorer: (explorer: string) => `View on ${explorer}`,
  somethingWentWrong: 'Something went wrong',
  solanaSendFailed: 'Failed to send transaction. Please try again.',
  signatureDeclined: 'Signature declined',
  smartAccountSigningFailed: 'This application might not support Smart Accounts',
  authInitFailed: 'A problem occurred while trying initialize authentication',
  authenticating: 'Authenticating...',

  // Alerts (short title and longer text)
  invalidAppConfiguration: 'Invalid App Configuration',
  originNotAllowed: (origin: string) =>
    `Origin ${origin} is not on the project's allowlist. Update the project's allowed domains.`,
  invalidProjectId: 'The project ID is invalid.',
  projectIdNotConfigured: 'Project ID Not Configured',
  projectIdMissing: (service: string) =>
    `A project ID is required to use the hosted ${service}. Set \`projectId\`, or point Portico at your own server.`,
  networkNotFound: 'Network Not Found',
  networkNotInList: 'The network must be in the configured list of networks.',
  sessionExpired: 'Session Expired',
  sessionExpiredDetail: 'Check your device time settings and reconnect.',
  embeddedWalletLoadIssue: 'Embedded wallet load issue',
  embeddedWalletDomain: 'Verify that this domain is allowed for the project.',
  emailDependencyLoadFailed: 'Unable to load email login dependency',
  rpcNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',
  socialLoginTimeout: 'Social login timed out',

  // Other messages
  requestAborted: 'Request was aborted',
  anErrorOccurred: 'An error occurred',
  chainNotSupported: 'Chain is not supported',
  adapterNotFound: 'Adapter not found',
  // Portico's own text (the spec has none): the adapter cannot send tokens.
  tokenSendNotSupported: 'Token sends are not supported on this network',
  invalidCaipAddress: 'Invalid CAIP Address',
  invalidCaipNetworkId: 'Invalid CAIP network id',

  // Connector errors
  chainNotConfigured: 'Chain not configured',
  connectorAlreadyConnected: 'Connector already connected',
  connectorNotConnected: 'Connector not connected',
  providerNotFound: 'Provider not found',
  noProgrammaticSwitch: (connector: string) =>
    `${connector} does not support programmatic chain switching`,
  connectorNotFound: (connectorId: string) => `Connector ${connectorId} is undefined`,
  providerUndefined: 'Provider is undefined',

  // Thrown
  networkNotSupportedForSwaps: 'Network not supported for Swaps',
  networkNotSupportedForGasPrice: 'Network not supported for Gas Price',
  networkNotFoundThrown: 'Network not found',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  failedToDisconnect: 'Failed to disconnect',
  errorParsingCapabilities: 'Error parsing wallet capabilities',
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  walletConnectConnectorNotFound: 'WalletConnectConnector not found',
  walletConnectRelayUrlInvalid: (url: string) =>
    `The WalletConnect relay URL "${url}" must be a ws:// or wss:// URL`,
  walletConnectRelayUrlNotSecure: (url: string) =>
    `The WalletConnect relay URL "${url}" must use wss:// (ws:// only on localhost, 127.0.0.0/8 or [::1])`,
  // Portico's own text (the spec has none): the relay refused the socket, or no pairing came
  // within the connect time-out.
  walletConnectRelayUnreachable:
    'Could not reach the WalletConnect relay. Check your connection and try again.',

  // Name service fallbacks
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  errorRegisteringName: 'Error registering name',
  errorUpdatingName: 'Error updating name',
  errorReleasingName: 'Error releasing name',

  // Validation and rules
  solanaSendNeedsAmountAndReceiver: 'Please enter a valid amount and receiver address',
  emailCooldown: (seconds: number) => `Please try again after ${seconds} seconds`,
  httpStatus: (status: number) => `HTTP status code: ${status}`,
  sendCallsTargetNot0x: 'wallet_sendCalls call targets must start with 0x',

  // Options (Portico's own texts where the spec gives none)
  siweAndSiwxTogether: 'Cannot set both `siweConfig` and `siwx` options',
  accountTypeNotAccepted: (accountType: string, namespace: string) =>
    `Account type "${accountType}" is not accepted for ${namespace}`,
  duplicateAdapter: (namespace: string) => `Two adapters were given for the namespace ${namespace}`,
  duplicateConnector: (id: string) => `Two shared connectors were given with the id ${id}`,
  noNetworks: 'At least one network must be configured',
  invalidAmount: (value: string) => `"${value}" is not a valid amount`,
  tooManyDecimals: (decimals: number) => `The amount has more than ${decimals} decimal places`,
  instanceDestroyed: 'This Portico instance was destroyed',
  unknownView: (view: string) => `There is no view named ${view}`,
  featureNeedsMissing: (feature: string, token: string) =>
    `The feature ${feature} needs ${token}, which nothing registered`,
  featureDisabled: (feature: string) => `The feature ${feature} is switched off`,
  viewDefinedTwice: (view: string) => `The view ${view} is defined twice`,

  // networks/
  networkNotAnObject: 'A network must be an object',
  networkTextRequired: (network: string, field: string) =>
    `Network "${network}": ${field} must be a non-empty string`,
  networkNamespaceInvalid: (network: string, namespace: string) =>
    `Network "${network}": chainNamespace "${namespace}" must be 3 to 8 characters a-z, 0-9 or - (CAIP-2)`,
  networkIdInvalid: (network: string, id: string) =>
    `Network "${network}": id "${id}" must be a positive integer or 1 to 32 characters a-z, A-Z, 0-9, - or _ (CAIP-2)`,
  networkEip155IdNotNumber: (network: string, id: string) =>
    `Network "${network}": an eip155 id must be a number, not the string "${id}"`,
  networkCaipIdMismatch: (network: string, given: string, expected: string) =>
    `Network "${network}": caipNetworkId "${given}" must be "${expected}" (chainNamespace:id)`,
  networkDecimalsInvalid: (network: string, decimals: string, max: number) =>
    `Network "${network}": nativeCurrency.decimals must be an integer from 0 to ${max}, not ${decimals}`,
  networkUrlsRequired: (network: string, field: string) =>
    `Network "${network}": ${field} must list at least one URL`,
  networkUrlInvalid: (network: string, field: string, url: string, schemes: string) =>
    `Network "${network}": ${field} "${url}" must be a URL with scheme ${schemes}`,
  networkUrlNotSecure: (
    network: string,
    field: string,
    url: string,
    secure: string,
    plain: string,
  ) =>
    `Network "${network}": ${field} "${url}" must use ${secure}// (${plain}// only on localhost, 127.0.0.0/8 or [::1])`,
  networkTestnetNotBoolean: (network: string) =>
    `Network "${network}": testnet must be true or false`,

  // validators/
  // amounts/ and lists/
  invalidDecimals: (decimals: number, max: number) =>
    `Token decimals must be a whole number from 0 to ${max}, got ${decimals}`,
  invalidTimestamp: (value: string) => `"${value}" is not a valid ISO 8601 timestamp`,
  // storage/, timing/ and platform/
  storagePrefixEmpty: 'The storage prefix must not be empty',
  storagePrefixNoSeparator: (prefix: string, separators: string) =>
    `The storage prefix "${prefix}" must end in one of ${separators}, so that clear() cannot remove the page's own keys that merely start with it`,
  storagePrefixInUse: (prefix: string, other: string) =>
    `The storage prefix "${prefix}" overlaps "${other}", the prefix of a live Portico instance on the same storage: give each instance its own prefix, neither a prefix of the other, or destroy() the other instance first`,
  storageFailed: (operation: string, key: string, reason: string) =>
    `Storage ${operation} of "${key}" failed (${reason}); Portico continues without it`,
  storageValueDiscarded: (key: string) =>
    `Portico discarded the stored value of ${key}: it was not valid JSON or not of the expected shape`,
  storageValueRejected: (key: string) =>
    `Portico did not store ${key}: the value is not of the expected shape`,

  // evm-common/
  injectedWalletName: 'Browser Wallet',
  // Portico's own text: a node answered with a result of the wrong form ("", null, "1e5").
  rpcAnswerMalformed: (method: string, expected: string, answer: string) =>
    `The RPC endpoint answered ${method} with ${answer}, which is not ${expected} (EIP-1474)`,

  // services/
  serviceUrlInvalid: (service: string, url: string) =>
    `The ${service} URL "${url}" must be an absolute http or https URL without a query or fragment`,
  serviceUrlNotSecure: (service: string, url: string) =>
    `The ${service} URL "${url}" must use https:// (http:// only on localhost, 127.0.0.0/8 or [::1])`,
  serviceResponseUnreadable: (service: string, route: string) =>
    `The ${service} answered ${route} with a response Portico cannot read`,
  serviceImageNotAnImage: (service: string, route: string) =>
    `The ${service} answered ${route} with something that is not an image`,
  servicePathSegmentInvalid: (segment: string) =>
    `"${segment}" cannot be one segment of a service URL path`,

  // ui-react (Portico's own texts)
  connectionDeclined: 'Connection declined',
  providerMissing: 'Portico hooks and components need a <PorticoProvider portico={...}> above them',
} as const;
