/**
 * ERC-20 balances of the tokens an app configures per network: `balanceOf` through the
 * library's ABI coding (loaded on first use) and the network's reader; `symbol` and
 * `decimals` read from the contract when the configuration leaves them out (and remembered
 * per adapter instance).
 */
import { InvalidAmountError, MESSAGES, type Network, type TokenAmount } from '@portico/core';
import { ERC20_READ_ABI } from './erc20Abi';
import { TokenReadError } from './errors';
import type { EvmReader, Hex } from './library';
import type { LoadLibrary } from './libraryLoader';
import type { TokenConfig } from './options';

/** Token decimals are a uint8. */
const MAX_TOKEN_DECIMALS = 255;

interface TokenMetadata {
  readonly symbol: string;
  readonly decimals: number;
}

export interface TokenBalanceReader {
  read(params: {
    readonly reader: EvmReader;
    readonly network: Network;
    readonly tokens: readonly TokenConfig[];
    readonly owner: string;
  }): Promise<readonly TokenAmount[]>;
}

/** A single return value: viem gives it bare, ethers as a one-element Result (an array). */
function singleResult(result: unknown): unknown {
  return Array.isArray(result) && result.length === 1 ? result[0] : result;
}

function toDecimals(value: unknown): number {
  const decimals = typeof value === 'bigint' ? Number(value) : value;
  if (
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > MAX_TOKEN_DECIMALS
  ) {
    throw new InvalidAmountError(
      MESSAGES.invalidDecimals(Number(decimals), MAX_TOKEN_DECIMALS),
      'INVALID_DECIMALS',
    );
  }
  return decimals;
}

/**
 * Like Promise.all, but settles only when every read has: no request is left running after
 * the call has failed. Throws the first failure, in the order given.
 */
async function allSettledOrThrow<T>(reads: readonly (T | Promise<T>)[]): Promise<T[]> {
  const results = await Promise.allSettled(reads);
  const values: T[] = [];
  for (const result of results) {
    if (result.status === 'rejected') throw result.reason;
    values.push(result.value);
  }
  return values;
}

export function createTokenBalanceReader(loadLibrary: LoadLibrary): TokenBalanceReader {
  const metadata = new Map<string, Promise<TokenMetadata>>();

  const callToken = async (
    reader: EvmReader,
    token: Hex,
    functionName: 'balanceOf' | 'decimals' | 'symbol',
    args: readonly unknown[],
  ): Promise<unknown> => {
    const library = await loadLibrary();
    const data = library.encodeFunctionData({ abi: ERC20_READ_ABI, functionName, args });
    const result = await reader.call({ to: token, data });
    return singleResult(
      library.decodeFunctionResult({ abi: ERC20_READ_ABI, functionName, data: result }),
    );
  };

  const metadataOf = (reader: EvmReader, network: Network, token: TokenConfig) => {
    const key = `${network.caipNetworkId}:${token.address.toLowerCase()}`;
    let known = metadata.get(key);
    if (!known) {
      known = (async () => {
        const [symbol, decimals] = await allSettledOrThrow<unknown>([
          token.symbol ?? callToken(reader, token.address, 'symbol', []),
          token.decimals ?? callToken(reader, token.address, 'decimals', []),
        ]);
        if (typeof symbol !== 'string') throw new TokenReadError(token.address, 'symbol');
        return { symbol, decimals: toDecimals(decimals) };
      })();
      // A failed read is not remembered: the next call tries again.
      known.catch(() => metadata.delete(key));
      metadata.set(key, known);
    }
    return known;
  };

  return {
    read({ reader, network, tokens, owner }) {
      return allSettledOrThrow(
        tokens.map(async (token) => {
          const [meta, balance] = (await allSettledOrThrow<unknown>([
            metadataOf(reader, network, token),
            callToken(reader, token.address, 'balanceOf', [owner]),
          ])) as [TokenMetadata, unknown];
          if (typeof balance !== 'bigint') throw new TokenReadError(token.address, 'balanceOf');
          return {
            address: token.address,
            symbol: meta.symbol,
            ...(token.name !== undefined && { name: token.name }),
            decimals: meta.decimals,
            value: balance,
          };
        }),
      );
    },
  };
}
