/**
 * The convert routes of the real server on 127.0.0.1, answering from a real Uniswap v2
 * exchange on anvil (deployed from the npm artifacts): each route, and built transactions
 * sent to the chain that land the quoted amounts.
 */
import { erc20Abi, loadUniswapArtifact } from '@portico/testing';
import {
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi as viemErc20Abi,
  http,
  maxUint256,
  parseEther,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  parseAllowance,
  parseBuiltTransaction,
  parseGasPrice,
  parseSwapQuotes,
  parseSwapTokens,
} from '../../../core/src/services/swapShapes';
import { NATIVE_TOKEN_ADDRESS } from './eip155Account';
import {
  EXCHANGE_CHAIN,
  NO_EXCHANGE_CHAIN,
  startServerWithUniswap,
  type ServerWithUniswap,
} from './__fixtures__/serverWithUniswap';
import { UNISWAP_V2_ROUTER_ABI } from './uniswapV2Calls';

jest.setTimeout(60_000);

// anvil dev account 4 (public key, local use only): the user who swaps, ETH only at first.
const trader = privateKeyToAccount(
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
);
const NATIVE = `${EXCHANGE_CHAIN}:${NATIVE_TOKEN_ADDRESS}`;

let stack: ServerWithUniswap;
beforeAll(async () => {
  stack = await startServerWithUniswap();
}, 60_000);
afterAll(() => stack?.close());

const TOKEN = () => `${EXCHANGE_CHAIN}:${stack.token}`;
const USER = () => `${EXCHANGE_CHAIN}:${trader.address}`;
const get = (path: string, query: Record<string, string>) =>
  fetch(`${stack.server.url}${path}?${new URLSearchParams(query)}`);
