// Server load: the BUILT Portico server (server/dist/esm/index.js) on 127.0.0.1 with an
// in-memory PGlite database, a generated 10,000-wallet catalogue and one local anvil chain,
// loaded from a second process (lib/loadGenerator.mjs: keep-alive connections, 16 requests
// in flight, 5 s per scenario) with
//   (a) GET /getWallets?search=<term>&page=1&entries=100, terms varied over the catalogue's
//       own words, prefixes and misses;
//   (b) GET /v1/account/<address>/balance?chainId=eip155:31337&currency=usd, which reads
//       the anvil node for every request;
//   (c) GET /v1/convert/quotes on the same chain, which runs a real Uniswap v2 exchange
//       (lib/uniswapExchange.mjs: WETH9, factory, Router02, a seeded WETH / token pool) set
//       in the server's uniswapV2 configuration: ETH -> token and token -> ETH, small to
//       large amounts, each quote read from the router on the node.
// Reports requests per second and p50/p95/p99 latency of each; the budget is p95 <= 20 ms
// for the catalogue search, the others are reported only. A quote the server refuses fails
// the run with the server's answer.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL, URLSearchParams } from 'node:url';

export const CATALOG_SEARCH_BUDGET_P95_MS = 20;
export const CATALOG_WALLETS = 10_000;
export const LOAD_CONCURRENCY = 16;
export const LOAD_DURATION_MS = 5_000;
/** A bound on each scenario's requests, whatever the machine's speed. */
export const LOAD_MAX_REQUESTS = 200_000;
const WARMUP_REQUESTS = 200;
const CATALOG_SEED = 1;
const CHAIN_ID = 'eip155:31337';
const SEARCH_TERM_COUNT = 300;
const SEARCH_ENTRIES = 100;
/** anvil's first dev accounts (funded) and a few empty addresses. */
const BALANCE_ADDRESSES = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x0000000000000000000000000000000000000001',
  '0x000000000000000000000000000000000000dEaD',
];
const NATIVE_TOKEN = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const QUOTE_USER = BALANCE_ADDRESSES[0];
const QUOTE_GAS_PRICE = '1000000000';
/** ETH amounts (wei) sold for the token: 0.001, 0.1, 1 and 5 ETH of the pool's 100. */
const ETH_AMOUNTS = [
  '1000000000000000',
  '100000000000000000',
  '1000000000000000000',
  '5000000000000000000',
];
/** Token amounts (18 decimals) sold for ETH: 1, 100, 3,000 and 15,000 of the pool's 300,000. */
const TOKEN_AMOUNTS = [
  '1000000000000000000',
  '100000000000000000000',
  '3000000000000000000000',
  '15000000000000000000000',
];
const GENERATOR = fileURLToPath(new URL('lib/loadGenerator.mjs', import.meta.url));

/**
 * Search terms taken from the catalogue itself, spread over it: whole words, 3-letter
 * prefixes, two-word phrases, and terms that match nothing.
 */
export function searchTerms(wallets, count = SEARCH_TERM_COUNT) {
  const terms = new Set();
  const stride = Math.max(1, Math.floor(wallets.length / count));
  for (let index = 0; terms.size < count && index < wallets.length; index += stride) {
    const words = wallets[index].name.split(/\s+/).filter(Boolean);
    const word = words[index % words.length];
    const kind = index % 4;
    if (kind === 0) terms.add(word);
    else if (kind === 1) terms.add(word.slice(0, 3));
    else if (kind === 2) terms.add(words.slice(0, 2).join(' '));
    else terms.add(`${word.slice(0, 2)}zq${index}`); // no wallet has it
  }
  return [...terms];
}

