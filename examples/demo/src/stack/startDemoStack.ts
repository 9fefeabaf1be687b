/**
 * Everything the demo page needs, on 127.0.0.1 only: two seeded anvil chains, a seeded local
 * Solana node (LiteSVM), a seeded local Bitcoin regtest node (litecoind behind an Esplora API;
 * optional: startDemoBitcoin.ts), a local Polkadot chain (chopsticks, the demo wallet's accounts
 * funded; optional: startDemoPolkadot.ts), the Portico server (catalogue, balances, history)
 * over them, a local WalletConnect relay, and one HTTP origin serving the built app under a
 * strict CSP with /api, /rpc/<chainId>, /solana, /bitcoin/api and the WebSockets /relay and
 * /polkadot/ws (demoUpgrades.ts) proxied. Nothing leaves the machine.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServer, type RunningServer, ensurePgliteTemplate } from '@portico/server';
import { startAnvilPair, type UniswapV2Deployment } from '@portico/testing';
import type { LocalBitcoin } from '@portico/testing/bitcoin';
import type { LocalPolkadot } from '@portico/testing/polkadot';
import { startLocalSolana } from '@portico/testing/solana';
import { startLocalRelay, type LocalRelay } from '@portico/testing/walletconnect';
import type { Address } from 'viem';
import { DEMO_BITCOIN_PATH } from '../demoBitcoin';
import { DEMO_CHAINS, DEMO_TOKEN, demoRpcPath } from '../demoChains';
import { DEMO_POLKADOT_PATH } from '../demoPolkadot';
import { DEMO_SOLANA_PATH, DEMO_SOLANA_TOKEN } from '../demoSolana';
import { createDemoHttpServer } from './demoHttpServer';
import {
  DEMO_PRICES_USD,
  serverChain,
  serverExchange,
  serverSolanaChain,
} from './demoServerChains';
import { closeHttpServer, listenOnPort } from './demoListen';
import { DemoStackError } from './demoStackError';
import { routeDemoUpgrades } from './demoUpgrades';
import { RELAY_PATH } from './relayProxy';
import { seedDemoChain, seedDemoExchange } from './seedDemoChain';
import { seedDemoSolana } from './seedDemoSolana';
import { startDemoOnramp } from './demoOnramp';
import { startDemoBitcoin } from './startDemoBitcoin';
import { startDemoPolkadot } from './startDemoPolkadot';

// For scripts/demo.mjs: whether to install litecoind before starting, and whether the first
// start installs chopsticks (it says so).
export { isLitecoindInstalled } from './startDemoBitcoin';
export { isChopsticksInstalled } from '@portico/testing/polkadot';

export interface DemoStackOptions {
  /** The page's port on 127.0.0.1; 0 picks a free one. Default 5173. */
  readonly port?: number;
  /** When `port` is taken: false (default) takes a free port instead, true fails. */
  readonly strictPort?: boolean;
  /** The built app (with index.html). Default: examples/demo/dist under the working directory. */
  readonly distDir?: string;
  /** Progress and server messages, one line each (default: none). */
  readonly log?: (line: string) => void;
  /** Start the Polkadot chain (chopsticks, ~250 MB; default true; else /polkadot/ws is 503). */
  readonly polkadot?: boolean;
}

export interface DemoStackChain {
  readonly chainId: number;
  readonly name: string;
  /** The anvil node itself. */
  readonly rpcUrl: string;
  /** The same node through the page's origin (what the page and its wallet use). */
  readonly pageRpcUrl: string;
  /** The Portico Demo Token on this chain. */
  readonly tokenAddress: Address;
  /** The Uniswap v2 exchange on this chain (its WETH / PDT pool answers the convert routes). */
  readonly exchange: UniswapV2Deployment;
}

