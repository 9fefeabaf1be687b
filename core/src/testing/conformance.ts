import { CONNECTOR_TYPES, type Connector } from '../contracts/connector';
import type { AdapterEvent, AdapterPlugin } from '../contracts/adapter';
import { SPEC_DEFAULT_ACCOUNT_TYPES } from '../contracts/accountTypes';
import type { Network } from '../networks/network';
import { TOKENS } from '../di/surface';
import { createPortico, type Portico } from '../portico';
import { isCaipAddress, KNOWN_NAMESPACES } from '../validators/caip';
import { createMemoryStorage } from './memoryStorage';

/** What an adapter package gives the kit to run against itself. */
export interface ConformanceSetup {
  readonly plugin: AdapterPlugin;
  /** Configured networks of the adapter's namespace; two or more to check switching. */
  readonly networks: readonly [Network, ...Network[]];
  /** The discovered connector the kit connects with (the wallet behind it must approve). */
  readonly connectorId: string;
  /** A value transfer the connected account can afford, to check send and estimate. */
  readonly transfer?: { readonly to: string; readonly value: bigint };
  /** Checks a signature the adapter returned; without it the kit checks only its shape. */
  verifySignature?(params: {
    readonly address: string;
    readonly message: string;
    readonly signature: string;
  }): boolean | Promise<boolean>;
  /** How long connector discovery may take (default 2000 ms). */
  readonly discoveryTimeoutMs?: number;
}

export interface ConformanceCase {
  readonly name: string;
  run(setup: ConformanceSetup): Promise<void>;
}

const REQUIRED_MEMBERS = [
  'watchConnectors',
  'connect',
  'reconnect',
  'disconnect',
  'switchNetwork',
  'getBalance',
  'signMessage',
  'sendTransaction',
  'estimateGas',
  'parseUnits',
  'formatUnits',
] as const;
const OPTIONAL_MEMBERS = [
  'sendToken',
  'writeContract',
  'getTokenBalances',
  'getGasPrice',
  'signTypedData',
  'sendCalls',
  'getCapabilities',
  'grantPermissions',
  'revokePermissions',
  'getAssets',
  'destroy',
] as const;

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Adapter conformance: ${message}`);
}

function createInstance(setup: ConformanceSetup, backend = createMemoryStorage()): Portico {
  return createPortico({
    networks: setup.networks,
    adapters: [setup.plugin],
    storage: { backend },
    platform: { isMobile: false },
  });
}

async function waitFor(predicate: () => boolean, timeoutMs: number, what: string) {
  const start = Date.now();
  while (!predicate()) {
    check(Date.now() - start < timeoutMs, `timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function connected(setup: ConformanceSetup, backend = createMemoryStorage()) {
  const portico = createInstance(setup, backend);
  const namespace = setup.plugin.namespace;
  await waitFor(
    () => portico.getConnectors(namespace).some((connector) => connector.id === setup.connectorId),
    setup.discoveryTimeoutMs ?? 2000,
    `connector ${setup.connectorId}`,
  );
  await portico.connect({ connectorId: setup.connectorId, namespace });
  const account = portico.getAccount(namespace);
  check(account?.address, 'connect gave no address');
  return { portico, account, adapter: portico.getAdapter(namespace), backend };
}

/** Connectors as the adapter itself reports them (with their providers). */
function discover(events: readonly AdapterEvent[]): Connector[] {
  const last = [...events].reverse().find((event) => event.type === 'connectors');
  return last?.type === 'connectors' ? [...last.connectors] : [];
}

