/**
 * Test support: whether an extrinsic (by its hash, the blake2-256 of its bytes, which is what
 * the adapter's send returns) is in one of the local chain's latest blocks, read over plain
 * JSON-RPC from the node (chain_getHeader, chain_getBlockHash, chain_getBlock), never through
 * the adapter under test.
 */
import { hexToU8a } from '@polkadot/util';
import { blake2AsHex } from '@polkadot/util-crypto';

/** How many blocks back from the head are searched (instant blocks: one per transaction). */
const BLOCKS_SEARCHED = 32;

async function rpc<T>(httpUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message?: string } };
  if (body.error) throw new Error(`${method}: ${String(body.error.message)}`);
  return body.result as T;
}

export async function extrinsicOnChain(httpUrl: string, hash: string): Promise<boolean> {
  if (!/^0x[0-9a-f]{64}$/.test(hash)) return false;
  const head = await rpc<{ number: string }>(httpUrl, 'chain_getHeader');
  const top = Number.parseInt(head.number, 16);
  for (let number = top; number >= Math.max(0, top - BLOCKS_SEARCHED); number -= 1) {
    const blockHash = await rpc<string>(httpUrl, 'chain_getBlockHash', [number]);
    const block = await rpc<{ block: { extrinsics: string[] } }>(httpUrl, 'chain_getBlock', [
      blockHash,
    ]);
    if (
      block.block.extrinsics.some((extrinsic) => blake2AsHex(hexToU8a(extrinsic), 256) === hash)
    ) {
      return true;
    }
  }
  return false;
}
