import {
  createPublicClient,
  createWalletClient,
  http,
  keccak256,
  maxUint256,
  parseEther,
  type Abi,
  type Address,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startAnvil, type AnvilInstance } from '../anvil';
import { ANVIL_ACCOUNTS } from '../anvilAccounts';
import { erc20Abi } from '../erc20/artifact';
import { deployErc20 } from '../erc20/deployErc20';
import {
  DEFAULT_UNISWAP_LIQUIDITY,
  deployUniswapV2,
  UNISWAP_DEPLOYER,
  type UniswapV2Deployment,
} from './deployUniswapV2';
import { loadUniswapArtifact, UNISWAP_V2_PAIR_INIT_CODE_HASH } from './uniswapArtifacts';

const trader = privateKeyToAccount(ANVIL_ACCOUNTS[1]!.privateKey);

let node: AnvilInstance;
let token: Address;
let exchange: UniswapV2Deployment;

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  token = await deployErc20(node.url, {
    privateKey: UNISWAP_DEPLOYER.privateKey,
    initialSupply: parseEther('1000000'),
  });
  exchange = await deployUniswapV2(node, { token });
});

afterAll(() => node?.stop());

const client = () => createPublicClient({ transport: http(node.url, { retryCount: 0 }) });
const wallet = () =>
  createWalletClient({ account: trader, transport: http(node.url, { retryCount: 0 }) });
const routerAbi = (): Abi => loadUniswapArtifact('UniswapV2Router02').abi;
const tokenBalance = (owner: Address) =>
  client().readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
const amountsOut = async (amount: bigint, path: Address[]) =>
  (await client().readContract({
    address: exchange.router,
    abi: routerAbi(),
    functionName: 'getAmountsOut',
    args: [amount, path],
  })) as readonly bigint[];
const deadline = async () => (await client().getBlock()).timestamp + 600n;
async function send(hash: `0x${string}`) {
  const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
  expect(receipt.status).toBe('success');
  return receipt;
}

describe('deployUniswapV2: the published Uniswap v2 contracts on anvil', () => {
  it('the published pair bytecode hashes to the init code hash Router02 carries', () => {
    const pair = loadUniswapArtifact('UniswapV2Pair');
    expect(keccak256(pair.bytecode)).toBe(UNISWAP_V2_PAIR_INIT_CODE_HASH);
    const router = loadUniswapArtifact('UniswapV2Router02');
    expect(router.bytecode).toContain(UNISWAP_V2_PAIR_INIT_CODE_HASH.slice(2));
  });

  it('deploys WETH, the factory and the router, and seeds the WETH / token pool', async () => {
    const factoryAbi = loadUniswapArtifact('UniswapV2Factory').abi;
    expect(
      await client().readContract({
        address: exchange.router,
        abi: routerAbi(),
        functionName: 'WETH',
      }),
    ).toBe(exchange.weth);
    expect(
      await client().readContract({
        address: exchange.router,
        abi: routerAbi(),
        functionName: 'factory',
      }),
    ).toBe(exchange.factory);
    expect(
      await client().readContract({
        address: exchange.factory,
        abi: factoryAbi,
        functionName: 'getPair',
        args: [token, exchange.weth],
      }),
    ).toBe(exchange.pair);
    const [reserve0, reserve1] = (await client().readContract({
      address: exchange.pair,
      abi: loadUniswapArtifact('UniswapV2Pair').abi,
      functionName: 'getReserves',
    })) as readonly [bigint, bigint, number];
    expect([reserve0, reserve1].sort()).toEqual(
      [DEFAULT_UNISWAP_LIQUIDITY.ether, DEFAULT_UNISWAP_LIQUIDITY.tokens].sort(),
    );
  });

  /**
   * A fixed limit, not viem's estimate: the estimate runs in the pool's last second, and a swap
   * mined in a later second also writes the pair's price accumulators (133,050 gas estimated,
   * 178,374 used, measured on anvil), so an estimated swap reverted when the clock ticked.
   */
  const SWAP_GAS_LIMIT = 300_000n;

  it('a swap ETH -> token and back through the router moves exactly what getAmountsOut says', async () => {
    const ethIn = parseEther('1');
    const [, tokensQuoted] = await amountsOut(ethIn, [exchange.weth, token]);
    const tokensBefore = await tokenBalance(trader.address);
    await send(
      await wallet().writeContract({
        address: exchange.router,
        abi: routerAbi(),
        functionName: 'swapExactETHForTokens',
        args: [tokensQuoted!, [exchange.weth, token], trader.address, await deadline()],
        value: ethIn,
        gas: SWAP_GAS_LIMIT,
        chain: null,
      }),
    );
    expect((await tokenBalance(trader.address)) - tokensBefore).toBe(tokensQuoted);

    const tokensIn = tokensQuoted!;
    const [, ethQuoted] = await amountsOut(tokensIn, [token, exchange.weth]);
    await send(
      await wallet().writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [exchange.router, maxUint256],
        chain: null,
      }),
    );
    const ethBefore = await client().getBalance({ address: trader.address });
    const receipt = await send(
      await wallet().writeContract({
        address: exchange.router,
        abi: routerAbi(),
        functionName: 'swapExactTokensForETH',
        args: [tokensIn, ethQuoted!, [token, exchange.weth], trader.address, await deadline()],
        gas: SWAP_GAS_LIMIT,
        chain: null,
      }),
    );
    const gasPaid = receipt.gasUsed * receipt.effectiveGasPrice;
    const ethAfter = await client().getBalance({ address: trader.address });
    expect(ethAfter - ethBefore + gasPaid).toBe(ethQuoted);
    expect(await tokenBalance(trader.address)).toBe(tokensBefore);
    // Two 0.3% fees: the round trip returns a little less than it started with.
    expect(ethQuoted!).toBeLessThan(ethIn);
    expect(ethQuoted!).toBeGreaterThan((ethIn * 99n) / 100n);
  });

  it('refuses a token the deployer does not hold, naming the step', async () => {
    const other = await deployErc20(node.url, {
      privateKey: ANVIL_ACCOUNTS[2]!.privateKey,
      initialSupply: parseEther('10'),
    });
    await expect(deployUniswapV2(node, { token: other })).rejects.toThrow(/addLiquidityETH/);
  });
});
