import { ANVIL_ACCOUNTS } from '@portico/testing';
import { rawRpc } from '@portico/testing/evm-adapter';
import { useLocalRpcEndpoints } from '../__fixtures__/localRpcEndpoints';
import { MalformedRpcAnswerError } from './rpcAnswers';
import { rpcPolicyFor } from './rpcPolicy';

// The shared reader over the fetch test transport (__fixtures__/fetchRpcEndpoint.ts) and a
// local endpoint in front of anvil; each binding reads through its own library in its package.
/** Runtime code that answers any call with the 32-byte word 42. */
const RETURNS_42 = '0x602a60005260206000f3';
const CONTRACT = '0x000000000000000000000000000000000000c0de';
const HOLDER = '0x00000000000000000000000000000000000a11ce';
const funded = ANVIL_ACCOUNTS[0]!.address;

const local = useLocalRpcEndpoints();
beforeAll(() => rawRpc(local.node.url, 'anvil_setCode', [CONTRACT, RETURNS_42]));
const readerOver = () => local.readerOver([local.first.url]);

describe('createRpcReader: the reads as JSON-RPC (fetch test transport, local anvil)', () => {
  it('reads the exact native balance the node holds, with eth_getBalance at latest', async () => {
    const wei = 123_456_789_123_456_789_000_000_000n;
    await rawRpc(local.node.url, 'anvil_setBalance', [HOLDER, `0x${wei.toString(16)}`]);
    expect(await readerOver().getBalance(HOLDER)).toBe(wei);
    expect(local.first.requestsFor('eth_getBalance').length).toBeGreaterThan(0);
  });

  it('reads the gas price the node quotes', async () => {
    const quoted = BigInt((await rawRpc(local.node.url, 'eth_gasPrice')) as string);
    expect(await readerOver().getGasPrice()).toBe(quoted);
  });

  it('estimates 21000 gas for a plain transfer of value, sent as a hex quantity', async () => {
    expect(await readerOver().estimateGas({ from: funded, to: HOLDER, value: 1n })).toBe(21_000n);
  });

  it('returns the raw result of eth_call', async () => {
    expect(await readerOver().call({ to: CONTRACT, data: '0x' })).toBe(
      `0x${'2a'.padStart(64, '0')}`,
    );
  });

  it('sends every read to the chain: two reads in a row are two requests', async () => {
    const reader = readerOver();
    const before = local.first.readCount;
    await reader.getGasPrice();
    await reader.getGasPrice();
    expect(local.first.readCount - before).toBe(2);
  });

  it('requests the RPC service at {baseUrl}/v1/?chainId=<caip2>&projectId=<id>', async () => {
    const reader = local.readerWith(
      rpcPolicyFor(local.network, {
        service: { baseUrl: local.first.url, projectId: 'portico-test' },
      }),
    );
    const before = local.first.requestsFor('eth_gasPrice').length;
    await reader.getGasPrice();
    const request = local.first.requestsFor('eth_gasPrice')[before];
    expect(request).toBeDefined();
    const url = new URL(request!.path, local.first.url);
    expect(url.pathname).toBe('/v1/');
    expect(url.searchParams.get('chainId')).toBe('eip155:31337');
    expect(url.searchParams.get('projectId')).toBe('portico-test');
  });
});

describe('createRpcReader: a malformed answer is an endpoint failure (EIP-1474 forms)', () => {
  const nodeBalance = async () =>
    BigInt((await rawRpc(local.node.url, 'eth_getBalance', [funded, 'latest'])) as string);

  it.each<[string, unknown]>([
    ['""', ''],
    ['null', null],
    ['"1e5"', '1e5'],
    ['"0x"', '0x'],
    ['a number', 100_000],
    ['{}', {}],
    ['"0x01" (a leading zero)', '0x01'],
    ['no result at all', undefined],
  ])(
    'reads the balance on the next endpoint when a mock node on 127.0.0.1 answers %s',
    async (_what, result) => {
      local.first.behave({ kind: 'result', result });
      const reader = local.readerOver([local.first.url, local.second.url]);
      const askedBefore = local.first.requestsFor('eth_getBalance').length;
      expect(await reader.getBalance(funded)).toBe(await nodeBalance());
      expect(local.first.requestsFor('eth_getBalance').length).toBeGreaterThan(askedBefore);
    },
  );

  it('reads eth_call on the next endpoint when a mock node answers odd-length data', async () => {
    local.first.behave({ kind: 'result', result: '0x123' });
    const reader = local.readerOver([local.first.url, local.second.url]);
    expect(await reader.call({ to: CONTRACT, data: '0x' })).toBe(`0x${'2a'.padStart(64, '0')}`);
  });

  it('fails with a clear MalformedRpcAnswerError, not a SyntaxError, when every endpoint (mock nodes) answers "1e5"', async () => {
    local.first.behave({ kind: 'result', result: '1e5' });
    local.second.behave({ kind: 'result', result: '' });
    const reader = local.readerOver([local.first.url, local.second.url]);
    const error = await reader.getBalance(funded).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedRpcAnswerError);
    // The last endpoint's answer is the one reported.
    expect((error as Error).message).toBe(
      'The RPC endpoint answered eth_getBalance with "", which is not a hex quantity (EIP-1474)',
    );
    expect(local.first.requestsFor('eth_getBalance').length).toBeGreaterThan(0);
  });

  it('accepts upper-case hex digits from a mock node (lenient: the value is unambiguous)', async () => {
    local.first.behave({ kind: 'result', result: '0xFF' });
    expect(await local.readerOver([local.first.url]).getGasPrice()).toBe(255n);
  });
});
