import { ANVIL_ACCOUNTS } from '@portico/testing';
import { rawRpc } from '@portico/testing/evm-adapter';
import { useLocalRpcEndpoints } from '../__fixtures__/localRpcEndpoints';
import type { Hex } from '../library';
import { MalformedRpcAnswerError } from './rpcAnswers';

// The fee and status reads of the shared reader, over the fetch test transport and local
// endpoints in front of anvil: each answer is checked by shape, a bad one fails over.
const local = useLocalRpcEndpoints();
const funded = ANVIL_ACCOUNTS[1]!.address;
const readerOver = () => local.readerOver([local.first.url]);
const bothEndpoints = () => local.readerOver([local.first.url, local.second.url]);

async function minedTransfer(): Promise<Hex> {
  return (await rawRpc(local.node.url, 'eth_sendTransaction', [
    { from: funded, to: '0x000000000000000000000000000000000000beef', value: '0x1' },
  ])) as Hex;
}

describe('createRpcReader: fee and status reads (fetch test transport, local anvil)', () => {
  it("reads the latest block's base fee and the node's suggested tip", async () => {
    const block = (await rawRpc(local.node.url, 'eth_getBlockByNumber', ['latest', false])) as {
      baseFeePerGas: Hex;
    };
    const tip = (await rawRpc(local.node.url, 'eth_maxPriorityFeePerGas')) as Hex;
    expect(await readerOver().getBaseFeePerGas()).toBe(BigInt(block.baseFeePerGas));
    expect(await readerOver().getMaxPriorityFeePerGas()).toBe(BigInt(tip));
  });

  it('reads a mined transfer as success and known, a hash nobody sent as no receipt and unknown', async () => {
    const hash = await minedTransfer();
    const reader = readerOver();
    expect(await reader.getReceiptStatus(hash)).toBe('success');
    expect(await reader.isTransactionKnown(hash)).toBe(true);
    const unknown = `0x${'12'.repeat(32)}` as Hex;
    expect(await reader.getReceiptStatus(unknown)).toBeUndefined();
    expect(await reader.isTransactionKnown(unknown)).toBe(false);
  });

  it("reads the receipt on the next endpoint when a mock node answers another transaction's receipt", async () => {
    const hash = await minedTransfer();
    const other = await minedTransfer();
    const lying = await rawRpc(local.node.url, 'eth_getTransactionReceipt', [other]);
    local.first.behave({ kind: 'result', result: { ...(lying as object), status: '0x0' } });
    expect(await bothEndpoints().getReceiptStatus(hash)).toBe('success');
    expect(local.first.requestsFor('eth_getTransactionReceipt').length).toBeGreaterThan(0);
  });

  it('fails with MalformedRpcAnswerError when every endpoint (mock nodes) answers a block without a block', async () => {
    local.first.behave({ kind: 'result', result: null });
    local.second.behave({ kind: 'result', result: '0x1' });
    const error = await bothEndpoints()
      .getBaseFeePerGas()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedRpcAnswerError);
  });

  it('reads "known" on the next endpoint when a mock node answers a transaction of another hash', async () => {
    const hash = await minedTransfer();
    local.first.behave({ kind: 'result', result: { hash: `0x${'34'.repeat(32)}` } });
    expect(await bothEndpoints().isTransactionKnown(hash)).toBe(true);
  });
});
