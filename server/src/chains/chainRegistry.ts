/**
 * The configured chains, each read through its own node (spec 7, blockchain data service:
 * balances and gas prices "from the chain RPC"). A node that does not answer, or answers
 * something that is not JSON-RPC, becomes UpstreamError (502, 'The RPC node of ... did not
 * answer'), so a route never turns a dead node into a 500. A forwarded request's answer is
 * read up to a size cap (boundedNodeAnswer.ts); past it, 502 'The RPC node of ... answered
 * more than ... bytes'.
 */
import { BaseError, ContractFunctionZeroDataError, erc20Abi } from 'viem';
import { DEFAULT_SERVER_CONFIG, type ChainConfig } from '../config';
import type { ChainReader, ChainRegistry, Registry } from '../context';
import { UpstreamError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import { AnswerTooLargeError, readBoundedJson } from './boundedNodeAnswer';
import { CHAIN_RPC_TIMEOUT_MS, createChainClient } from './chainClient';

export function createChainRegistry(chains: readonly ChainConfig[]): ChainRegistry {
  return registryOf(chains.map(createChainReader));
}

/** Readers in configuration order, found by their chain's CAIP-2 id. */
export function registryOf<Reader extends { readonly config: { readonly caipNetworkId: string } }>(
  list: readonly Reader[],
): Registry<Reader> {
  const readers = Object.freeze([...list]);
  const byId = new Map(readers.map((reader) => [reader.config.caipNetworkId, reader]));
  return {
    list: () => readers,
    get: (caipNetworkId) => byId.get(caipNetworkId),
  };
}

export function createChainReader(config: ChainConfig): ChainReader {
  const client = createChainClient(config.rpcUrl);
  const unavailable = (cause: unknown) =>
    new UpstreamError(SERVER_MESSAGES.chainUnavailable(config.caipNetworkId), { cause });
  const fromNode = async <T>(read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (cause) {
      throw unavailable(cause);
    }
  };

  return {
    config,
    getNativeBalance: (address) => fromNode(() => client.getBalance({ address })),
    getTokenBalance: (token, address) =>
      fromNode(async () => {
        try {
          return await client.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [address],
          });
        } catch (error) {
          // No contract at the configured address on this chain: it holds nothing here.
          if (isZeroDataError(error)) return 0n;
          throw error;
        }
      }),
    getGasPrice: () => fromNode(() => client.getGasPrice()),
    getBlockNumber: () => fromNode(() => client.getBlockNumber({ cacheTime: 0 })),
    async forward(body, maxResponseBytes = DEFAULT_SERVER_CONFIG.rpcProxy.maxResponseBytes) {
      let response: Response;
      try {
        response = await fetch(config.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(CHAIN_RPC_TIMEOUT_MS),
        });
      } catch (cause) {
        throw unavailable(cause);
      }
      try {
        return await readBoundedJson(response, maxResponseBytes);
      } catch (cause) {
        if (cause instanceof AnswerTooLargeError) {
          throw new UpstreamError(
            SERVER_MESSAGES.rpcAnswerTooLarge(config.caipNetworkId, maxResponseBytes),
            { cause },
          );
        }
        throw unavailable(cause);
      }
    },
  };
}

function isZeroDataError(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof ContractFunctionZeroDataError) !== null
  );
}
