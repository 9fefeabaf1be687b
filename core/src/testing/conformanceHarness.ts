/**
 * The conformance kit's tools: checks that fail with the kit's prefix, a polling wait, and
 * Portico instances (or bare adapters) over a setup. Used by the cases in ./cases.
 */
import type { Adapter, AdapterEvent } from '../contracts/adapter';
import type { Connector } from '../contracts/connector';
import type { Network } from '../networks/network';
import { TOKENS } from '../di/surface';
import { createPortico, type Portico } from '../portico';
import { createMemoryStorage } from './memoryStorage';
import type { ConformanceSetup } from './conformanceTypes';

const DEFAULT_DISCOVERY_TIMEOUT_MS = 2_000;
const DEFAULT_EFFECT_TIMEOUT_MS = 10_000;
const POLL_MS = 10;

/** Where a case's instances and adapters are kept, to release them however the case ends. */
const OPENED = Symbol('conformance: opened');
type Tracked = ConformanceSetup & { readonly [OPENED]?: (() => void)[] };

const opened = (setup: ConformanceSetup, release: () => void) =>
  (setup as Tracked)[OPENED]?.push(release);

/** Runs a case; destroys every instance and adapter it opened, also when it fails. */
export async function runReleasing(
  setup: ConformanceSetup,
  run: (setup: ConformanceSetup) => Promise<void>,
): Promise<void> {
  const releases: (() => void)[] = [];
  try {
    await run({ ...setup, [OPENED]: releases } as Tracked);
  } finally {
    for (const release of releases) release();
  }
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Adapter conformance: ${message}`);
}

/** Polls `predicate` until it holds; fails with `what` after `timeoutMs`. */
export async function waitFor(
  predicate: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const start = Date.now();
  while (!(await predicate())) {
    check(Date.now() - start < timeoutMs, `timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export const discoveryTimeout = (setup: ConformanceSetup) =>
  setup.discoveryTimeoutMs ?? DEFAULT_DISCOVERY_TIMEOUT_MS;
export const effectTimeout = (setup: ConformanceSetup) =>
  setup.effectTimeoutMs ?? DEFAULT_EFFECT_TIMEOUT_MS;

export function createInstance(setup: ConformanceSetup, backend = createMemoryStorage()): Portico {
  const portico = createPortico({
    networks: setup.networks,
    adapters: [setup.plugin],
    storage: { backend },
    platform: { isMobile: false },
  });
  opened(setup, () => portico.destroy());
  return portico;
}

/** A bare adapter of the plugin (no Portico), its events collected in `events`. */
export function bareAdapter(setup: ConformanceSetup, events: AdapterEvent[] = []): Adapter {
  const adapter = setup.plugin.create({
    networks: setup.networks,
    emit: (event) => events.push(event),
    resolve: () => undefined,
    sharedConnectors: [],
  });
  opened(setup, () => adapter.destroy?.());
  return adapter;
}

/** Connectors as the adapter itself last reported them (with their providers). */
export function discovered(events: readonly AdapterEvent[]): Connector[] {
  const last = [...events].reverse().find((event) => event.type === 'connectors');
  return last?.type === 'connectors' ? [...last.connectors] : [];
}

/** A Portico instance whose adapter has discovered the setup's connector. */
export async function discoveredInstance(
  setup: ConformanceSetup,
  backend = createMemoryStorage(),
): Promise<Portico> {
  const portico = createInstance(setup, backend);
  await waitFor(
    () =>
      portico
        .getConnectors(setup.plugin.namespace)
        .some((connector) => connector.id === setup.connectorId),
    discoveryTimeout(setup),
    `connector ${setup.connectorId}`,
  );
  return portico;
}

/** A Portico instance connected through the setup's connector, as a visitor would. */
export async function connected(setup: ConformanceSetup, backend = createMemoryStorage()) {
  const namespace = setup.plugin.namespace;
  const portico = await discoveredInstance(setup, backend);
  await portico.connect({ connectorId: setup.connectorId, namespace });
  const account = portico.getAccount(namespace);
  check(account?.address, 'connect gave no address');
  const address = account.address;
  const network = portico.getNetwork(namespace).caipNetwork ?? setup.networks[0];
  return { portico, account, address, network, adapter: portico.getAdapter(namespace), backend };
}

/** The live connector (with its provider) of the setup in `portico`. */
export function liveConnector(portico: Portico, setup: ConformanceSetup): Connector {
  const connector = portico
    .resolve(TOKENS.connectors)
    .get(setup.plugin.namespace, setup.connectorId);
  check(connector, `connector ${setup.connectorId} is gone`);
  return connector;
}

/** What a rejected promise rejected with; undefined when it resolved. */
export async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error;
  }
}

/**
 * Sends the setup's transfer through `portico` and checks, on `network`'s chain, that the
 * returned id is there and the receiver's balance moved by exactly the amount; returns the id.
 */
export async function sendLands(
  setup: ConformanceSetup,
  portico: Portico,
  network: Network,
): Promise<string> {
  const { to, value } = setup.transfer;
  const before = await setup.chain.balanceOf(to, network);
  const id = await portico.sendTransaction({ to, value, namespace: setup.plugin.namespace });
  check(typeof id === 'string' && id.length > 0, 'sendTransaction must return an id');
  await waitFor(
    () => setup.chain.findTransaction(id, network),
    effectTimeout(setup),
    `transaction ${id} on ${network.caipNetworkId}`,
  );
  let after = before;
  const moved = async () => (after = await setup.chain.balanceOf(to, network)) === before + value;
  await waitFor(moved, effectTimeout(setup), 'the receiver balance').catch(() => {
    check(
      false,
      `the receiver's balance on ${network.caipNetworkId} moved by ${after - before}, not by ${value}`,
    );
  });
  return id;
}
