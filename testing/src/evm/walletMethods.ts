// Which EIP-1193 methods the test wallet passes to the node, and which it answers itself.
// Anything else that is not a wallet method it implements gets 4200 (unsupported method):
// in particular node-side signing (eth_sign, eth_sendTransaction on the node's unlocked
// accounts) and node cheat codes (anvil_*, evm_*) are never forwarded.

/** Node methods passed to the current chain's node: reads, filters, and
 * eth_sendRawTransaction of a transaction someone already signed. */
export const FORWARDED_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_blobBaseFee',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'web3_clientVersion',
]);

/** Methods answered from the wallet's own state, even while it is disconnected. */
export const LOCAL_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_chainId',
  'net_version',
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_getPermissions',
  'wallet_revokePermissions',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
]);
