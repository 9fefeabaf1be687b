/**
 * The compiled Uniswap v2 contracts as published on npm (@uniswap/v2-core 1.0.1,
 * @uniswap/v2-periphery 1.1.0-beta.0): ABI and creation bytecode, read from the packages'
 * build/*.json at run time (never compiled here). The published UniswapV2Pair bytecode hashes
 * to the init code hash Router02 carries (UNISWAP_V2_PAIR_INIT_CODE_HASH), so the published
 * router finds the pairs the published factory creates; a test checks it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Abi, Hex } from 'viem';

export interface ContractArtifact {
  readonly abi: Abi;
  /** Creation bytecode, 0x-prefixed. */
  readonly bytecode: Hex;
}

/** keccak256 of UniswapV2Pair's creation code: what UniswapV2Library.pairFor() hashes with. */
export const UNISWAP_V2_PAIR_INIT_CODE_HASH =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f';

export type UniswapContractName =
  'UniswapV2Factory' | 'UniswapV2Pair' | 'UniswapV2Router02' | 'WETH9';

const PACKAGE_OF: Readonly<Record<UniswapContractName, string>> = {
  UniswapV2Factory: '@uniswap/v2-core',
  UniswapV2Pair: '@uniswap/v2-core',
  UniswapV2Router02: '@uniswap/v2-periphery',
  WETH9: '@uniswap/v2-periphery',
};

const cache = new Map<UniswapContractName, ContractArtifact>();

/** One contract's ABI and bytecode from its npm package's build/<name>.json. */
export function loadUniswapArtifact(name: UniswapContractName): ContractArtifact {
  const cached = cache.get(name);
  if (cached) return cached;
  // Jest and other CommonJS loaders give `require`; under native ESM resolve from the cwd.
  const resolver =
    typeof require === 'function' ? require : createRequire(join(process.cwd(), 'index.js'));
  const path = resolver.resolve(`${PACKAGE_OF[name]}/build/${name}.json`);
  const json = JSON.parse(readFileSync(path, 'utf8')) as { abi?: unknown; bytecode?: unknown };
  if (!Array.isArray(json.abi) || typeof json.bytecode !== 'string' || json.bytecode === '') {
    throw new Error(`${path} holds no ABI and bytecode`);
  }
  const bytecode = (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as Hex;
  const artifact: ContractArtifact = { abi: json.abi as Abi, bytecode };
  cache.set(name, artifact);
  return artifact;
}
