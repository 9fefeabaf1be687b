import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServiceClients } from '@portico/core/services';
import { ANVIL_ACCOUNTS } from '@portico/testing';
import { bitcoinToLitecoinRegtestAddress, findLitecoind } from '@portico/testing/bitcoin';
import { createOfflineSignClient } from '@portico/testing/walletconnect';
import { createPublicClient, http, parseAbi } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { WebSocket } from 'ws';
import { DEMO_BITCOIN_WALLET_ADDRESS, DEMO_BITCOIN_WALLET_SATS } from '../demoBitcoin';
import { DEMO_TOKEN } from '../demoChains';
import {
  DEMO_POLKADOT_ACCOUNT_PLANCK,
  DEMO_POLKADOT_ACCOUNTS,
  DEMO_POLKADOT_GENESIS_HASH,
} from '../demoPolkadot';
import { DEMO_SOLANA_TOKEN, DEMO_SOLANA_WALLET_ADDRESS } from '../demoSolana';
import { BITCOIN_NOT_RUNNING } from './demoHttpServer';
import { CONTENT_SECURITY_POLICY } from './securityHeaders';
import { LITECOIND_MISSING } from './startDemoBitcoin';
import { startDemoStack, type DemoStack } from './startDemoStack';
import { pairDemoWallet } from './walletConnectWallet';

// One real stack for the file: two anvil nodes, PGlite, the Portico server (a cold PGlite
// start takes seconds on this machine).
jest.setTimeout(120_000);

const ACCOUNT_0 = ANVIL_ACCOUNTS[0]!.address;
const INDEX_HTML =
  '<!doctype html><title>demo</title><script type="module" src="/assets/app.js"></script>';

let stack: DemoStack;
let distDir: string;