function runInChild(load) {
  return new Promise((resolve, reject) => {
    const child = fork(GENERATOR, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('error', reject);
    let answered = false;
    child.once('exit', (code, signal) => {
      if (!answered) reject(new Error(`the load generator exited with ${code ?? signal}`));
    });
    child.once('message', (answer) => {
      answered = true;
      child.kill();
      if (answer.ok) resolve(answer.result);
      else reject(new Error(answer.error));
    });
    child.send(load);
  });
}

/** The quote requests: every ETH -> token amount, then every token -> ETH amount. */
export function quotePaths(token) {
  const asset = (address) => `${CHAIN_ID}:${address}`;
  const path = (from, to, amount) =>
    `/v1/convert/quotes?${new URLSearchParams({
      amount,
      userAddress: asset(QUOTE_USER),
      from: asset(from),
      to: asset(to),
      gasPrice: QUOTE_GAS_PRICE,
    })}`;
  return [
    ...ETH_AMOUNTS.map((amount) => path(NATIVE_TOKEN, token, amount)),
    ...TOKEN_AMOUNTS.map((amount) => path(token, NATIVE_TOKEN, amount)),
  ];
}

/** Why a quote answer's body is not a quote (an empty list is a 200 that quotes nothing). */
export function quoteProblem(body) {
  try {
    const quotes = JSON.parse(body).quotes;
    if (!Array.isArray(quotes) || quotes.length === 0) return 'no quote in the answer';
    if (quotes.some((quote) => !/^[1-9][0-9]*$/.test(quote?.toAmount ?? '')))
      return 'a quote without a positive toAmount';
    return undefined;
  } catch {
    return 'the answer is not JSON';
  }
}

/** Sends every path (`check(body)`: a problem with a 2xx answer, when it has one). */
async function warmUp(baseUrl, paths, check = () => undefined) {
  for (let index = 0; index < WARMUP_REQUESTS; index += 1) {
    const path = paths[index % paths.length];
    const response = await globalThis.fetch(`${baseUrl}${path}`);
    const body = await response.text();
    const problem = response.ok ? check(body) : `answered ${response.status}`;
    if (problem) throw new Error(`warm-up: ${path} ${problem}: ${body.slice(0, 300)}`);
  }
}

/** Starts the server, runs both loads one after the other, stops everything. */
/**
 * `exchange`: the token and Uniswap v2 contracts deployed on `nodeUrl`
 * (lib/uniswapExchange.mjs); without it the quote scenario is left out.
 */
export async function measureServerLoad({ startServer, generateCatalog, nodeUrl, exchange }) {
  const folder = mkdtempSync(join(tmpdir(), 'portico-bench-'));
  let server;
  try {
    const wallets = generateCatalog(CATALOG_WALLETS, CATALOG_SEED);
    const catalogFile = join(folder, 'catalog.json');
    writeFileSync(catalogFile, JSON.stringify(wallets));
    const startedMs = Date.now();
    server = await startServer({
      config: {
        host: '127.0.0.1',
        port: 0,
        database: { driver: 'pglite' },
        catalog: { file: catalogFile },
        chains: [
          {
            caipNetworkId: CHAIN_ID,
            name: 'Bench chain',
            rpcUrl: nodeUrl,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 3000 },
            tokens: exchange
              ? [
                  {
                    address: exchange.token,
                    symbol: 'PTT',
                    name: 'Portico Test Token',
                    decimals: 18,
                  },
                ]
              : [],
          },
        ],
        ...(exchange && {
          uniswapV2: [
            {
              caipNetworkId: CHAIN_ID,
              router: exchange.router,
              factory: exchange.factory,
              weth: exchange.weth,
              tokens: [exchange.token],
            },
          ],
        }),
        indexer: { enabled: false },
        // It measures throughput from one address: the rate limits would cut it short.
        rateLimit: { perIp: 0, perProject: 0 },
      },
      log: () => undefined,
    });
    const startMs = Date.now() - startedMs;
    const catalogPaths = searchTerms(wallets).map(
      (term) =>
        `/getWallets?${new URLSearchParams({ search: term, page: '1', entries: String(SEARCH_ENTRIES) })}`,
    );
    const balancePaths = BALANCE_ADDRESSES.map(
      (address) => `/v1/account/${address}/balance?chainId=${CHAIN_ID}&currency=usd`,
    );
    const scenarios = {
      catalogSearch: {
        paths: catalogPaths,
        route: 'GET /getWallets?search=<term>&page=1&entries=100',
      },
      balance: {
        paths: balancePaths,
        route: `GET /v1/account/<address>/balance?chainId=${CHAIN_ID}&currency=usd`,
      },
    };
    if (exchange) {
      scenarios.swapQuote = {
        paths: quotePaths(exchange.token),
        route: `GET /v1/convert/quotes?amount=<wei>&userAddress&from&to&gasPrice on ${CHAIN_ID} (Uniswap v2)`,
        mix: `${ETH_AMOUNTS.length} ETH -> token and ${TOKEN_AMOUNTS.length} token -> ETH amounts`,
        check: quoteProblem,
      };
    }
    const results = {
      wallets: wallets.length,
      serverStartMs: startMs,
      searchTerms: catalogPaths.length,
    };
    for (const [name, { paths, route, mix, check }] of Object.entries(scenarios)) {
      await warmUp(server.url, paths, check);
      const measured = await runInChild({
        baseUrl: server.url,
        paths,
        concurrency: LOAD_CONCURRENCY,
        durationMs: LOAD_DURATION_MS,
        maxRequests: LOAD_MAX_REQUESTS,
      });
      results[name] = { route, ...(mix && { mix }), ...measured };
    }
    results.catalogSearch.budgetP95Ms = CATALOG_SEARCH_BUDGET_P95_MS;
    results.catalogSearch.pass =
      results.catalogSearch.failures === 0 &&
      results.catalogSearch.p95Ms !== null &&
      results.catalogSearch.p95Ms <= CATALOG_SEARCH_BUDGET_P95_MS;
    return results;
  } finally {
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
