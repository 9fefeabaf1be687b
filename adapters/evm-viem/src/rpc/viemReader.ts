/**
 * An EvmReader on viem: a viem client over the policy's transport (./rpcTransport), reading
 * with the JSON-RPC methods themselves. Every read takes an AbortSignal; an aborted read, or
 * one cut short by `destroy()`, rejects with RequestAbortedError ('Request was aborted').
 *
 * The client is viem's base `createClient`, not `createPublicClient`: the public actions
 * decorator bundles every public action (ENS, multicall, simulation...), about 97 KiB gzip,
 * against 20 KiB for what this file uses. It is the tree-shakable client viem documents.
 */
import { createClient, hexToBigInt, numberToHex, rpcSchema, type PublicRpcSchema } from 'viem';
import {
  RequestAbortedError,
  type EvmReader,
  type Hex,
  type RpcPolicy,
} from '@portico/adapter-evm-common';
import type { Network } from '@portico/core';
import { createPolicyTransport } from './rpcTransport';

export function createViemReader(network: Network, policy: RpcPolicy): EvmReader {
  const { transport, stop } = createPolicyTransport(policy);
  const client = createClient({
    name: `Portico reader ${network.caipNetworkId}`,
    transport,
    rpcSchema: rpcSchema<PublicRpcSchema>(),
  });
  // One controller per read, so that many reads at once never pile listeners on one signal.
  const inFlight = new Set<AbortController>();
  let destroyed = false;

  async function read<T>(
    callerSignal: AbortSignal | undefined,
    send: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController();
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (destroyed) controller.abort();
    else if (callerSignal?.aborted) onCallerAbort();
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    inFlight.add(controller);
    try {
      return await send(controller.signal);
    } catch (error) {
      if (controller.signal.aborted) throw new RequestAbortedError({ cause: error });
      throw error;
    } finally {
      inFlight.delete(controller);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return Object.freeze({
    getBalance: (address: Hex, options?: { signal?: AbortSignal }) =>
      read(options?.signal, (signal) =>
        client.request({ method: 'eth_getBalance', params: [address, 'latest'] }, { signal }),
      ).then((balance) => hexToBigInt(balance)),

    getGasPrice: (options?: { signal?: AbortSignal }) =>
      read(options?.signal, (signal) =>
        client.request({ method: 'eth_gasPrice' }, { signal }),
      ).then((price) => hexToBigInt(price)),

    estimateGas: (
      transaction: { from: Hex; to: Hex; value?: bigint; data?: Hex },
      options?: { signal?: AbortSignal },
    ) => {
      const { from, to, value, data } = transaction;
      const request = {
        from,
        to,
        ...(value !== undefined && { value: numberToHex(value) }),
        ...(data !== undefined && { data }),
      };
      return read(options?.signal, (signal) =>
        client.request({ method: 'eth_estimateGas', params: [request] }, { signal }),
      ).then((gas) => hexToBigInt(gas));
    },

    call: (transaction: { to: Hex; data: Hex }, options?: { signal?: AbortSignal }) =>
      read(options?.signal, (signal) =>
        client.request(
          {
            method: 'eth_call',
            params: [{ to: transaction.to, data: transaction.data }, 'latest'],
          },
          { signal },
        ),
      ),

    destroy() {
      destroyed = true;
      for (const controller of inFlight) controller.abort();
      stop();
    },
  });
}
