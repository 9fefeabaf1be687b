import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '@portico/testing';
import { localNetwork, rawRpc } from '@portico/testing/evm-adapter';
import { fetchRpcReader } from './__fixtures__/fetchRpcEndpoint';
import { BASE_FEE_MULTIPLIER, maxPricePerGas } from './feeEstimate';
import type { Hex } from './library';
import { MalformedRpcAnswerError } from './rpc/rpcAnswers';
import type { RpcReader } from './rpc/rpcReader';
import { rpcPolicyFor } from './rpc/rpcPolicy';

// The price per gas an estimate uses, on two real anvil chains: one with EIP-1559 (London and
// later, anvil's default) and one without (Berlin: its blocks have no base fee).
let london: AnvilInstance | undefined;
let berlin: AnvilInstance | undefined;
const readers: RpcReader[] = [];

beforeAll(async () => {
  [london, berlin] = await Promise.all([
    startAnvil({ chainId: 31337 }),
    startAnvil({ chainId: 31338, hardfork: 'berlin' }),
  ]);
});
afterEach(() => readers.splice(0).forEach((reader) => reader.destroy()));
afterAll(async () => {
  await Promise.all([london?.stop(), berlin?.stop()]);
});

function readerOf(node: AnvilInstance) {
  const reader = fetchRpcReader(rpcPolicyFor(localNetwork(node, 'Local')));
  readers.push(reader);
  return reader;
}

describe('maxPricePerGas: what a wallet would charge at most per gas', () => {
  it(`on an EIP-1559 chain: ${BASE_FEE_MULTIPLIER} x the latest base fee + the suggested tip`, async () => {
    const node = london!;
    const block = (await rawRpc(node.url, 'eth_getBlockByNumber', ['latest', false])) as {
      baseFeePerGas: Hex;
    };
    const tip = BigInt((await rawRpc(node.url, 'eth_maxPriorityFeePerGas')) as Hex);
    const price = await maxPricePerGas(readerOf(node));
    expect(price).toBe(2n * BigInt(block.baseFeePerGas) + tip);
    // Above the node's own quote, which a wallet may exceed when the base fee rises.
    expect(price).toBeGreaterThan(BigInt((await rawRpc(node.url, 'eth_gasPrice')) as Hex));
  });

  it('on a chain without a base fee (Berlin): the legacy eth_gasPrice, and no tip is asked', async () => {
    const node = berlin!;
    const block = (await rawRpc(node.url, 'eth_getBlockByNumber', ['latest', false])) as object;
    expect(block).not.toHaveProperty('baseFeePerGas');
    const quoted = BigInt((await rawRpc(node.url, 'eth_gasPrice')) as Hex);
    const reader = readerOf(node);
    const asked: string[] = [];
    const price = await maxPricePerGas({
      ...reader,
      getMaxPriorityFeePerGas: (options) => {
        asked.push('eth_maxPriorityFeePerGas');
        return reader.getMaxPriorityFeePerGas(options);
      },
    });
    expect(price).toBe(quoted);
    expect(asked).toEqual([]);
  });

  it('on an EIP-1559 node that cannot answer eth_maxPriorityFeePerGas (stood in by a reader whose tip read fails): 2 x base fee + what eth_gasPrice quotes above it', async () => {
    const node = london!;
    const reader = readerOf(node);
    const block = (await rawRpc(node.url, 'eth_getBlockByNumber', ['latest', false])) as {
      baseFeePerGas: Hex;
    };
    const baseFee = BigInt(block.baseFeePerGas);
    const gasPrice = BigInt((await rawRpc(node.url, 'eth_gasPrice')) as Hex);
    const price = await maxPricePerGas({
      ...reader,
      getMaxPriorityFeePerGas: () =>
        Promise.reject(
          new MalformedRpcAnswerError('eth_maxPriorityFeePerGas', 'a hex quantity', null),
        ),
    });
    expect(price).toBe(2n * baseFee + (gasPrice > baseFee ? gasPrice - baseFee : 0n));
    expect(gasPrice).toBeGreaterThan(baseFee); // the fallback's tip is not 0 here
  });

  it('on a chain without a base fee, a native send is priced at 21000 x eth_gasPrice', async () => {
    const node = berlin!;
    const { estimateFee } = await import('./feeEstimate');
    const quoted = BigInt((await rawRpc(node.url, 'eth_gasPrice')) as Hex);
    const fee = await estimateFee(
      readerOf(node),
      () => Promise.reject(new Error('a native send needs no ABI coding')),
      {
        connector: { id: 'unused' } as never,
        network: localNetwork(node, 'Local'),
        from: ANVIL_ACCOUNTS[0]!.address,
        to: ANVIL_ACCOUNTS[1]!.address,
        value: 1n,
      },
    );
    expect(fee).toBe(21_000n * quoted);
  });
});
