/**
 * `startLocalPolkadot()`: a throwaway Polkadot-SDK chain for tests and the demo. chopsticks
 * (installed on demand in tools/chopsticks) builds it from the Rococo Asset Hub raw genesis that
 * @substrate/connect-known-chains ships (runtime wasm included; nothing is fetched), with
 * instant blocks and DEV_ACCOUNTS plus the given accounts funded. The chain's facts (prefix,
 * token, existential deposit) are read from its runtime once at start with @polkadot/api;
 * `balanceOf` and `fund` are plain JSON-RPC calls over HTTP.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ApiPromise, WsProvider } from '@polkadot/api';
import { u8aToHex } from '@polkadot/util';
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto';
import { defineNetwork } from '@portico/core/networks';
import {
  accountStorageKey,
  decodeAccountInfo,
  encodeAccountInfo,
  importStorageJson,
} from './accountStorage';
import { ensureChopsticks } from './chopsticksInstall';
import { startChopsticks, type ChopsticksProcess } from './chopsticksProcess';
import { DEV_ACCOUNT_PLANCK, DEV_ACCOUNTS } from './devAccounts';
import { jsonRpc } from './jsonRpc';
import type { LocalPolkadot, StartLocalPolkadotOptions } from './localPolkadotTypes';

/** The genesis: a parachain with Aura consensus (chopsticks builds only those from a spec). */
export const LOCAL_POLKADOT_CHAIN_SPEC = 'rococo_v2_2_asset_hub';
export const LOCAL_POLKADOT_NETWORK_NAME = 'Polkadot Local';
/**
 * The chain's SS58 prefix: 2, Kusama's. This genesis's runtime is asset-hub-rococo's first (spec
 * `statemine` 900), whose System.SS58Prefix is 2, and @polkadot/api (registry.chainSS58), the
 * extensions and apps take the runtime's constant over the spec's properties (which name none).
 */
export const LOCAL_POLKADOT_SS58_PREFIX = 2;

/** The import file's addresses: the generic prefix (chopsticks decodes any). */
const GENERIC_SS58_PREFIX = 42;

export async function startLocalPolkadot(
  options: StartLocalPolkadotOptions = {},
): Promise<LocalPolkadot> {
  // Checked before anything starts: a bad address is the caller's mistake, not the chain's.
  const funded = fundedAccounts(options.accounts ?? []);
  const paths = await ensureChopsticks();
  const requireFromTool = createRequire(join(paths.toolDir, 'package.json'));
  const { chainSpec } = requireFromTool(
    `@substrate/connect-known-chains/${LOCAL_POLKADOT_CHAIN_SPEC}`,
  ) as { chainSpec: string };
  const node = await startChopsticks({
    binary: paths.binary,
    chainSpec,
    importStorage: importStorageJson(funded),
    ...(options.readyTimeoutMs !== undefined && { readyTimeoutMs: options.readyTimeoutMs }),
  });
  try {
    return await describeChain(node);
  } catch (error) {
    await node.stop();
    throw error;
  }
}

/** DEV_ACCOUNTS and `accounts`, one entry per key (amounts of repeated keys summed). */
function fundedAccounts(
  accounts: readonly { readonly address: string; readonly planck: bigint }[],
): { address: string; planck: bigint }[] {
  const byKey = new Map<string, bigint>();
  const devAccounts = Object.values(DEV_ACCOUNTS).map(({ address }) => ({
    address,
    planck: DEV_ACCOUNT_PLANCK,
  }));
  for (const { address, planck } of [...devAccounts, ...accounts]) {
    if (typeof planck !== 'bigint' || planck < 0n) {
      throw new RangeError(`planck must be a bigint >= 0 (${address}: ${String(planck)})`);
    }
    const key = u8aToHex(decodeAddress(address));
    byKey.set(key, (byKey.get(key) ?? 0n) + planck);
  }
  return [...byKey].map(([key, planck]) => ({
    address: encodeAddress(key, GENERIC_SS58_PREFIX),
    planck,
  }));
}

async function describeChain(node: ChopsticksProcess): Promise<LocalPolkadot> {
  const genesisHash = await jsonRpc<`0x${string}`>(node.httpUrl, 'chain_getBlockHash', [0]);
  const api = await ApiPromise.create({
    provider: new WsProvider(node.wsUrl),
    noInitWarn: true,
    throwOnConnect: true,
  });
  let facts: { ss58Prefix: number; decimals: number; symbol: string; existentialDeposit: bigint };
  try {
    facts = {
      ss58Prefix: api.registry.chainSS58 ?? api.consts.system.ss58Prefix.toNumber(),
      decimals: api.registry.chainDecimals[0] ?? 12,
      symbol: api.registry.chainTokens[0] ?? 'UNIT',
      existentialDeposit: api.consts.balances.existentialDeposit.toBigInt(),
    };
  } finally {
    await api.disconnect();
  }
  const network = defineNetwork({
    id: genesisHash.slice(2, 34),
    chainNamespace: 'polkadot',
    name: LOCAL_POLKADOT_NETWORK_NAME,
    nativeCurrency: { name: facts.symbol, symbol: facts.symbol, decimals: facts.decimals },
    rpcUrls: { default: { http: [node.httpUrl], webSocket: [node.wsUrl] } },
    testnet: true,
  });

  const readAccount = async (address: string) =>
    decodeAccountInfo(
      await jsonRpc<string | null>(node.httpUrl, 'state_getStorage', [accountStorageKey(address)]),
    );

  return {
    wsUrl: node.wsUrl,
    httpUrl: node.httpUrl,
    genesisHash,
    network,
    ...facts,
    pid: node.pid,
    async balanceOf(address) {
      const { free, reserved, frozen } = await readAccount(address);
      return { free, reserved, frozen };
    },
    async fund(address, planck) {
      if (typeof planck !== 'bigint' || planck <= 0n) {
        throw new RangeError(`planck must be a bigint > 0, not ${String(planck)}`);
      }
      const account = await readAccount(address);
      const funded = {
        ...account,
        providers: Math.max(account.providers, 1),
        free: account.free + planck,
      };
      await jsonRpc(node.httpUrl, 'dev_setStorage', [
        [[accountStorageKey(address), encodeAccountInfo(funded)]],
      ]);
      await jsonRpc(node.httpUrl, 'dev_newBlock', [{ count: 1 }]);
    },
    logTail: node.logTail,
    stop: node.stop,
  };
}
