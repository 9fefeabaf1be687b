// A real Uniswap v2 exchange on a bench anvil node, for the swap-quote load: @portico/testing's
// deployErc20 and deployUniswapV2 (TypeScript sources, bundled for Node by
// scripts/lib/bundleForNode.mjs as the page-load bench does for the relay). The test token is
// minted to the exchange's deployer (anvil dev account 9), which seeds the WETH / token pool
// with the default liquidity (100 ETH and 300,000 tokens).
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { bundleForNode } from '../../scripts/lib/bundleForNode.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'portico-bench');
/** The token's supply, all the deployer's: the pool takes 300,000 of it. */
const TOKEN_SUPPLY = 10n ** 24n;

/** Deploys the test token and the exchange on `nodeUrl`; resolves with their addresses. */
export async function deployBenchExchange(nodeUrl) {
  const { deployErc20 } = await import(
    await bundleForNode('testing/src/evm/erc20/deployErc20.ts', join(CACHE, 'deployErc20.mjs'))
  );
  const { deployUniswapV2, UNISWAP_DEPLOYER } = await import(
    await bundleForNode(
      'testing/src/evm/uniswap/deployUniswapV2.ts',
      join(CACHE, 'deployUniswapV2.mjs'),
    )
  );
  const token = await deployErc20(nodeUrl, {
    privateKey: UNISWAP_DEPLOYER.privateKey,
    initialSupply: TOKEN_SUPPLY,
  });
  const exchange = await deployUniswapV2({ url: nodeUrl }, { token });
  return { token, ...exchange };
}
