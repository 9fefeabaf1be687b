import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '@portico/testing';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { UpstreamError } from '../errors';
import {
  startTestChains,
  sendNative,
  sendToken,
  testChainConfig,
  type TestChains,
} from './__fixtures__/testChains';
import { createChainRegistry } from './chainRegistry';

// Real nodes: generous time for a loaded machine.
jest.setTimeout(30_000);

let chains: TestChains;
beforeAll(async () => {
  chains = await startTestChains();
}, 60_000);
afterAll(() => chains?.stop());

const fresh = () => privateKeyToAccount(generatePrivateKey()).address;

describe('createChainRegistry', () => {
  it('lists the configured chains in order and finds each by its CAIP-2 id', () => {
    const registry = createChainRegistry([chains.a.config, chains.b.config]);
    expect(registry.list().map((chain) => chain.config.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ]);
    expect(registry.get('eip155:31338')?.config).toBe(chains.b.config);
    expect(registry.get('eip155:1')).toBeUndefined();
  });
});

describe('a chain reader on a live node', () => {
  it('reads native and token balances after real transfers', async () => {
    const reader = createChainRegistry([chains.a.config]).get('eip155:31337')!;
    const receiver = fresh();
    await sendNative(chains.a.node.url, receiver, 123n);
    await sendToken(chains.a.node.url, chains.a.token, receiver, 456n);
    await expect(reader.getNativeBalance(receiver)).resolves.toBe(123n);
    await expect(reader.getTokenBalance(chains.a.token, receiver)).resolves.toBe(456n);
  });

  it('reads a balance of 0 for a configured token with no contract on the chain', async () => {
    const reader = createChainRegistry([chains.a.config]).list()[0]!;
    await expect(
      reader.getTokenBalance(
        '0x000000000000000000000000000000000000dEaD',
        ANVIL_ACCOUNTS[0]!.address,
      ),
    ).resolves.toBe(0n);
  });

  it('reads the gas price and the block number from the node', async () => {
    const reader = createChainRegistry([chains.a.config]).list()[0]!;
    expect(await reader.getGasPrice()).toBeGreaterThan(0n);
    const before = await reader.getBlockNumber();
    await sendNative(chains.a.node.url, fresh(), 1n);
    expect(await reader.getBlockNumber()).toBe(before + 1n);
  });

  it('forwards a JSON-RPC body and returns the node answer as it is', async () => {
    const reader = createChainRegistry([chains.b.config]).list()[0]!;
    await expect(
      reader.forward({ jsonrpc: '2.0', id: 'x1', method: 'eth_chainId', params: [] }),
    ).resolves.toEqual({ jsonrpc: '2.0', id: 'x1', result: '0x7a6a' });
    const unknown = (await reader.forward({ jsonrpc: '2.0', id: 2, method: 'no_such' })) as {
      error?: { code: number };
    };
    expect(unknown.error?.code).toBe(-32601);
  });
});

describe('a chain reader whose node is down', () => {
  let stopped: AnvilInstance;
  beforeAll(async () => {
    stopped = await startAnvil({ chainId: 31339 });
    await stopped.stop();
  }, 30_000);

  it('throws UpstreamError (502) naming the chain, for every read and for forwarding', async () => {
    const reader = createChainRegistry([testChainConfig(stopped, chains.a.token)]).list()[0]!;
    const reads: (() => Promise<unknown>)[] = [
      () => reader.getNativeBalance(ANVIL_ACCOUNTS[0]!.address),
      () => reader.getTokenBalance(chains.a.token, ANVIL_ACCOUNTS[0]!.address),
      () => reader.getGasPrice(),
      () => reader.getBlockNumber(),
      () => reader.forward({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    ];
    for (const read of reads) {
      const error = await read().then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(UpstreamError);
      expect((error as UpstreamError).status).toBe(502);
      expect((error as Error).message).toBe('The RPC node of eip155:31339 did not answer');
    }
  });
});
