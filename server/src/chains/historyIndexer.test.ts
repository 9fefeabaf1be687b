import { deployErc20, startAnvil } from '@portico/testing';
import { createPublicClient, createWalletClient, http, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { openTestRepository } from '../__fixtures__/testRepository';
import type { ChainConfig } from '../config';
import type { Repository, TransferRecord } from '../storage/repository';
import {
  sendNative,
  sendToken,
  startTestChains,
  testChainConfig,
  TOKEN_DEPLOYER,
  waitForReceipt,
  type TestChains,
} from './__fixtures__/testChains';
import { CORRUPT_LOG_DATA, startCorruptingNodeProxy } from './__fixtures__/corruptingNodeProxy';
import { createChainRegistry } from './chainRegistry';
import { createHistoryIndexer, type HistoryIndexer } from './historyIndexer';

// Real nodes and a real database: generous time for a loaded machine.
jest.setTimeout(30_000);

let chains: TestChains;
let repository: Repository & { close(): Promise<void> };
beforeAll(async () => {
  [chains, repository] = await Promise.all([startTestChains(), openTestRepository()]);
}, 60_000);
afterAll(async () => {
  await repository?.close();
  await chains?.stop();
});

const fresh = () => privateKeyToAccount(generatePrivateKey()).address;
const history = (address: Address, chainId: string) =>
  repository.listHistory({ address, chainId, limit: 1000 });
const headOf = (url: string) =>
  createPublicClient({ transport: http(url, { retryCount: 0 }) }).getBlockNumber();
const blockOf = async (url: string, hash: `0x${string}`) =>
  (await createPublicClient({ transport: http(url) }).getTransaction({ hash })).blockNumber;

function indexer(
  configs: readonly ChainConfig[],
  options: { batchBlocks?: number; pollIntervalMs?: number } = {},
) {
  const logged: { message: string; error?: unknown }[] = [];
  const created: HistoryIndexer = createHistoryIndexer({
    chains: createChainRegistry(configs),
    repository,
    pollIntervalMs: options.pollIntervalMs ?? 1000,
    log: (message, error) => logged.push({ message, error }),
    ...(options.batchBlocks !== undefined && { batchBlocks: options.batchBlocks }),
  });
  return { indexer: created, logged };
}

describe('one pass of the history indexer', () => {
  it('saves native transfers and ERC-20 Transfer logs with their block, position and time', async () => {
    const receiver = fresh();
    const url = chains.a.node.url;
    const nativeHash = await sendNative(url, receiver, 10n ** 18n);
    const tokenHash = await sendToken(url, chains.a.token, receiver, 5n * 10n ** 18n);
    const { indexer: pass, logged } = indexer([chains.a.config]);
    await pass.syncOnce();
    expect(logged).toEqual([]);

    const client = createPublicClient({ transport: http(url) });
    const nativeBlock = await client.getBlock({ blockNumber: await blockOf(url, nativeHash) });
    const saved = await history(receiver, 'eip155:31337');
    const deployer = TOKEN_DEPLOYER.address.toLowerCase();
    expect(saved).toEqual<TransferRecord[]>([
      {
        chainId: 'eip155:31337',
        blockNumber: Number(await blockOf(url, tokenHash)),
        transactionIndex: 0,
        logIndex: 0,
        transactionHash: tokenHash,
        minedAt: expect.any(Number),
        from: deployer,
        to: receiver.toLowerCase(),
        tokenAddress: chains.a.token.toLowerCase(),
        value: (5n * 10n ** 18n).toString(),
        status: 'confirmed',
      },
      {
        chainId: 'eip155:31337',
        blockNumber: Number(nativeBlock.number),
        transactionIndex: 0,
        logIndex: -1,
        transactionHash: nativeHash,
        minedAt: Number(nativeBlock.timestamp),
        from: deployer,
        to: receiver.toLowerCase(),
        tokenAddress: null,
        value: (10n ** 18n).toString(),
        status: 'confirmed',
      },
    ]);
    expect(await repository.getIndexedBlock('eip155:31337')).toBe(Number(await headOf(url)));
  });

  it('saves a reverted transaction that sent value as a failed native transfer', async () => {
    const url = chains.a.node.url;
    const sender = createWalletClient({
      account: privateKeyToAccount(TOKEN_DEPLOYER.privateKey),
      transport: http(url, { retryCount: 0 }),
    });
    // The token has no receive function: sending it ether reverts. The gas is set, so the
    // wallet does not estimate (which would refuse to send).
    const hash = await sender.sendTransaction({
      to: chains.a.token,
      value: 7n,
      gas: 100_000n,
      chain: null,
    });
    expect((await waitForReceipt(url, hash)).status).toBe('reverted');
    await indexer([chains.a.config]).indexer.syncOnce();
    const saved = await history(chains.a.token, 'eip155:31337');
    expect(saved.find((transfer) => transfer.transactionHash === hash)).toMatchObject({
      logIndex: -1,
      value: '7',
      status: 'failed',
    });
  });

  it('reads in batches of blocks up to the head, whatever the batch size', async () => {
    const receiver = fresh();
    const hashes = [];
    for (let i = 0; i < 7; i++) hashes.push(await sendNative(chains.b.node.url, receiver, 1n));
    const { indexer: pass } = indexer([chains.b.config], { batchBlocks: 2 });
    await pass.syncOnce();
    const saved = await history(receiver, 'eip155:31338');
    expect(saved.map((transfer) => transfer.transactionHash)).toEqual(hashes.reverse());
    expect(await repository.getIndexedBlock('eip155:31338')).toBe(
      Number(await headOf(chains.b.node.url)),
    );
  });
});

describe('resuming', () => {
  it('goes on from the saved cursor after a restart and never saves a transfer twice', async () => {
    const receiver = fresh();
    const url = chains.a.node.url;
    await sendNative(url, receiver, 1n);
    await indexer([chains.a.config]).indexer.syncOnce();
    const cursor = await repository.getIndexedBlock('eip155:31337');

    await sendNative(url, receiver, 2n);
    // A new indexer over the same repository: what a restarted server makes.
    const restarted = indexer([chains.a.config]).indexer;
    await restarted.syncOnce();
    await restarted.syncOnce();
    const saved = await history(receiver, 'eip155:31337');
    expect(saved.map((transfer) => transfer.value)).toEqual(['2', '1']);
    expect(await repository.getIndexedBlock('eip155:31337')).toBe((cursor as number) + 1);
  });

  it('starts a chain it has never read at its configured startBlock', async () => {
    const receiver = fresh();
    const url = chains.b.node.url;
    await sendNative(url, receiver, 1n);
    const startBlock = Number(await headOf(url)) + 1;
    await sendNative(url, receiver, 2n);
    // The same node under a chain id no pass has read yet.
    const config = { ...chains.b.config, caipNetworkId: 'eip155:777', startBlock };
    await indexer([config]).indexer.syncOnce();
    expect((await history(receiver, 'eip155:777')).map((transfer) => transfer.value)).toEqual([
      '2',
    ]);
  });
});

describe('a node that does not answer', () => {
  it('is logged and retried next pass while the other chains are indexed', async () => {
    const dead = await startAnvil({ chainId: 31339 });
    await dead.stop();
    const receiver = fresh();
    await sendNative(chains.b.node.url, receiver, 3n);
    const { indexer: pass, logged } = indexer([
      testChainConfig(dead, chains.a.token),
      chains.b.config,
    ]);
    await expect(pass.syncOnce()).resolves.toBeUndefined();
    await expect(pass.syncOnce()).resolves.toBeUndefined();
    expect(logged.map((entry) => entry.message)).toEqual([
      'History indexer: reading eip155:31339 failed; it is retried on the next pass',
      'History indexer: reading eip155:31339 failed; it is retried on the next pass',
    ]);
    expect(await repository.getIndexedBlock('eip155:31339')).toBeUndefined();
    expect(await history(receiver, 'eip155:31338')).toHaveLength(1);
  });
});

describe('polling', () => {
  it('indexes new blocks while started, and nothing after stop() has resolved', async () => {
    const receiver = fresh();
    const url = chains.a.node.url;
    const { indexer: poller } = indexer([chains.a.config], { pollIntervalMs: 20 });
    poller.start();
    poller.start(); // a second start changes nothing
    await sendNative(url, receiver, 1n);
    const deadline = Date.now() + 10_000;
    while ((await history(receiver, 'eip155:31337')).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await history(receiver, 'eip155:31337')).toHaveLength(1);
    await poller.stop();

    const cursor = await repository.getIndexedBlock('eip155:31337');
    await sendNative(url, receiver, 2n);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await repository.getIndexedBlock('eip155:31337')).toBe(cursor);
    expect(await history(receiver, 'eip155:31337')).toHaveLength(1);
  });
});

