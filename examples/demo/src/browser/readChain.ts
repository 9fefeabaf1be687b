/** Reads from a demo chain's node directly (not through the page): the truth to compare with. */
export async function readNativeBalance(rpcUrl: string, address: string): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    }),
  });
  const answer = (await response.json()) as { result?: string; error?: { message: string } };
  if (answer.result === undefined)
    throw new Error(`eth_getBalance failed: ${answer.error?.message}`);
  return BigInt(answer.result);
}