export interface DemoStack {
  /** The page: 'http://127.0.0.1:<port>/' */
  readonly url: string;
  /** The Portico server itself (the page reaches it as <url>api). */
  readonly serverUrl: string;
  readonly chains: readonly DemoStackChain[];
  /** The local WalletConnect relay (the page reaches it as ws://<host>/relay). */
  readonly relay: LocalRelay;
  /** The relay through the page's origin: what the page's WalletConnect connector uses. */
  readonly pageRelayUrl: string;
  /** The local Solana node (LiteSVM), seeded with the demo wallet's SOL and PDS. */
  readonly solana: {
    readonly rpcUrl: string;
    /** The same node through the page's origin (HTTP JSON-RPC, filtered). */
    readonly pageRpcUrl: string;
    readonly tokenMint: string;
  };
  /**
   * The local Bitcoin regtest node (litecoind behind an Esplora-style REST API), seeded with
   * 1 BTC for the demo wallet's payment address; absent when it could not run here (no
   * litecoind): then `bitcoinUnavailable` says why and /bitcoin/api answers 503.
   */
  readonly bitcoin?: {
    /** The REST API itself. */
    readonly esploraUrl: string;
    /** The same API through the page's origin (allow-listed paths only). */
    readonly pageEsploraUrl: string;
    /** The node, for tests (balances and transactions read from the node itself). */
    readonly node: LocalBitcoin;
  };
  /** Why the demo runs without its Bitcoin side (one line), when it does. */
  readonly bitcoinUnavailable?: string;
  /**
   * The local Polkadot chain (chopsticks), the demo wallet's two accounts funded; absent when it
   * could not run here: then `polkadotUnavailable` says why and /polkadot/ws answers 503.
   */
  readonly polkadot?: {
    /** The chain's own WebSocket. */
    readonly wsUrl: string;
    /** The same chain through the page's origin (allow-listed JSON-RPC methods only). */
    readonly pageWsUrl: string;
    /** The chain, for tests (balances read from the chain itself). */
    readonly chain: LocalPolkadot;
  };
  /** Why the demo runs without its Polkadot side (one line), when it does. */
  readonly polkadotUnavailable?: string;
  /** Stops the page server, the Portico server and every chain. Safe to call twice. */
  stop(): Promise<void>;
}

export const DEMO_DEFAULT_PORT = 5173;
const LOOPBACK = '127.0.0.1';
const INDEXER_POLL_MS = 500;

/** examples/demo/dist, from the repository root (where `npm run demo` and jest run). */
export function defaultDemoDistDir(): string {
  return resolve(process.cwd(), 'examples', 'demo', 'dist');
}

/** Where the demo keeps its PGlite template: the repository's node_modules cache. */
function pgliteCacheDir(): string {
  return resolve(process.cwd(), 'node_modules', '.cache', 'portico-pglite');
}