const page = (path: string, init?: RequestInit) => fetch(new URL(path, stack.url), init);
const rpc = async (chainId: number, body: unknown) => {
  const response = await page(`/rpc/${chainId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as unknown };
};
const call = (method: string, params: unknown[] = [], id: number = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'portico-demo-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'assets', 'app.js'), 'export {};\n');
  writeFileSync(join(distDir, 'secret.txt'), 'inside dist');
  stack = await startDemoStack({ port: 0, distDir });
});

afterAll(async () => {
  await stack?.stop();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the page origin', () => {
  it('serves index.html under the strict CSP, with nosniff', async () => {
    const response = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(INDEX_HTML);
    const csp = response.headers.get('content-security-policy');
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // WebAssembly may compile (@polkadot/util-crypto's hashing), JavaScript is never eval'd.
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('listens on 127.0.0.1 only', () => {
    expect(new URL(stack.url).hostname).toBe('127.0.0.1');
    expect(new URL(stack.serverUrl).hostname).toBe('127.0.0.1');
    for (const chain of stack.chains) expect(new URL(chain.rpcUrl).hostname).toBe('127.0.0.1');
  });

  it('serves assets with their content type, and a missing asset is a 404', async () => {
    const script = await page('/assets/app.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect((await page('/assets/missing.js')).status).toBe(404);
  });

  it('answers a page path with index.html (reload on a deep link)', async () => {
    const response = await page('/account/settings');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('never serves a file outside the built app', async () => {
    const outside = [
      '/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/..%2f..%2f..%2f..%2fetc%2fhostname',
      '/%E0%A4%A',
    ];
    for (const path of outside) {
      const response = await page(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not found');
    }
    expect(await (await page('/secret.txt')).text()).toBe('inside dist');
  });

  it('refuses writes to the static files', async () => {
    const response = await page('/index.html', { method: 'PUT', body: 'x' });
    expect(response.status).toBe(405);
  });
});

describe('/api: the Portico server on the same origin', () => {
  it('lists the bundled catalogue at /api/getWallets', async () => {
    const response = await page('/api/getWallets');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { count: number; data: { name: string }[] };
    expect(body.data.length).toBeGreaterThan(0);
    expect(typeof body.data[0]!.name).toBe('string');
  });

  it('shows the seeded transfers of account 0 in its history on both chains', async () => {
    for (const chain of stack.chains) {
      const response = await page(
        `/api/v1/account/${ACCOUNT_0}/history?chainId=eip155:${chain.chainId}`,
      );
      expect(response.status).toBe(200);
      const history = (await response.json()) as {
        data: {
          transfers: { fungible_info?: { symbol: string }; quantity: { numeric: string } }[];
        }[];
      };
      const moved = history.data.flatMap((transaction) =>
        transaction.transfers.map((t) => `${t.quantity.numeric} ${t.fungible_info?.symbol}`),
      );
      expect(moved).toEqual(expect.arrayContaining(['1.5 ETH', '0.25 ETH', '250 PDT', '40 PDT']));
    }
  });

  it('points the server’s icon URLs at /api on the page origin (the CSP allows no other)', async () => {
    const response = await page(`/api/v1/account/${ACCOUNT_0}/history?chainId=eip155:31337`);
    const text = await response.text();
    expect(text).not.toContain(stack.serverUrl);
    const icon = `${stack.url}api/public/getTokenImage/${DEMO_TOKEN.symbol}`;
    expect(text).toContain(icon);
    const image = await fetch(icon);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('reads the seeded token balance of account 0 from the chain', async () => {
    const response = await page(
      `/api/v1/account/${ACCOUNT_0}/balance?currency=usd&chainId=eip155:31337`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      balances: { symbol: string; quantity: { numeric: string } }[];
    };
    const token = body.balances.find((balance) => balance.symbol === DEMO_TOKEN.symbol);
    // 1,000,000 minted, 250 sent, 40 received back, 300,000 paid into the exchange's pool.
    expect(token?.quantity.numeric).toBe('699790');
  });
});

describe('/api/v1/profile: names signed for the page origin', () => {
  it('registers a name an account signed for the page origin (the server’s publicUrl is <page>/api)', async () => {
    const api = `${stack.url}api`;
    const { blockchainApi } = createServiceClients({
      walletCatalogUrl: api,
      blockchainApiUrl: api,
    });
    const account = privateKeyToAccount(generatePrivateKey());
    const caipNetworkId = `eip155:${stack.chains[0]!.chainId}`;
    const label = `demo${Date.now().toString(36)}`;
    const [free] = await blockchainApi.getNameSuggestions({ name: label, caipNetworkId });
    const fields = { address: account.address, caipNetworkId };
    const message = blockchainApi.createNameMessage({
      action: 'register',
      name: free!.name,
      ...fields,
    });
    expect(message).toContain(stack.url.replace(/\/$/, ''));
    const signature = await account.signMessage({ message });
    await blockchainApi.registerName({ ...fields, message, signature });
    const names = await blockchainApi.getNamesForAddress(fields);
    expect(names.map((entry) => entry.name)).toEqual([free!.name]);
  });
});

describe('/api/v1/convert: swaps from the real Uniswap v2 exchange on each chain', () => {
  const routerAbi = parseAbi([
    'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  ]);

  it('quotes ETH -> PDT as the router itself does, on both chains', async () => {
    for (const chain of stack.chains) {
      const network = `eip155:${chain.chainId}`;
      const native = `${network}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`;
      const pdt = `${network}:${DEMO_TOKEN.address}`;
      const tokens = await page(`/api/v1/convert/tokens?chainId=${network}`);
      expect(tokens.status).toBe(200);
      const { tokens: listed } = (await tokens.json()) as { tokens: { symbol: string }[] };
      expect(listed.map((token) => token.symbol)).toEqual(['ETH', DEMO_TOKEN.symbol]);

      const amount = 10n ** 18n;
      const query = new URLSearchParams({
        amount: amount.toString(),
        userAddress: `${network}:${ACCOUNT_0}`,
        from: native,
        to: pdt,
        gasPrice: '1',
      });
      const response = await page(`/api/v1/convert/quotes?${query}`);
      expect(response.status).toBe(200);
      const { quotes } = (await response.json()) as { quotes: { toAmount: string }[] };
      const [, expected] = await createPublicClient({
        transport: http(chain.rpcUrl, { retryCount: 0 }),
      }).readContract({
        address: chain.exchange.router,
        abi: routerAbi,
        functionName: 'getAmountsOut',
        args: [amount, [chain.exchange.weth, DEMO_TOKEN.address]],
      });
      expect(quotes.map((quote) => quote.toAmount)).toEqual([expected!.toString()]);
    }
  });
});

describe('/rpc/<chainId>: the chains on the same origin', () => {
  it('forwards reads to the right node', async () => {
    expect((await rpc(31337, call('eth_chainId'))).json).toMatchObject({ result: '0x7a69' });
    expect((await rpc(31338, call('eth_chainId'))).json).toMatchObject({ result: '0x7a6a' });
    expect(stack.chains.map((chain) => chain.tokenAddress.toLowerCase())).toEqual([
      DEMO_TOKEN.address.toLowerCase(),
      DEMO_TOKEN.address.toLowerCase(),
    ]);
  });

  it('refuses anvil cheat codes with a JSON-RPC error, and the balance stays as it was', async () => {
    const before = (await rpc(31337, call('eth_getBalance', [ACCOUNT_0, 'latest']))).json;
    const refused = await rpc(31337, call('anvil_setBalance', [ACCOUNT_0, '0x1'], 7));
    expect(refused.json).toMatchObject({ id: 7, error: { code: -32601 } });
    expect((await rpc(31337, call('evm_mine'))).json).toMatchObject({ error: { code: -32601 } });
    const after = (await rpc(31337, call('eth_getBalance', [ACCOUNT_0, 'latest']))).json;
    expect(after).toEqual(before);
  });

  it('refuses node-side signing with the node’s unlocked accounts', async () => {
    const send = call('eth_sendTransaction', [{ from: ACCOUNT_0, to: ACCOUNT_0, value: '0x1' }]);
    expect((await rpc(31337, send)).json).toMatchObject({ error: { code: -32601 } });
  });

  it('answers a mixed batch: reads forwarded, cheat codes refused', async () => {
    const { json } = await rpc(31338, [
      call('eth_chainId', [], 1),
      call('anvil_mine', [], 2),
      call('net_version', [], 3),
    ]);
    const byId = new Map((json as { id: number }[]).map((answer) => [answer.id, answer]));
    expect(byId.get(1)).toMatchObject({ result: '0x7a6a' });
    expect(byId.get(2)).toMatchObject({ error: { code: -32601 } });
    expect(byId.get(3)).toMatchObject({ result: '31338' });
  });

  it('takes POST only, and knows only the two demo chains', async () => {
    expect((await page('/rpc/31337')).status).toBe(405);
    const unknownChain = await page('/rpc/1', {
      method: 'POST',
      body: JSON.stringify(call('eth_chainId')),
    });
    expect(unknownChain.status).toBe(404);
  });
});

describe('the local Solana node at /solana', () => {
  const solana = async (body: unknown) => {
    const response = await page('/solana', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { result?: unknown; error?: { message: string } };
  };

  it('gives the demo wallet 10 SOL and 1,000 PDS, read through the page origin', async () => {
    const balance = await solana(call('getBalance', [DEMO_SOLANA_WALLET_ADDRESS]));
    expect(balance.result).toMatchObject({ value: 10_000_000_000 });
    const accounts = await solana(
      call('getTokenAccountsByOwner', [
        DEMO_SOLANA_WALLET_ADDRESS,
        { mint: DEMO_SOLANA_TOKEN.address },
        { encoding: 'jsonParsed' },
      ]),
    );
    const [account] = (accounts.result as { value: { pubkey: string }[] }).value;
    const tokens = await solana(call('getTokenAccountBalance', [account!.pubkey]));
    expect(tokens.result).toMatchObject({ value: { amount: '1000000000', decimals: 6 } });
    expect(stack.solana.pageRpcUrl).toBe(new URL('/solana', stack.url).href);
  });

  it('refuses requestAirdrop: the page cannot mint itself SOL', async () => {
    const answer = await solana(call('requestAirdrop', [DEMO_SOLANA_WALLET_ADDRESS, 1e9]));
    expect(answer.error?.message).toMatch(/not available/);
    const balance = await solana(call('getBalance', [DEMO_SOLANA_WALLET_ADDRESS]));
    expect(balance.result).toMatchObject({ value: 10_000_000_000 });
  });
});

// Without litecoind (and not under CI=true) the stack runs without its Bitcoin side: skipped.
const describeWithBitcoin =
  findLitecoind() !== undefined || process.env.CI === 'true' ? describe : describe.skip;

describeWithBitcoin('the local Bitcoin node at /bitcoin/api', () => {
  const bitcoin = (path: string, init?: RequestInit) => page(`/bitcoin/api${path}`, init);
  const balanceThroughPage = async (address: string) => {
    const { chain_stats: chain, mempool_stats: mempool } = (await (
      await bitcoin(`/address/${address}`)
    ).json()) as Record<'chain_stats' | 'mempool_stats', Record<string, number>>;
    return (
      BigInt(chain.funded_txo_sum! - chain.spent_txo_sum!) +
      BigInt(mempool.funded_txo_sum! - mempool.spent_txo_sum!)
    );
  };
  const tipHeight = async () => Number(await (await bitcoin('/blocks/tip/height')).text());

  it('gives the demo wallet’s payment address 1 BTC, confirmed, read through the page origin', async () => {
    expect(stack.bitcoinUnavailable).toBeUndefined();
    expect(stack.bitcoin!.pageEsploraUrl).toBe(new URL('/bitcoin/api', stack.url).href);
    expect(new URL(stack.bitcoin!.esploraUrl).hostname).toBe('127.0.0.1');
    expect(await balanceThroughPage(DEMO_BITCOIN_WALLET_ADDRESS)).toBe(DEMO_BITCOIN_WALLET_SATS);
    expect(await stack.bitcoin!.node.balanceOf(DEMO_BITCOIN_WALLET_ADDRESS)).toBe(
      DEMO_BITCOIN_WALLET_SATS,
    );
    const utxos = (await (
      await bitcoin(`/address/${DEMO_BITCOIN_WALLET_ADDRESS}/utxo`)
    ).json()) as { value: number; status: { confirmed: boolean } }[];
    expect(utxos).toMatchObject([
      { value: Number(DEMO_BITCOIN_WALLET_SATS), status: { confirmed: true } },
    ]);
    const fees = (await (await bitcoin('/fee-estimates')).json()) as Record<string, number>;
    expect(fees['3']).toBeGreaterThan(0);
    expect(await tipHeight()).toBeGreaterThan(100);
  });

  it('refuses what is not on the allow-list before it reaches the node', async () => {
    const refused = await bitcoin('/blocks/tip/hash');
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe(
      "/blocks/tip/hash is not available through the demo's Bitcoin proxy",
    );
    const wrongMethod = await bitcoin(`/address/${DEMO_BITCOIN_WALLET_ADDRESS}`, {
      method: 'POST',
      body: 'x',
    });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
    const notHex = await bitcoin('/tx', { method: 'POST', body: '{"method":"generate"}' });
    expect(notHex.status).toBe(400);
    expect(await notHex.text()).toBe('The body is not a raw transaction in hex');
    expect((await bitcoin('/../api/getWallets')).status).not.toBe(200);
    // Over the largest standard transaction's hex: 413, the node never reads it.
    const tooLarge = await bitcoin('/tx', { method: 'POST', body: '00'.repeat(200_000) });
    expect(tooLarge.status).toBe(413);
  });

  it('relays a transaction signed elsewhere and passes the node’s refusals on', async () => {
    const node = stack.bitcoin!.node;
    const heightBefore = await tipHeight();
    // The node's own wallet pays 0.5 BTC to the demo wallet; the page's origin broadcasts it.
    const to = bitcoinToLitecoinRegtestAddress(DEMO_BITCOIN_WALLET_ADDRESS);
    const raw = await node.rpc<string>('createrawtransaction', [[], { [to]: '0.5' }]);
    const funded = await node.rpc<{ hex: string }>('fundrawtransaction', [raw]);
    const signed = await node.rpc<{ hex: string; complete: boolean }>(
      'signrawtransactionwithwallet',
      [funded.hex],
    );
    expect(signed.complete).toBe(true);
    const sent = await bitcoin('/tx', { method: 'POST', body: signed.hex });
    expect(sent.status).toBe(200);
    const txid = await sent.text();
    expect(txid).toMatch(/^[0-9a-f]{64}$/);
    expect(await node.findTransaction(txid)).toBe(true);
    // The local chain mines each broadcast at once.
    expect(await (await bitcoin(`/tx/${txid}/status`)).json()).toMatchObject({ confirmed: true });
    expect(await tipHeight()).toBe(heightBefore + 1);
    expect(await balanceThroughPage(DEMO_BITCOIN_WALLET_ADDRESS)).toBe(
      DEMO_BITCOIN_WALLET_SATS + 50_000_000n,
    );
    // The same transaction again spends spent outputs: the node's refusal, as a 4xx text.
    const again = await bitcoin('/tx', { method: 'POST', body: signed.hex });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect((await again.text()).length).toBeGreaterThan(0);
  });
});

/** One JSON-RPC call over a WebSocket: the answer of the call's id. */
async function wsCall(socket: WebSocket, id: number, method: string, params: unknown[] = []) {
  type Answer = { id?: number; result?: unknown; error?: { code: number; message: string } };
  const answer = new Promise<Answer>((resolve) => {
    const onMessage = (data: unknown) => {
      const message = JSON.parse(String(data)) as Answer;
      if (message.id !== id) return;
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
  });
  socket.send(JSON.stringify(call(method, params, id)));
  return answer;
}

describe('the local Polkadot chain at /polkadot/ws', () => {
  it('is the chain of the declared genesis hash, the demo accounts funded; dev_* refused', async () => {
    if (!stack.polkadot) throw new Error(`no Polkadot chain: ${stack.polkadotUnavailable}`);
    const { chain, pageWsUrl } = stack.polkadot;
    expect(pageWsUrl).toBe(`${stack.url.replace('http', 'ws')}polkadot/ws`);
    expect(chain.genesisHash).toBe(DEMO_POLKADOT_GENESIS_HASH);
    for (const { address } of DEMO_POLKADOT_ACCOUNTS) {
      expect((await chain.balanceOf(address)).free).toBe(DEMO_POLKADOT_ACCOUNT_PLANCK);
    }
    const socket = new WebSocket(pageWsUrl);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    try {
      expect(await wsCall(socket, 1, 'chain_getBlockHash', [0])).toMatchObject({
        result: DEMO_POLKADOT_GENESIS_HASH,
      });
      // chopsticks' dev_setStorage would mint the page any balance: never forwarded.
      const [{ address }] = DEMO_POLKADOT_ACCOUNTS;
      const minting = { System: { Account: [[[address], { data: { free: '1' } }]] } };
      expect(await wsCall(socket, 2, 'dev_setStorage', [minting])).toEqual({
        jsonrpc: '2.0',
        id: 2,
        error: {
          code: -32601,
          message: "dev_setStorage is not available through the demo's RPC proxy",
        },
      });
      expect((await chain.balanceOf(address)).free).toBe(DEMO_POLKADOT_ACCOUNT_PLANCK);
    } finally {
      socket.close();
    }
  });
});

describe('stop()', () => {
  it('closes everything and can be called twice', async () => {
    const second = await startDemoStack({ port: 0, distDir });
    const nodeUrl = second.chains[0]!.rpcUrl;
    const bitcoinNode = second.bitcoin?.node;
    const polkadotChain = second.polkadot?.chain;
    await Promise.all([second.stop(), second.stop()]);
    await expect(fetch(second.url)).rejects.toThrow();
    await expect(fetch(second.serverUrl)).rejects.toThrow();
    await expect(fetch(nodeUrl, { method: 'POST', body: '{}' })).rejects.toThrow();
    if (bitcoinNode) {
      await expect(fetch(bitcoinNode.esploraUrl)).rejects.toThrow();
      await expect(fetch(bitcoinNode.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow();
    }
    if (polkadotChain) {
      await expect(fetch(polkadotChain.httpUrl, { method: 'POST', body: '{}' })).rejects.toThrow();
    }
  });
});

describe('on a machine without litecoind', () => {
  it('starts without the Bitcoin side and says why in one line; /bitcoin/api answers 503', async () => {
    const saved = process.env.LITECOIND_BINARY;
    // findLitecoind() looks here first, and finds nothing.
    process.env.LITECOIND_BINARY = join(distDir, 'no-litecoind-here');
    const lines: string[] = [];
    let withoutBitcoin: DemoStack;
    try {
      withoutBitcoin = await startDemoStack({
        port: 0,
        distDir,
        log: (line) => lines.push(line),
        polkadot: false,
      });
    } finally {
      if (saved === undefined) delete process.env.LITECOIND_BINARY;
      else process.env.LITECOIND_BINARY = saved;
    }
    try {
      expect(withoutBitcoin.bitcoin).toBeUndefined();
      expect(withoutBitcoin.bitcoinUnavailable).toBe(LITECOIND_MISSING);
      expect(lines).toContain(`bitcoin: off (${LITECOIND_MISSING})`);
      const response = await fetch(new URL('/bitcoin/api/fee-estimates', withoutBitcoin.url));
      expect(response.status).toBe(503);
      expect(await response.text()).toBe(BITCOIN_NOT_RUNNING);
      // Started without the Polkadot chain too (a test's choice): it says so.
      expect(withoutBitcoin.polkadot).toBeUndefined();
      expect(withoutBitcoin.polkadotUnavailable).toMatch(/^not started/);
      expect(lines.some((line) => line.startsWith('polkadot: off (not started'))).toBe(true);
      // The rest of the demo runs.
      expect((await fetch(withoutBitcoin.url)).status).toBe(200);
      expect((await fetch(new URL('/api/getWallets', withoutBitcoin.url))).status).toBe(200);
    } finally {
      await withoutBitcoin.stop();
    }
  });
});

describe('the WalletConnect relay on the page origin', () => {
  it('a dapp client on ws://<page>/relay pairs with the demo wallet script on the relay itself', async () => {
    const dapp = await createOfflineSignClient({
      relayUrl: stack.pageRelayUrl,
      metadata: { name: 'Demo stack test', description: '', url: 'http://127.0.0.1', icons: [] },
    });
    const lines: string[] = [];
    try {
      const chains = stack.chains.map((chain) => `eip155:${chain.chainId}`);
      const { uri, approval } = await dapp.client.connect({
        optionalNamespaces: {
          eip155: { chains, methods: ['personal_sign'], events: ['accountsChanged'] },
        },
      });
      const wallet = await pairDemoWallet({
        demo: {
          url: stack.url,
          relayUrl: stack.relay.url,
          chains: stack.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
        },
        uri: uri!,
        rejectSignatures: false,
        log: (line) => lines.push(line),
      });
      const session = await approval();
      expect(session.namespaces.eip155?.accounts).toContain(
        `eip155:${stack.chains[0]!.chainId}:${ANVIL_ACCOUNTS[2]!.address}`,
      );
      expect(lines[0]).toContain('paired with Demo stack test');
      await wallet.stop();
    } finally {
      await dapp.stop();
    }
  });

  it('refuses other WebSocket paths, and a link that is not wc: before pairing', async () => {
    const refused = await new Promise<string>((resolve) => {
      const socket = new WebSocket(stack.url.replace('http', 'ws') + 'not-the-relay');
      socket.on('unexpected-response', (_request, response) =>
        resolve(String(response.statusCode)),
      );
      socket.on('error', () => resolve('error'));
    });
    expect(refused).toBe('404');
    await expect(
      pairDemoWallet({
        demo: { url: stack.url, relayUrl: stack.relay.url, chains: [] },
        uri: 'https://example.invalid',
        rejectSignatures: false,
        log: () => undefined,
      }),
    ).rejects.toThrow('not a WalletConnect link');
  });
});
