/** Conformance cases on the plugin's shape: namespace, account types, members, units. */
import { SPEC_DEFAULT_ACCOUNT_TYPES } from '../../contracts/accountTypes';
import { bareAdapter, check } from '../conformanceHarness';
import type { ConformanceCase } from '../conformanceTypes';

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
  'estimateFee',
  'getTransactionStatus',
  'signTypedData',
  'sendCalls',
  'getCapabilities',
  'grantPermissions',
  'revokePermissions',
  'getAssets',
  'destroy',
] as const;

export const SHAPE_CASES: readonly ConformanceCase[] = Object.freeze([
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
    async run(setup) {
      const adapter = bareAdapter(setup);
      check(adapter.namespace === setup.plugin.namespace, 'adapter and plugin namespaces differ');
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
    name: 'parses and formats units exactly, with no floating point',
    async run(setup) {
      const adapter = bareAdapter(setup);
      const { decimals } = setup.networks[0].nativeCurrency;
      const smallest = decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`;
      check(adapter.parseUnits(smallest, decimals) === 1n, `parseUnits(${smallest}) must be 1`);
      check(
        adapter.parseUnits('1', decimals) === 10n ** BigInt(decimals),
        `parseUnits('1') must be 10^${decimals}`,
      );
      // Above 2^53 with a fraction: a float anywhere on the way loses digits.
      const large =
        decimals === 0
          ? '9007199254740993'
          : `9007199254740993.${'1'.repeat(Math.min(decimals, 9))}`;
      const [whole = '', fraction = ''] = large.split('.');
      const exact = BigInt(whole + fraction.padEnd(decimals, '0'));
      const units = adapter.parseUnits(large, decimals);
      check(units === exact, `parseUnits(${large}) must be ${exact}, is ${units}`);
      check(adapter.formatUnits(units, decimals) === large, `formatUnits must give ${large} back`);
      check(
        adapter.formatUnits(10n ** BigInt(decimals), decimals) === '1',
        'formatUnits(10^d) is 1',
      );
      check(adapter.formatUnits(10n ** 30n, decimals).length > 0, 'large values format');
      adapter.destroy?.();
    },
  },
]);
