/**
 * Mutation test of the conformance kit: each broken variant of core's toy adapter below (the
 * 17 a third party tried on an ed25519 adapter, and two more; then six of the optional
 * estimateFee and getTransactionStatus, on a toy that has them) must fail at least one case of
 * the kit, and the unmodified toy must pass them all. A variant the kit passes is a hole in it.
 */
import { toyConformanceSetup } from '../__fixtures__/toyConformance';
import { createToyWallet } from '../__fixtures__/toyChain';
import type { Adapter, AdapterContext, AdapterEvent, AdapterPlugin } from '../contracts/adapter';
import { CONFORMANCE_CASES } from './conformance';
import type { ConformanceSetup } from './conformanceTypes';

/** Replaces members of every adapter the plugin creates; `context` may be replaced too. */
function broken(
  change: (adapter: Adapter, context: AdapterContext) => Partial<Adapter>,
  wrapContext: (context: AdapterContext) => AdapterContext = (context) => context,
) {
  return (plugin: AdapterPlugin): AdapterPlugin => ({
    ...plugin,
    create(context) {
      const wrapped = wrapContext(context);
      const adapter = plugin.create(wrapped);
      return { ...adapter, ...change(adapter, wrapped) };
    },
  });
}

/** A context whose `emit` passes each event through `filter` (undefined drops it). */
const filtered =
  (filter: (event: AdapterEvent) => AdapterEvent | undefined) => (context: AdapterContext) => ({
    ...context,
    emit: (event: AdapterEvent) => {
      const passed = filter(event);
      if (passed) context.emit(passed);
    },
  });

/** Unmaps a refusal: the wallet's own error (or a plain one) instead of UserRejectedError. */
const unmapped =
  <T extends unknown[], R>(run: (...args: T) => Promise<R>) =>
  async (...args: T): Promise<R> => {
    try {
      return await run(...args);
    } catch (error) {
      throw (error as { cause?: unknown }).cause ?? new Error('the wallet said no');
    }
  };

/** Each broken variant: its name, a text the kit's failure must contain, and the mutation. */
const MUTATIONS: readonly (readonly [string, string, (plugin: AdapterPlugin) => AdapterPlugin])[] =
  [
    [
      'switchNetwork does nothing',
      'after switchNetwork, the wallet is on chain toy-1',
      broken(() => ({ switchNetwork: async () => undefined })),
    ],
    [
      'sendTransaction sends nothing and returns "x"',
      'transaction x on toychain:toy-1',
      broken(() => ({
        sendTransaction: async () => 'x',
      })),
    ],
    [
      'estimateGas returns 0n',
      'estimate must be > 0',
      broken(() => ({ estimateGas: async () => 0n })),
    ],
    [
      'getBalance always 0n',
      'getBalance gave 0',
      broken((adapter) => ({
        getBalance: async (params) => ({ ...(await adapter.getBalance(params)), value: 0n }),
      })),
    ],
    [
      'disconnect leaves the wallet connected',
      'after disconnect the wallet still grants the site',
      broken(() => ({ disconnect: async () => undefined })),
    ],
    [
      'reconnect prompts the wallet',
      'reconnect prompted the wallet 1 time(s)',
      broken((adapter) => ({
        reconnect: (params) => adapter.connect(params),
      })),
    ],
    [
      'the unsubscribe from watchConnectors does nothing',
      'a wallet announced after unsubscribing was listed',
      broken((adapter) => ({
        watchConnectors: () => {
          adapter.watchConnectors();
          return () => undefined;
        },
      })),
    ],
    [
      'a wallet refusal is not mapped to UserRejectedError',
      'a refused signature must reject with UserRejectedError',
      broken((adapter) => ({
        connect: unmapped(adapter.connect),
        signMessage: unmapped(adapter.signMessage),
        sendTransaction: unmapped(adapter.sendTransaction),
        switchNetwork: unmapped(adapter.switchNetwork),
      })),
    ],
    [
      'wallet events are never forwarded',
      '(accountsChanged)',
      broken(
        () => ({}),
        filtered((event) => (event.type === 'connectors' ? event : undefined)),
      ),
    ],
    [
      'connect returns a wrong address',
      'the signature does not verify',
      broken((adapter) => ({
        connect: async (params) => ({
          ...(await adapter.connect(params)),
          address: createToyWallet().address,
        }),
      })),
    ],
    [
      'chainChanged carries the CAIP-2 id instead of the chain reference',
      'chainChanged carries the chain reference',
      broken(
        () => ({}),
        filtered((event) =>
          event.type === 'chainChanged'
            ? { ...event, chainId: `toychain:${event.chainId}` }
            : event,
        ),
      ),
    ],
    [
      'signMessage returns a bad signature',
      'the signature does not verify',
      broken((adapter) => ({
        signMessage: async (params) => {
          const signature = Buffer.from(await adapter.signMessage(params), 'base64');
          signature[0] = (signature[0] ?? 0) ^ 0xff;
          return signature.toString('base64');
        },
      })),
    ],
    [
      'formatUnits goes through a float',
      'formatUnits must give',
      broken(() => ({
        formatUnits: (value, decimals) => String(Number(value) / 10 ** decimals),
      })),
    ],
    [
      'parseUnits goes through a float',
      'parseUnits(9007199254740993.111111) must be 9007199254740993111111',
      broken(() => ({
        parseUnits: (value, decimals) => BigInt(Math.round(Number(value) * 10 ** decimals)),
      })),
    ],
    [
      'an accounts event with a different address is ignored',
      '(accountsChanged)',
      broken(
        () => ({}),
        filtered((event) => (event.type === 'accountsChanged' ? undefined : event)),
      ),
    ],
    [
      'the default account type is one it does not accept',
      'default not accepted',
      (plugin) => ({
        ...plugin,
        accountTypes: { default: 'smartAccount', accepted: ['eoa'] },
      }),
    ],
    [
      'getBalance reports other decimals than the network',
      'balance decimals differ from the network',
      broken((adapter) => ({
        getBalance: async (params) => ({ ...(await adapter.getBalance(params)), decimals: 18 }),
      })),
    ],
    [
      'reconnect never restores the session',
      'status after reload is disconnected',
      broken(() => ({ reconnect: async () => undefined })),
    ],
    [
      "the wallet's disconnect event is ignored",
      "the wallet's disconnect in core",
      broken(
        () => ({}),
        filtered((event) => (event.type === 'disconnect' ? undefined : event)),
      ),
    ],
  ];

