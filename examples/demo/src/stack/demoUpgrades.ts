/**
 * The demo server's WebSocket paths, on the page's own origin: /relay (the local WalletConnect
 * relay, byte for byte: relayProxy.ts) and /polkadot/ws (the local Polkadot chain, one
 * allow-listed JSON-RPC call at a time: polkadotWsProxy.ts). Any other upgrade is refused.
 */
import type { Server } from 'node:http';
import { DEMO_POLKADOT_PATH } from '../demoPolkadot';
import { createPolkadotWsProxy } from './polkadotWsProxy';
import { proxyRelayUpgrades } from './relayProxy';

export interface DemoUpgradeTargets {
  /** The local WalletConnect relay's port on 127.0.0.1. */
  readonly relayPort: number;
  /** The Polkadot chain's own WebSocket URL; undefined without it (/polkadot/ws answers 503). */
  readonly polkadotWsUrl: () => string | undefined;
  readonly log: (line: string) => void;
}

/**
 * Routes `server`'s upgrades. The first call of each Polkadot method is logged (what the page
 * uses, to check the allow-list against), and so is each refused one. Returns the function that
 * closes every upgraded connection.
 */
export function routeDemoUpgrades(server: Server, targets: DemoUpgradeTargets): () => void {
  const logged = new Set<string>();
  const polkadot = createPolkadotWsProxy({
    nodeWsUrl: targets.polkadotWsUrl,
    onCall(method, allowed) {
      const line = `polkadot proxy: ${allowed ? 'forwards' : 'refuses'} ${method}`;
      if (logged.has(line)) return;
      logged.add(line);
      targets.log(line);
    },
  });
  const closeRelay = proxyRelayUpgrades(
    server,
    targets.relayPort,
    new Map([
      [
        DEMO_POLKADOT_PATH,
        (request, socket, head) => polkadot.handleUpgrade(request, socket, head),
      ],
    ]),
  );
  return () => {
    closeRelay();
    polkadot.close();
  };
}
