/** One JSON-RPC call to a demo chain's node directly (not through the page). */
async function callNode<T>(rpcUrl: string, method: string, params: unknown[]) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as { result?: T; error?: { message: string } };
}

/** The transaction's receipt status ('0x1' mined and successful), undefined while pending. */
export async function readReceiptStatus(rpcUrl: string, hash: string): Promise<string | undefined> {
  const answer = await callNode<{ status?: string } | null>(rpcUrl, 'eth_getTransactionReceipt', [
    hash,
  ]);
  return answer.result?.status;
}

/** Reads from a demo chain's node directly (not through the page): the truth to compare with. */
export async function readNativeBalance(rpcUrl: string, address: string): Promise<bigint> {
  const answer = await callNode<string>(rpcUrl, 'eth_getBalance', [address, 'latest']);
  if (answer.result === undefined)
    throw new Error(`eth_getBalance failed: ${answer.error?.message}`);
  return BigInt(answer.result);
}

/** The lamports of `address` on the demo's Solana node, read directly. */
export async function readSolanaBalance(rpcUrl: string, address: string): Promise<bigint> {
  const answer = await callNode<{ value: number }>(rpcUrl, 'getBalance', [address]);
  if (answer.result === undefined) throw new Error(`getBalance failed: ${answer.error?.message}`);
  return BigInt(answer.result.value);
}

/** A Solana transaction's confirmation status ('confirmed', 'finalized'), undefined if unknown. */
export async function readSolanaSignatureStatus(
  rpcUrl: string,
  signature: string,
): Promise<string | undefined> {
  const answer = await callNode<{
    value: ({ confirmationStatus?: string; err: unknown } | null)[];
  }>(rpcUrl, 'getSignatureStatuses', [[signature]]);
  const status = answer.result?.value[0];
  return status && status.err === null ? status.confirmationStatus : undefined;
}

/** The base units of `mint` that `owner` holds on the demo's Solana node, read directly. */
export async function readSolanaTokenBalance(
  rpcUrl: string,
  owner: string,
  mint: string,
): Promise<bigint> {
  const answer = await callNode<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[];
  }>(rpcUrl, 'getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed' }]);
  if (answer.result === undefined) {
    throw new Error(`getTokenAccountsByOwner failed: ${answer.error?.message}`);
  }
  return answer.result.value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  );
}