/**
 * The toy with the optional estimateFee and getTransactionStatus, as the contract wants them:
 * a fixed fee, and 'confirmed' for a transaction the toy's ledger holds (read through the
 * setup's own chain probe), 'pending' before.
 */
function toyWithFeeAndStatus(): ConformanceSetup {
  const setup = toyConformanceSetup();
  const withMembers = broken(() => ({
    estimateFee: async () => 1_000n,
    getTransactionStatus: async ({ hash, network }) =>
      (await setup.chain.findTransaction(hash, network)) ? 'confirmed' : 'pending',
  }));
  return { ...setup, plugin: withMembers(setup.plugin) };
}

/** Broken variants of `toyWithFeeAndStatus`, as MUTATIONS. */
const FEE_AND_STATUS_MUTATIONS: typeof MUTATIONS = [
  [
    'estimateFee gives a negative fee',
    'estimateFee must be a bigint of 0 or more, is bigint -1',
    broken(() => ({ estimateFee: async () => -1n })),
  ],
  [
    'estimateFee gives a number, not a bigint',
    'estimateFee must be a bigint of 0 or more, is number 1000',
    broken(() => ({ estimateFee: async () => 1_000 as unknown as bigint })),
  ],
  [
    'estimateFee is not a function',
    'estimateFee must be a function or absent',
    broken(() => ({ estimateFee: 1_000n as never })),
  ],
  [
    'getTransactionStatus gives a status outside the allow-list',
    'getTransactionStatus must give one of pending, confirmed, failed, dropped, gave string "mined"',
    broken(() => ({ getTransactionStatus: async () => 'mined' as never })),
  ],
  [
    'getTransactionStatus never says confirmed',
    'timed out waiting for getTransactionStatus to say confirmed',
    broken(() => ({ getTransactionStatus: async () => 'pending' })),
  ],
  [
    'getTransactionStatus calls a transfer on the chain dropped',
    'getTransactionStatus calls a transfer the chain holds string "dropped"',
    broken(() => ({ getTransactionStatus: async () => 'dropped' })),
  ],
];

/** How the kit's cases fail on setups made by `makeSetup`: `case: message`, one per failure. */
async function failures(makeSetup: () => ConformanceSetup): Promise<string[]> {
  const failed: string[] = [];
  for (const testCase of CONFORMANCE_CASES) {
    // Short waits: the toy's ledger and wallet are in memory, every effect is immediate.
    const setup = { ...makeSetup(), effectTimeoutMs: 1_000 };
    await testCase
      .run(setup)
      .catch((error: unknown) => failed.push(`${testCase.name}: ${String(error)}`));
  }
  return failed;
}

describe('the conformance kit against broken toy adapters', () => {
  it('passes the unmodified toy adapter', async () => {
    expect(await failures(toyConformanceSetup)).toEqual([]);
  });

  it.each(MUTATIONS)('fails a toy adapter when %s', async (_name, caughtBy, mutate) => {
    const failed = await failures(() => {
      const setup = toyConformanceSetup();
      return { ...setup, plugin: mutate(setup.plugin) };
    });
    expect(failed).toContainEqual(expect.stringContaining(caughtBy));
  });

  it('passes the toy adapter with estimateFee and getTransactionStatus as the contract wants them', async () => {
    expect(await failures(toyWithFeeAndStatus)).toEqual([]);
  });

  it.each(FEE_AND_STATUS_MUTATIONS)(
    'fails a toy adapter with fee and status members when %s',
    async (_name, caughtBy, mutate) => {
      const failed = await failures(() => {
        const setup = toyWithFeeAndStatus();
        return { ...setup, plugin: mutate(setup.plugin) };
      });
      expect(failed).toContainEqual(expect.stringContaining(caughtBy));
    },
  );
});
