/**
 * Test fixture: a local anvil node and two local endpoints in front of it (@portico/testing's
 * evmAdapter/rpcTestServers.ts), started once per test file, reset to forwarding before each
 * test; and readers over them through the fetch test transport, destroyed after each test.
 */
import type { Network } from '@portico/core';
import { startAnvil, type AnvilInstance } from '@portico/testing';
import {
  localNetwork,
  startRpcTestServer,
  type RpcTestBehaviour,
  type RpcTestServer,
} from '@portico/testing/evm-adapter';
import type { RpcPolicy } from '../library';
import { rpcPolicyFor } from '../rpc/rpcPolicy';
import type { RpcReader } from '../rpc/rpcReader';
import { fetchRpcReader } from './fetchRpcEndpoint';

export interface PolicyOverrides {
  readonly ranking?: Partial<RpcPolicy['ranking']>;
  readonly retryCount?: number;
  readonly retryDelayMs?: (attempt: number) => number;
  readonly requestTimeoutMs?: number;
}

export interface LocalRpcEndpoints {
  readonly node: AnvilInstance;
  /** The node's network: its own RPC URL is the node itself. */
  readonly network: Network;
  readonly first: RpcTestServer;
  readonly second: RpcTestServer;
  /** The spec's policy (`rpcPolicyFor`) over exactly `urls`, with a test's overrides. */
  policy(urls: readonly string[], overrides?: PolicyOverrides): RpcPolicy;
  /** The shared reader over `policy` through the fetch test transport. */
  readerOver(urls: readonly string[], overrides?: PolicyOverrides): RpcReader;
  readerWith(policy: RpcPolicy): RpcReader;
}

/** Registers the hooks; read the result in tests only (it is filled in `beforeAll`). */
export function useLocalRpcEndpoints(
  options: { readonly second?: RpcTestBehaviour; readonly overrides?: PolicyOverrides } = {},
): LocalRpcEndpoints {
  const readers: RpcReader[] = [];
  const local = {
    policy(urls, overrides = {}) {
      const spec = rpcPolicyFor(local.network);
      const changes = { ...options.overrides, ...overrides };
      return {
        ...spec,
        ...changes,
        urls,
        ranking: { ...spec.ranking, ...options.overrides?.ranking, ...overrides.ranking },
      };
    },
    readerOver: (urls, overrides) => local.readerWith(local.policy(urls, overrides)),
    readerWith(policy) {
      const reader = fetchRpcReader(policy);
      readers.push(reader);
      return reader;
    },
  } as { -readonly [K in keyof LocalRpcEndpoints]: LocalRpcEndpoints[K] };

  beforeAll(async () => {
    local.node = await startAnvil({ chainId: 31337 });
    local.network = localNetwork(local.node, 'Local');
    [local.first, local.second] = await Promise.all([
      startRpcTestServer(local.node.url),
      startRpcTestServer(local.node.url),
    ]);
  });
  beforeEach(() => {
    local.first.behave({ kind: 'forward' });
    local.second.behave(options.second ?? { kind: 'forward' });
    local.first.failNext(0);
    local.second.failNext(0);
  });
  afterEach(() => readers.splice(0).forEach((reader) => reader.destroy()));
  afterAll(async () => {
    await Promise.all([local.first?.close(), local.second?.close()]);
    await local.node?.stop();
  });
  return local;
}
