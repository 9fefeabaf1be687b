import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { privateKeyToAccount } from 'viem/accounts';
import { LOOPBACK_HOST } from '../net/freePort';
import { AnvilStartError, startAnvil, startAnvilPair, type AnvilInstance } from './anvil';
import { ANVIL_ACCOUNTS, ANVIL_DEFAULT_BALANCE_ETHER } from './anvilAccounts';
import { createJsonRpcClient } from './jsonRpcClient';

const ETHER = 10n ** 18n;

let pair: [AnvilInstance, AnvilInstance];

beforeAll(async () => {
  pair = await startAnvilPair();
});

afterAll(async () => {
  await Promise.all(pair?.map((node) => node.stop()) ?? []);
});

describe('startAnvil', () => {
  it('listens on 127.0.0.1 and answers eth_chainId with the requested chain id', async () => {
    const [node] = pair;
    expect(node.url).toBe(`http://${LOOPBACK_HOST}:${node.port}`);
    expect(node.wsUrl).toBe(`ws://${LOOPBACK_HOST}:${node.port}`);
    const response = await fetch(node.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    expect(await response.json()).toMatchObject({ result: '0x7a69' });
  });

  it('funds the well-known dev accounts whose keys ANVIL_ACCOUNTS lists', async () => {
    const rpc = createJsonRpcClient(pair[0].url);
    const nodeAccounts = (await rpc('eth_accounts')) as string[];
    for (const [i, { address, privateKey }] of ANVIL_ACCOUNTS.entries()) {
      expect(nodeAccounts[i]?.toLowerCase()).toBe(address.toLowerCase());
      expect(privateKeyToAccount(privateKey).address).toBe(address);
    }
    const balance = BigInt(
      (await rpc('eth_getBalance', [ANVIL_ACCOUNTS[0]!.address, 'latest'])) as string,
    );
    expect(balance).toBe(BigInt(ANVIL_DEFAULT_BALANCE_ETHER) * ETHER);
  });

  it('applies accounts and balance, and stop() closes the port', async () => {
    const node = await startAnvil({ chainId: 1337, accounts: 2, balance: 5 });
    const rpc = createJsonRpcClient(node.url);
    try {
      const accounts = (await rpc('eth_accounts')) as string[];
      expect(accounts).toHaveLength(2);
      const balance = (await rpc('eth_getBalance', [accounts[1], 'latest'])) as string;
      expect(BigInt(balance)).toBe(5n * ETHER);
    } finally {
      await node.stop();
    }
    await expect(rpc('eth_chainId')).rejects.toThrow();
    await node.stop(); // a second stop is harmless
  });

  it('restores a chain written with dumpState when started with loadState', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-anvil-'));
    const stateFile = join(dir, 'state.json');
    const marked = '0x000000000000000000000000000000000000bEEF';
    try {
      const first = await startAnvil({ chainId: 4242, dumpState: stateFile });
      try {
        await createJsonRpcClient(first.url)('anvil_setBalance', [marked, '0x1234']);
      } finally {
        await first.stop();
      }

      const second = await startAnvil({ chainId: 4242, loadState: stateFile });
      try {
        const balance = await createJsonRpcClient(second.url)('eth_getBalance', [marked, 'latest']);
        expect(balance).toBe('0x1234');
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects with AnvilStartError when the requested port is taken', async () => {
    const blocker = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => blocker.listen(0, LOOPBACK_HOST, resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const started = startAnvil({ chainId: 31339, port });
      await expect(started).rejects.toBeInstanceOf(AnvilStartError);
      await expect(started).rejects.toThrow(/address already in use/i);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});

describe('startAnvilPair', () => {
  it('starts two nodes on different ports with chain ids 31337 and 31338', async () => {
    const [a, b] = pair;
    expect([a.chainId, b.chainId]).toEqual([31337, 31338]);
    expect(a.port).not.toBe(b.port);
    expect(await createJsonRpcClient(a.url)('eth_chainId')).toBe('0x7a69');
    expect(await createJsonRpcClient(b.url)('eth_chainId')).toBe('0x7a6a');
  });
});