const post = (path: string, body: unknown) =>
  fetch(`${stack.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const chain = () => createPublicClient({ transport: http(stack.node.url, { retryCount: 0 }) });
const tokenBalance = (owner: Address) =>
  chain().readContract({
    address: stack.token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
const routerAmountsOut = async (amount: bigint, path: Address[]) =>
  (await chain().readContract({
    address: stack.exchange.router,
    abi: loadUniswapArtifact('UniswapV2Router02').abi,
    functionName: 'getAmountsOut',
    args: [amount, path],
  })) as readonly bigint[];

async function quote(from: string, to: string, amount: string) {
  const response = await get('/v1/convert/quotes', {
    amount,
    userAddress: USER(),
    from,
    to,
    gasPrice: '1000000000',
  });
  expect(response.status).toBe(200);
  const json = (await response.json()) as { quotes: { priceImpactBps?: string }[] };
  return { raw: json.quotes, quotes: parseSwapQuotes(json) };
}

async function build(from: string, to: string, amount: string, disableEstimate = false) {
  const response = await post('/v1/convert/build-transaction', {
    amount,
    eip155: { slippage: 1 },
    from,
    to,
    userAddress: USER(),
    disableEstimate,
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

/** Sends a built call as the trader's wallet would; returns the gas it paid. */
async function send(tx: { to: string; data: Hex; value: string; eip155: { gas: string } }) {
  const wallet = createWalletClient({
    account: trader,
    transport: http(stack.node.url, { retryCount: 0 }),
  });
  const hash = await wallet.sendTransaction({
    to: tx.to as Address,
    data: tx.data,
    value: BigInt(tx.value),
    gas: BigInt(tx.eip155.gas),
    chain: null,
  });
  const receipt = await chain().waitForTransactionReceipt({ hash, pollingInterval: 50 });
  expect(receipt.status).toBe('success');
  return receipt.gasUsed * receipt.effectiveGasPrice;
}

describe('the convert routes on a chain with a configured Uniswap v2 exchange', () => {
  it('tokens: the native currency and the pool token', async () => {
    const response = await get('/v1/convert/tokens', { chainId: EXCHANGE_CHAIN });
    expect(response.status).toBe(200);
    expect(parseSwapTokens(await response.json())).toEqual([
      { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: '' },
      { name: 'Portico Test Token', symbol: 'PTT', address: TOKEN(), decimals: 18, logoUri: '' },
    ]);
  });

  it("quotes: the router's getAmountsOut, as integer text, with the price impact", async () => {
    const amount = parseEther('1');
    const { raw, quotes } = await quote(NATIVE, TOKEN(), amount.toString());
    const [, expected] = await routerAmountsOut(amount, [stack.exchange.weth, stack.token]);
    expect(quotes).toEqual([
      {
        id: null,
        fromAmount: amount.toString(),
        fromAccount: NATIVE,
        toAmount: expected!.toString(),
        toAccount: TOKEN(),
        // 1 ETH into a pool of 100 ETH: just under 1% (98 basis points); core's parser keeps
        // it as a number.
        priceImpactBps: 98,
      },
    ]);
    expect(raw[0]!.priceImpactBps).toBe('98');
  });

  it('quotes: none for an amount of 0, the same token twice, or a token off the list', async () => {
    expect((await quote(NATIVE, TOKEN(), '0')).quotes).toEqual([]);
    expect((await quote(TOKEN(), TOKEN(), '1000')).quotes).toEqual([]);
    const stranger = `${EXCHANGE_CHAIN}:0x000000000000000000000000000000000000dEaD`;
    expect((await quote(NATIVE, stranger, '1000')).quotes).toEqual([]);
  });

  it('allowance and approve are made out to the router', async () => {
    const allowance = await get('/v1/convert/allowance', {
      tokenAddress: TOKEN(),
      userAddress: USER(),
    });
    expect(parseAllowance(await allowance.json())).toBe('0');
    const response = await get('/v1/convert/build-approve', {
      userAddress: USER(),
      from: TOKEN(),
      to: NATIVE,
    });
    expect(response.status).toBe(200);
    const tx = parseBuiltTransaction(await response.json())!;
    expect(tx.to).toBe(stack.token);
    const call = decodeFunctionData({ abi: viemErc20Abi, data: tx.data });
    expect(call.functionName).toBe('approve');
    expect(call.args).toEqual([stack.exchange.router, maxUint256]);
  });

  it('gas price: the chain node', async () => {
    const response = await get('/v1/convert/gas-price', { chainId: EXCHANGE_CHAIN });
    expect(response.status).toBe(200);
    const tiers = parseGasPrice(await response.json());
    expect(BigInt(tiers!.standard)).toBeGreaterThan(0n);
  });

  it('build ETH -> token: swapExactETHForTokens lands the quoted amount on the chain', async () => {
    const amount = parseEther('2');
    const { quotes } = await quote(NATIVE, TOKEN(), amount.toString());
    const quoted = BigInt(quotes[0]!.toAmount);
    const { status, json } = await build(NATIVE, TOKEN(), amount.toString());
    expect(status).toBe(200);
    const tx = parseBuiltTransaction(json)!;
    expect(tx).toMatchObject({ from: trader.address, to: stack.exchange.router });
    expect(tx.value).toBe(amount.toString());
    const call = decodeFunctionData({ abi: UNISWAP_V2_ROUTER_ABI, data: tx.data });
    expect(call.functionName).toBe('swapExactETHForTokens');
    const [amountOutMin, path, to] = call.args as [bigint, Address[], Address, bigint];
    expect(amountOutMin).toBe((quoted * 99n) / 100n); // the spec's 1% slippage
    expect(path).toEqual([stack.exchange.weth, stack.token]);
    expect(to).toBe(trader.address);

    const before = await tokenBalance(trader.address);
    // The chain's clock moves on before the wallet sends: the pool's first trade in a new
    // second writes its price accumulators, which the estimate (made in the pool's own second)
    // did not pay for. The built limit covers it.
    await chain().request({ method: 'evm_increaseTime', params: [60] } as never);
    await send(tx);
    // Nobody else traded in between: exactly the quote (and at least amountOutMin anyway).
    expect((await tokenBalance(trader.address)) - before).toBe(quoted);
  });

  it('build token -> ETH: the node refuses before the approval; after it, the ETH arrives', async () => {
    const amount = (await tokenBalance(trader.address)) / 2n;
    const refused = await build(TOKEN(), NATIVE, amount.toString());
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('The swap call would fail');

    // With disableEstimate (the approval is still pending), a fixed gas limit instead.
    const unestimated = await build(TOKEN(), NATIVE, amount.toString(), true);
    expect(unestimated.status).toBe(200);
    expect(parseBuiltTransaction(unestimated.json)!.eip155.gas).toBe('250000');

    const approve = await get('/v1/convert/build-approve', {
      userAddress: USER(),
      from: TOKEN(),
      to: NATIVE,
    });
    await send(parseBuiltTransaction(await approve.json())!);

    const { quotes } = await quote(TOKEN(), NATIVE, amount.toString());
    const quoted = BigInt(quotes[0]!.toAmount);
    const { status, json } = await build(TOKEN(), NATIVE, amount.toString());
    expect(status).toBe(200);
    const tx = parseBuiltTransaction(json)!;
    expect(tx.value).toBe('0');
    expect(decodeFunctionData({ abi: UNISWAP_V2_ROUTER_ABI, data: tx.data }).functionName).toBe(
      'swapExactTokensForETH',
    );
    const ethBefore = await chain().getBalance({ address: trader.address });
    const tokensBefore = await tokenBalance(trader.address);
    const gasPaid = await send(tx);
    const ethAfter = await chain().getBalance({ address: trader.address });
    expect(ethAfter - ethBefore + gasPaid).toBe(quoted);
    expect(tokensBefore - (await tokenBalance(trader.address))).toBe(amount);
  });

  it('build: no route is tx null', async () => {
    const stranger = `${EXCHANGE_CHAIN}:0x000000000000000000000000000000000000dEaD`;
    const { status, json } = await build(NATIVE, stranger, '1000');
    expect(status).toBe(200);
    expect(json).toEqual({ tx: null });
  });
});

describe('a configured chain without an exchange', () => {
  it("is not a swap network: 400 'Network not supported for Swaps'", async () => {
    const response = await get('/v1/convert/tokens', { chainId: NO_EXCHANGE_CHAIN });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('Network not supported for Swaps');
  });
});