/** Every check the kit makes, each a behaviour an app relies on. */
export const CONFORMANCE_CASES: readonly ConformanceCase[] = Object.freeze([
  {
    name: 'declares its namespace and accepts its own default account type',
    async run({ plugin }) {
      check(typeof plugin.namespace === 'string' && plugin.namespace.length > 0, 'no namespace');
      check(!plugin.namespace.includes(':'), 'a namespace has no colon');
      check(
        plugin.accountTypes.accepted.includes(plugin.accountTypes.default),
        'default not accepted',
      );
      const specDefault = SPEC_DEFAULT_ACCOUNT_TYPES[plugin.namespace];
      if (specDefault) {
        check(
          plugin.accountTypes.default === specDefault,
          `default for ${plugin.namespace} must be ${specDefault}`,
        );
      }
    },
  },
  {
    name: 'creates an adapter with every required member, and optional members only as functions',
    async run({ plugin, networks }) {
      const adapter = plugin.create({
        networks,
        emit: () => undefined,
        resolve: () => undefined,
        sharedConnectors: [],
      });
      check(adapter.namespace === plugin.namespace, 'adapter and plugin namespaces differ');
      for (const member of REQUIRED_MEMBERS) {
        check(typeof adapter[member] === 'function', `missing ${member}`);
      }
      for (const member of OPTIONAL_MEMBERS) {
        const value = adapter[member];
        check(
          value === undefined || typeof value === 'function',
          `${member} must be a function or absent`,
        );
      }
      adapter.destroy?.();
    },
  },
  {
    name: 'discovers connectors of its own namespace with the spec fields, and stops on unsubscribe',
    async run(setup) {
      const events: AdapterEvent[] = [];
      const adapter = setup.plugin.create({
        networks: setup.networks,
        emit: (event) => events.push(event),
        resolve: () => undefined,
        sharedConnectors: [],
      });
      const stop = adapter.watchConnectors();
      check(typeof stop === 'function', 'watchConnectors must return an unsubscribe');
      await waitFor(
        () => discover(events).some((connector) => connector.id === setup.connectorId),
        setup.discoveryTimeoutMs ?? 2000,
        'connector discovery',
      );
      for (const connector of discover(events)) {
        check(connector.id && connector.name, 'a connector needs an id and a name');
        check(CONNECTOR_TYPES.includes(connector.type), `unknown connector type ${connector.type}`);
        check(connector.chain === setup.plugin.namespace, 'a connector of another namespace');
      }
      stop();
      adapter.destroy?.();
    },
  },
  {
    name: 'parses and formats units exactly, with no floating point',
    async run({ plugin, networks }) {
      const adapter = plugin.create({
        networks,
        emit: () => undefined,
        resolve: () => undefined,
        sharedConnectors: [],
      });
      const { decimals } = networks[0].nativeCurrency;
      const smallest = decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`;
      check(adapter.parseUnits(smallest, decimals) === 1n, `parseUnits(${smallest}) must be 1`);
      // Above 2^53 with a fraction: a float anywhere on the way loses digits.
      const large =
        decimals === 0
          ? '9007199254740993'
          : `9007199254740993.${'1'.repeat(Math.min(decimals, 9))}`;
      const units = adapter.parseUnits(large, decimals);
      check(adapter.formatUnits(units, decimals) === large, `formatUnits must give ${large} back`);
      check(adapter.formatUnits(10n ** 30n, decimals).length > 0, 'large values format');
      adapter.destroy?.();
    },
  },
  {
    name: 'connects through Portico: a connected account with a valid CAIP address on a configured network',
    async run(setup) {
      const { portico, account } = await connected(setup);
      check(account.status === 'connected' && account.isConnected, 'status must be connected');
      check(
        isCaipAddress(account.caipAddress, [...KNOWN_NAMESPACES, setup.plugin.namespace]),
        `bad CAIP address ${String(account.caipAddress)}`,
      );
      check(
        account.caipAddress?.startsWith(`${setup.plugin.namespace}:`),
        'CAIP address of another namespace',
      );
      const network = portico.getNetwork(setup.plugin.namespace);
      check(
        setup.networks.some((candidate) => candidate.caipNetworkId === network.caipNetworkId),
        'connected to a network outside the configured list',
      );
      check(
        setup.plugin.accountTypes.accepted.includes(account.accountType),
        'account type not accepted',
      );
      portico.destroy();
    },
  },
  {
    name: 'reads the native balance in the smallest unit with the network decimals and symbol',
    async run(setup) {
      const { portico, account, adapter } = await connected(setup);
      const network = portico.getNetwork(setup.plugin.namespace).caipNetwork ?? setup.networks[0];
      const balance = await adapter.getBalance({ address: account.address as string, network });
      check(
        typeof balance.value === 'bigint' && balance.value >= 0n,
        'balance must be a bigint >= 0',
      );
      check(
        balance.decimals === network.nativeCurrency.decimals,
        'balance decimals differ from the network',
      );
      check(
        balance.symbol === network.nativeCurrency.symbol,
        'balance symbol differs from the network',
      );
      portico.destroy();
    },
  },
  {
    name: 'signs a message that verifies for the connected address',
    async run(setup) {
      const { portico, account, adapter } = await connected(setup);
      const connector = discoverConnector(portico, setup);
      const message = 'Portico conformance: sign this message';
      const signature = await adapter.signMessage({
        connector,
        address: account.address as string,
        message,
      });
      check(typeof signature === 'string' && signature.length > 0, 'empty signature');
      if (setup.verifySignature) {
        check(
          await setup.verifySignature({ address: account.address as string, message, signature }),
          'the signature does not verify',
        );
      }
      portico.destroy();
    },
  },
  {
    name: 'reconnects after a reload without prompting the wallet',
    async run(setup) {
      const first = await connected(setup);
      const address = first.account.address;
      first.portico.destroy();
      const reloaded = createInstance(setup, first.backend);
      await reloaded.ready;
      const account = reloaded.getAccount(setup.plugin.namespace);
      check(account?.status === 'connected', `status after reload is ${String(account?.status)}`);
      check(account.address === address, 'reconnected to another address');
      reloaded.destroy();
    },
  },
  {
    name: 'switches to another configured network',
    async run(setup) {
      const target = setup.networks[1];
      if (!target) return; // one network configured: nothing to switch to
      const { portico } = await connected(setup);
      await portico.switchNetwork(target);
      const network = portico.getNetwork(setup.plugin.namespace);
      check(
        network.caipNetworkId === target.caipNetworkId,
        `network is ${String(network.caipNetworkId)}`,
      );
      portico.destroy();
    },
  },
  {
    name: 'estimates and sends a value transfer, returning its id',
    async run(setup) {
      if (!setup.transfer) return;
      const { portico, account, adapter } = await connected(setup);
      const network = portico.getNetwork(setup.plugin.namespace).caipNetwork ?? setup.networks[0];
      const params = {
        connector: discoverConnector(portico, setup),
        network,
        from: account.address as string,
        to: setup.transfer.to,
        value: setup.transfer.value,
      };
      const estimate = await adapter.estimateGas(params);
      check(typeof estimate === 'bigint' && estimate >= 0n, 'estimate must be a bigint >= 0');
      const id = await adapter.sendTransaction(params);
      check(typeof id === 'string' && id.length > 0, 'sendTransaction must return an id');
      portico.destroy();
    },
  },
  {
    name: 'disconnects: the account and network of the namespace are reset and success is emitted',
    async run(setup) {
      const { portico } = await connected(setup);
      const seen: string[] = [];
      portico.subscribeEvents((event) => seen.push(event.type));
      await portico.disconnect(setup.plugin.namespace);
      const account = portico.getAccount(setup.plugin.namespace);
      check(
        account?.status === 'disconnected' && !account.address,
        'still connected after disconnect',
      );
      check(seen.includes('DISCONNECT_SUCCESS'), 'no DISCONNECT_SUCCESS event');
      portico.destroy();
    },
  },
]);

function discoverConnector(portico: Portico, setup: ConformanceSetup): Connector {
  const connector = portico
    .resolve(TOKENS.connectors)
    .get(setup.plugin.namespace, setup.connectorId);
  check(connector, `connector ${setup.connectorId} is gone`);
  return connector;
}

interface TestApi {
  describe(name: string, body: () => void): void;
  it(name: string, body: () => Promise<void>, timeoutMs?: number): void;
}

/**
 * Registers the kit's cases with the test runner in scope (Jest, Vitest, Mocha or node:test
 * style `describe`/`it`). `makeSetup` runs before each case, so each gets fresh wallets.
 */
export function describeAdapterConformance(
  title: string,
  makeSetup: () => ConformanceSetup | Promise<ConformanceSetup>,
  api: TestApi = globalThis as unknown as TestApi,
  timeoutMs = 30_000,
): void {
  api.describe(`adapter conformance: ${title}`, () => {
    for (const testCase of CONFORMANCE_CASES) {
      api.it(testCase.name, async () => testCase.run(await makeSetup()), timeoutMs);
    }
  });
}
