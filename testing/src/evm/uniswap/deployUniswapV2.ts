/**
 * A real Uniswap v2 exchange on a local chain: WETH9, UniswapV2Factory and UniswapV2Router02
 * from the compiled artifacts published on npm, and one pool of WETH and an ERC-20 seeded
 * with liquidity by a funded dev account.
 */
import {
  createWalletClient,
  getAddress,
  http,
  maxUint256,
  parseEther,
  publicActions,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { erc20Abi } from '../erc20/artifact';
import { loadUniswapArtifact } from './uniswapArtifacts';

/**
 * anvil dev account 9 of the public "test ... junk" mnemonic (local use only): the default
 * deployer and liquidity provider, so the exchange's addresses do not depend on what the
 * other dev accounts did, and their histories stay as they were.
 */
export const UNISWAP_DEPLOYER = Object.freeze({
  address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' as Address,
  privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6' as Hex,
});

export interface DeployUniswapV2Options {
  /** The ERC-20 pooled with WETH. The deployer must hold `liquidity.tokens` of it. */
  readonly token: Address;
  /** Deploys everything and provides the liquidity. Default: UNISWAP_DEPLOYER (account 9). */
  readonly privateKey?: Hex;
  /** The pool's reserves, in base units. Default: 100 ETH and 300 000 tokens (18 decimals). */
  readonly liquidity?: { readonly ether: bigint; readonly tokens: bigint };
}

export interface UniswapV2Deployment {
  readonly weth: Address;
  readonly factory: Address;
  readonly router: Address;
  /** The WETH / token pair (the pool). */
  readonly pair: Address;
}

export const DEFAULT_UNISWAP_LIQUIDITY = Object.freeze({
  ether: parseEther('100'),
  tokens: parseEther('300000'),
});

const POLL_MS = 50;
/** The liquidity deadline: far enough for any local chain's clock. */
const DEADLINE_SECONDS = 3_600n;

/**
 * Deploys WETH9, the factory (feeToSetter: the deployer) and Router02 on the node, approves
 * the router and adds the liquidity with addLiquidityETH, which creates the pair. Resolves
 * with the addresses once every transaction is mined; throws if one reverts.
 */
export async function deployUniswapV2(
  node: { readonly url: string },
  options: DeployUniswapV2Options,
): Promise<UniswapV2Deployment> {
  const account = privateKeyToAccount(options.privateKey ?? UNISWAP_DEPLOYER.privateKey);
  const client = createWalletClient({
    account,
    transport: http(node.url, { retryCount: 0 }),
  }).extend(publicActions);
  const liquidity = options.liquidity ?? DEFAULT_UNISWAP_LIQUIDITY;

  const mined = async (hash: Hex, what: string) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: POLL_MS });
    if (receipt.status !== 'success') throw new Error(`Uniswap v2 ${what} (${hash}) reverted`);
    return receipt;
  };
  const deploy = async (
    name: 'WETH9' | 'UniswapV2Factory' | 'UniswapV2Router02',
    args: unknown[],
  ) => {
    const { abi, bytecode } = loadUniswapArtifact(name);
    const hash = await client.deployContract({ abi, bytecode, args, chain: null });
    const receipt = await mined(hash, `${name} deployment`);
    if (!receipt.contractAddress) throw new Error(`Uniswap v2 ${name} deployment has no address`);
    return getAddress(receipt.contractAddress);
  };

  const weth = await deploy('WETH9', []);
  const factory = await deploy('UniswapV2Factory', [account.address]);
  const router = await deploy('UniswapV2Router02', [factory, weth]);

  const routerAbi = loadUniswapArtifact('UniswapV2Router02').abi;
  await mined(
    await client.writeContract({
      address: options.token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, maxUint256],
      chain: null,
    }),
    'approve',
  );
  const block = await client.getBlock();
  await mined(
    await client.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidityETH',
      args: [
        options.token,
        liquidity.tokens,
        liquidity.tokens,
        liquidity.ether,
        account.address,
        block.timestamp + DEADLINE_SECONDS,
      ],
      value: liquidity.ether,
      chain: null,
    }),
    'addLiquidityETH',
  );
  const pair = (await client.readContract({
    address: factory,
    abi: loadUniswapArtifact('UniswapV2Factory').abi,
    functionName: 'getPair',
    args: [weth, options.token],
  })) as Address;
  if (pair === zeroAddress) throw new Error('Uniswap v2: addLiquidityETH created no pair');
  return { weth, factory, router, pair };
}
