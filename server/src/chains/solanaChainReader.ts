/**
 * A configured Solana chain's node, read over its JSON-RPC (the methods every Solana RPC
 * node serves, so a public endpoint, a validator or Portico's local LiteSVM node all work):
 *
 *   getBalance(owner)                                          lamports
 *   getTokenAccountsByOwner(owner, { mint }, jsonParsed)       the owner's accounts of a mint
 *
 * A token balance is the sum over every account of the mint the owner has (the associated
 * one and any other), in the mint's base units, as the node's `tokenAmount.amount` text.
 * A node that does not answer, or answers something else, is UpstreamError (502), as for
 * an eip155 chain.
 */
import type { SolanaChainConfig } from '../config';
import type { SolanaChainReader, SolanaChainRegistry } from '../context';
import { UpstreamError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import {
  CHAIN_RPC_RETRY_COUNT,
  CHAIN_RPC_RETRY_DELAY_MS,
  CHAIN_RPC_TIMEOUT_MS,
} from './chainClient';
import { registryOf } from './chainRegistry';

export const SOLANA_DEFAULT_NATIVE_CURRENCY = Object.freeze({
  name: 'Solana',
  symbol: 'SOL',
  decimals: 9,
});

export function createSolanaChainRegistry(
  chains: readonly SolanaChainConfig[],
): SolanaChainRegistry {
  return registryOf(chains.map(createSolanaChainReader));
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whole-number text, as Solana's RPC writes u64 amounts in `tokenAmount.amount`. */
const AMOUNT_TEXT = /^(0|[1-9][0-9]{0,25})$/;

export function createSolanaChainReader(config: SolanaChainConfig): SolanaChainReader {
  const chainId = config.caipNetworkId;
  const unavailable = (cause?: unknown) =>
    new UpstreamError(SERVER_MESSAGES.chainUnavailable(chainId), cause ? { cause } : undefined);

  /** The node's `result`, and the answer's text (for integers JSON numbers cannot hold). */
  const post = async (
    method: string,
    params: readonly unknown[],
  ): Promise<{ result: unknown; text: string }> => {
    const response = await fetch(config.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(CHAIN_RPC_TIMEOUT_MS),
    });
    if (!response.ok) throw unavailable(new Error(`HTTP ${response.status}`));
    const text = await response.text();
    const answer: unknown = JSON.parse(text);
    if (!isRecord(answer) || !('result' in answer)) {
      const error = isRecord(answer) && isRecord(answer.error) ? answer.error.message : answer;
      throw unavailable(new Error(`${method}: ${String(error)}`));
    }
    return { result: answer.result, text };
  };

  /** One retry after a failure, then the caller gets 502 (as chainClient does for eip155). */
  const call = async (method: string, params: readonly unknown[]) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await post(method, params);
      } catch (cause) {
        if (attempt >= CHAIN_RPC_RETRY_COUNT) {
          throw cause instanceof UpstreamError ? cause : unavailable(cause);
        }
        await wait(CHAIN_RPC_RETRY_DELAY_MS);
      }
    }
  };

  return {
    config,
    nativeCurrency: config.nativeCurrency ?? SOLANA_DEFAULT_NATIVE_CURRENCY,
    async getLamports(owner) {
      const { result, text } = await call('getBalance', [owner, { commitment: 'confirmed' }]);
      const value = isRecord(result) ? result.value : undefined;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
        throw unavailable(new Error(`getBalance answered ${JSON.stringify(result)}`));
      }
      if (Number.isSafeInteger(value)) return BigInt(value);
      // Over 2^53 lamports (~9 million SOL) a JSON number is rounded: the digits are in the text.
      const digits = /"value"\s*:\s*([0-9]{1,20})\s*[,}]/.exec(text)?.[1];
      if (digits === undefined || Number(digits) !== value) {
        throw unavailable(new Error(`getBalance answered ${JSON.stringify(result)}`));
      }
      return BigInt(digits);
    },
    async getTokenAmount(mint, owner) {
      const { result } = await call('getTokenAccountsByOwner', [
        owner,
        { mint },
        { encoding: 'jsonParsed', commitment: 'confirmed' },
      ]);
      const accounts = isRecord(result) ? result.value : undefined;
      if (!Array.isArray(accounts)) {
        throw unavailable(new Error(`getTokenAccountsByOwner answered ${JSON.stringify(result)}`));
      }
      return accounts.reduce<bigint>((sum, entry) => sum + parsedTokenAmount(entry), 0n);
    },
  };

  function parsedTokenAmount(entry: unknown): bigint {
    const data = isRecord(entry) && isRecord(entry.account) ? entry.account.data : undefined;
    const info = isRecord(data) && isRecord(data.parsed) ? data.parsed.info : undefined;
    const tokenAmount = isRecord(info) ? info.tokenAmount : undefined;
    const amount = isRecord(tokenAmount) ? tokenAmount.amount : undefined;
    if (typeof amount !== 'string' || !AMOUNT_TEXT.test(amount)) {
      throw unavailable(new Error(`a token account without a parsed amount`));
    }
    return BigInt(amount);
  }
}