export async function startDemoStack(options: DemoStackOptions = {}): Promise<DemoStack> {
  const log = options.log ?? (() => undefined);
  const distDir = options.distDir ?? defaultDemoDistDir();
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new DemoStackError(`no built demo app in ${distDir} (build it first: npm run demo)`);
  }
  const cleanups: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    // Held until every part has stopped: waiting for an unreferenced child process's exit (the
    // last parts to stop) does not keep Node's event loop alive, and `await stack.stop()` in a
    // script with nothing else open would otherwise never return.
    const holdOpen = setInterval(() => undefined, 60_000);
    try {
      const pending = cleanups.splice(0).reverse();
      for (const cleanup of pending) await cleanup().catch(() => undefined);
    } finally {
      clearInterval(holdOpen);
    }
  };
  try {
    // The Bitcoin node starts (and mines its first blocks) while the rest starts; the page
    // server reads its URL per request, and the stack is returned once it is in.
    let bitcoinEsploraUrl: string | undefined;
    const bitcoinStarting = startDemoBitcoin(log).then((started) => {
      bitcoinEsploraUrl = started.node?.esploraUrl;
      return started;
    });
    cleanups.push(async () => (await bitcoinStarting).node?.stop());
    // The Polkadot chain too (chopsticks installs itself on the first start).
    let polkadotWsUrl: string | undefined;
    const polkadotStarting = startDemoPolkadot(log, options.polkadot ?? true).then((started) => {
      polkadotWsUrl = started.chain?.wsUrl;
      return started;
    });
    cleanups.push(async () => (await polkadotStarting).chain?.stop());
    const nodes = await startAnvilPair([DEMO_CHAINS[0].chainId, DEMO_CHAINS[1].chainId]);
    cleanups.push(() => Promise.all(nodes.map((node) => node.stop())).then(() => undefined));
    for (const node of nodes) log(`anvil: chain ${node.chainId} at ${node.url}`);

    const tokens = await Promise.all(nodes.map((node) => seedDemoChain(node.url)));
    log(`seeded: ${DEMO_TOKEN.symbol} at ${DEMO_TOKEN.address} and transfers on both chains`);
    const exchanges = await Promise.all(
      nodes.map((node, index) => seedDemoExchange(node.url, tokens[index]!)),
    );
    log(
      `uniswap v2: router ${exchanges[0]!.router}, WETH / ${DEMO_TOKEN.symbol} pool on both chains`,
    );

    const solana = await startLocalSolana();
    cleanups.push(() => solana.stop());
    await seedDemoSolana(solana);
    log(
      `solana: LiteSVM at ${solana.url}, ${DEMO_SOLANA_TOKEN.symbol} at ${DEMO_SOLANA_TOKEN.address}`,
    );

    // The page's port first: the Portico server's publicUrl is the page's /api, the origin the
    // messages accounts sign name (signed name requests from the page are refused otherwise).
    // The page server reads the Portico server's URL per request; nothing asks before it starts.
    let serverUrl = '';
    const http = createDemoHttpServer({
      distDir,
      get serverUrl() {
        return serverUrl;
      },
      nodeUrls: new Map(nodes.map((node) => [node.chainId, node.url])),
      solanaNodeUrl: solana.url,
      get bitcoinEsploraUrl() {
        return bitcoinEsploraUrl;
      },
      log,
    });
    cleanups.push(() => closeHttpServer(http));
    const port = await listenOnPort(
      http,
      options.port ?? DEMO_DEFAULT_PORT,
      options.strictPort ?? false,
    );
    const url = `http://${LOOPBACK}:${port}/`;

    const onramp = await startDemoOnramp(nodes, DEMO_PRICES_USD.ETH, cleanups, log);
    const portico: RunningServer = await startServer({
      providers: { onramp: onramp.provider },
      config: {
        host: LOOPBACK,
        port: 0,
        // In memory, from a migrated template kept in node_modules/.cache (made on the first
        // start): a later start skips PGlite's initdb.
        database: { driver: 'pglite', template: await ensurePgliteTemplate(pgliteCacheDir()) },
        chains: nodes.map((node, index) => serverChain(node, DEMO_CHAINS[index]!.name)),
        uniswapV2: nodes.map((node, index) => serverExchange(node, exchanges[index]!)),
        solanaChains: [serverSolanaChain(solana.url)],
        indexer: { pollIntervalMs: INDEXER_POLL_MS },
        // Its own URLs (token icons) and the origin signed messages name: the page's /api.
        publicUrl: `${url}api`,
        trustForwardedHeaders: true,
      },
      log: (message, error) => log(`portico server: ${message}${error ? ` ${String(error)}` : ''}`),
    });
    cleanups.push(() => portico.close());
    serverUrl = portico.url;
    // The seeded transfers are in the history before the page can ask for it.
    await portico.indexer.syncOnce();
    log(`portico server: ${portico.url}`);

    const relay = await startLocalRelay();
    cleanups.push(() => relay.stop());
    log(`walletconnect relay: ${relay.url}`);

    const closeUpgraded = routeDemoUpgrades(http, {
      relayPort: relay.port,
      polkadotWsUrl: () => polkadotWsUrl,
      log,
    });
    cleanups.push(async () => closeUpgraded());

    const bitcoin = await bitcoinStarting;
    if (bitcoin.unavailable) log(`bitcoin: off (${bitcoin.unavailable})`);
    const polkadot = await polkadotStarting;
    if (polkadot.unavailable) log(`polkadot: off (${polkadot.unavailable})`);

    let stopping: Promise<void> | undefined;
    return {
      url,
      serverUrl: portico.url,
      relay,
      pageRelayUrl: `ws://${LOOPBACK}:${port}${RELAY_PATH}`,
      solana: {
        rpcUrl: solana.url,
        pageRpcUrl: `http://${LOOPBACK}:${port}${DEMO_SOLANA_PATH}`,
        tokenMint: DEMO_SOLANA_TOKEN.address,
      },
      ...(bitcoin.node
        ? {
            bitcoin: {
              esploraUrl: bitcoin.node.esploraUrl,
              pageEsploraUrl: `http://${LOOPBACK}:${port}${DEMO_BITCOIN_PATH}`,
              node: bitcoin.node,
            },
          }
        : { bitcoinUnavailable: bitcoin.unavailable }),
      ...(polkadot.chain
        ? {
            polkadot: {
              wsUrl: polkadot.chain.wsUrl,
              pageWsUrl: `ws://${LOOPBACK}:${port}${DEMO_POLKADOT_PATH}`,
              chain: polkadot.chain,
            },
          }
        : { polkadotUnavailable: polkadot.unavailable }),
      chains: nodes.map((node, index) => ({
        chainId: node.chainId,
        name: DEMO_CHAINS[index]!.name,
        rpcUrl: node.url,
        pageRpcUrl: `http://${LOOPBACK}:${port}${demoRpcPath(node.chainId)}`,
        tokenAddress: tokens[index]!,
        exchange: exchanges[index]!,
      })),
      stop() {
        stopping ??= stopAll();
        return stopping;
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