describe('hostile tokens and nodes', () => {
  it("saves the configured tokens' Transfer logs only, not those of any other contract", async () => {
    const receiver = fresh();
    const url = chains.a.node.url;
    const spam = await deployErc20(url, {
      privateKey: TOKEN_DEPLOYER.privateKey,
      initialSupply: 10n ** 27n,
    });
    const spamHash = await sendToken(url, spam, receiver, 1n);
    const tokenHash = await sendToken(url, chains.a.token, receiver, 2n);
    const { indexer: pass, logged } = indexer([chains.a.config]);
    await pass.syncOnce();
    expect(logged).toEqual([]);
    const saved = await history(receiver, 'eip155:31337');
    expect(saved.map((transfer) => transfer.transactionHash)).toEqual([tokenHash]);
    expect(saved.some((transfer) => transfer.transactionHash === spamHash)).toBe(false);

    // A chain with no token configured reads no logs at all.
    const other = fresh();
    await sendToken(url, chains.a.token, other, 3n);
    await indexer([{ ...chains.a.config, tokens: [] }]).indexer.syncOnce();
    expect(await history(other, 'eip155:31337')).toEqual([]);
  });

  it('skips a malformed Transfer log with one warning naming its block and transaction, and goes on', async () => {
    // A node that answers one malformed log (anvil itself cannot): a proxy corrupts it.
    const proxy = await startCorruptingNodeProxy(chains.a.node.url);
    try {
      const receiver = fresh();
      const url = chains.a.node.url;
      const badHash = await sendToken(url, chains.a.token, receiver, 4n);
      proxy.corrupt(badHash);
      const goodHash = await sendNative(url, receiver, 5n);
      const badBlock = await blockOf(url, badHash);
      const { indexer: pass, logged } = indexer([{ ...chains.a.config, rpcUrl: proxy.url }]);
      await pass.syncOnce();
      await pass.syncOnce();
      expect(logged.map((entry) => entry.message)).toEqual([
        `History indexer: skipped a malformed Transfer log on eip155:31337 in block 0x${badBlock.toString(16)}, transaction ${badHash}`,
      ]);
      expect(CORRUPT_LOG_DATA).toHaveLength(66);
      const saved = await history(receiver, 'eip155:31337');
      expect(saved.map((transfer) => transfer.transactionHash)).toEqual([goodHash]);
      expect(await repository.getIndexedBlock('eip155:31337')).toBe(Number(await headOf(url)));
    } finally {
      await proxy.stop();
    }
  });
});
