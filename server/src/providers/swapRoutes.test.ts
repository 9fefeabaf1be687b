import {
  ANVIL_ACCOUNTS,
  deployErc20,
  erc20Abi,
  startAnvilPair,
  type AnvilInstance,
} from '@portico/testing';
import {
  createWalletClient,
  getAddress,
  http,
  maxUint256,
  publicActions,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  parseAllowance,
  parseBuiltTransaction,
  parseFungiblePrices,
  parseSwapQuotes,
  parseSwapTokens,
} from '../../../core/src/services/swapShapes';
import type { ChainConfig } from '../config';
import type { Hono } from 'hono';
import { FALLBACK_SWAP_SPENDER } from './fallbackSwaps';
import { NATIVE_TOKEN_ADDRESS } from './eip155Account';
import { postJson, routeGroupApp, routeGroupContext } from './__fixtures__/routeGroupApp';
import { swapRoutes } from './swapRoutes';

// anvil with chain id 1 stands for Ethereum, a spec swap network; 31337 is not one.
const MAINNET = 'eip155:1';
const LOCAL = 'eip155:31337';
const owner = privateKeyToAccount(ANVIL_ACCOUNTS[1]!.privateKey);
const user = privateKeyToAccount(ANVIL_ACCOUNTS[2]!.privateKey);
const NATIVE = `${MAINNET}:${NATIVE_TOKEN_ADDRESS}`;

let mainnet: AnvilInstance;
let local: AnvilInstance;
let token: Address;
let app: Hono;
let errors: unknown[];

function chain(caipNetworkId: string, node: AnvilInstance, address: Address): ChainConfig {
  return {
    caipNetworkId,
    name: caipNetworkId === MAINNET ? 'Ethereum (local anvil)' : 'Portico Local',
    rpcUrl: node.url,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 3000 },
    tokens: [{ address, symbol: 'PTT', name: 'Portico Test Token', decimals: 18, priceUsd: 1.5 }],
  };
}

beforeAll(async () => {
  [mainnet, local] = await startAnvilPair([1, 31337]);
  const deploy = (node: AnvilInstance) =>
    deployErc20(node.url, { privateKey: ANVIL_ACCOUNTS[1]!.privateKey, initialSupply: 10n ** 24n });
  const [mainnetToken, localToken] = await Promise.all([deploy(mainnet), deploy(local)]);
  token = getAddress(mainnetToken);
  const context = routeGroupContext({
    config: { chains: [chain(MAINNET, mainnet, mainnetToken), chain(LOCAL, local, localToken)] },
  });
  ({ app, errors } = routeGroupApp(swapRoutes, context));
}, 60_000);

afterAll(async () => {
  await Promise.all([mainnet?.stop(), local?.stop()]);
});

afterEach(() => {
  // No test may reach the generic 500: every failure is a typed 4xx or 502.
  expect(errors).toEqual([]);
});

const TOKEN = () => `${MAINNET}:${token}`;
const get = (path: string, query: Record<string, string>) =>
  app.request(`${path}?${new URLSearchParams(query)}`);

async function sendFrom(privateKey: Hex, to: Address, data: Hex): Promise<void> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(privateKey),
    transport: http(mainnet.url, { retryCount: 0 }),
  }).extend(publicActions);
  const hash = await wallet.sendTransaction({ to, data, chain: null });
  const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  expect(receipt.status).toBe('success');
}

async function allowanceOf(owner: Address): Promise<string | undefined> {
  const response = await get('/v1/convert/allowance', {
    tokenAddress: TOKEN(),
    userAddress: owner,
  });
  expect(response.status).toBe(200);
  return parseAllowance(await response.json());
}

describe('GET /v1/convert/tokens', () => {
  it('lists the native currency and the configured token of a swap network', async () => {
    const response = await get('/v1/convert/tokens', { chainId: MAINNET });
    expect(response.status).toBe(200);
    expect(parseSwapTokens(await response.json())).toEqual([
      { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: '' },
      { name: 'Portico Test Token', symbol: 'PTT', address: TOKEN(), decimals: 18, logoUri: '' },
    ]);
  });
});

describe('GET /v1/convert/quotes', () => {
  it('answers no quote (the fallback has no aggregator)', async () => {
    const response = await get('/v1/convert/quotes', {
      amount: '1000',
      userAddress: `${MAINNET}:${user.address}`,
      from: TOKEN(),
      to: NATIVE,
      gasPrice: '1000000000',
    });
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json).toEqual({ quotes: [] });
    expect(parseSwapQuotes(json)).toEqual([]);
  });
});

describe('POST /v1/convert/build-transaction', () => {
  it('answers no transaction (tx: null, which the client cannot read as a transaction)', async () => {
    const response = await app.request(
      '/v1/convert/build-transaction',
      postJson({
        amount: '1000',
        eip155: { slippage: 1 },
        from: TOKEN(),
        to: NATIVE,
        userAddress: `${MAINNET}:${user.address}`,
        disableEstimate: false,
      }),
    );
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json).toEqual({ tx: null });
    expect(parseBuiltTransaction(json)).toBeUndefined();
  });
});

describe('GET /v1/convert/allowance and GET /v1/convert/build-approve on a real chain', () => {
  it('reads the real allowance of the fallback spender from the ERC-20', async () => {
    await expect(allowanceOf(owner.address)).resolves.toBe('0');
    const wallet = createWalletClient({
      account: owner,
      transport: http(mainnet.url, { retryCount: 0 }),
    }).extend(publicActions);
    const hash = await wallet.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [FALLBACK_SWAP_SPENDER, 12_345n],
      chain: null,
    });
    await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    await expect(allowanceOf(owner.address)).resolves.toBe('12345');
  });

  it('plain token and user addresses mean the one swap network the server serves', async () => {
    const response = await get('/v1/convert/allowance', {
      tokenAddress: token,
      userAddress: owner.address,
    });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ allowance: '12345' });
  });

  it('the native currency needs no approval: its allowance is unlimited', async () => {
    const response = await get('/v1/convert/allowance', {
      tokenAddress: NATIVE,
      userAddress: `${MAINNET}:${user.address}`,
    });
    await expect(response.json()).resolves.toEqual({ allowance: maxUint256.toString() });
  });

  it('builds a real approve call that, sent to the chain, sets the allowance', async () => {
    const response = await get('/v1/convert/build-approve', {
      userAddress: `${MAINNET}:${user.address}`,
      from: TOKEN(),
      to: NATIVE,
      amount: '777',
    });
    expect(response.status).toBe(200);
    const tx = parseBuiltTransaction(await response.json());
    expect(tx).toMatchObject({ from: user.address, to: token, value: '0' });
    expect(BigInt(tx!.eip155.gas)).toBeGreaterThan(21_000n);
    expect(BigInt(tx!.eip155.gasPrice)).toBeGreaterThan(0n);
    await sendFrom(ANVIL_ACCOUNTS[2]!.privateKey, token, tx!.data);
    await expect(allowanceOf(user.address)).resolves.toBe('777');
  });

  it('without an amount, builds an unlimited approval', async () => {
    const response = await get('/v1/convert/build-approve', {
      userAddress: user.address,
      from: TOKEN(),
      to: NATIVE,
    });
    const tx = parseBuiltTransaction(await response.json());
    await sendFrom(ANVIL_ACCOUNTS[2]!.privateKey, token, tx!.data);
    await expect(allowanceOf(user.address)).resolves.toBe(maxUint256.toString());
  });
});

describe('POST /v1/fungible/price', () => {
  it('prices the configured currencies from the price provider, in the order asked', async () => {
    const response = await app.request(
      '/v1/fungible/price',
      postJson({ currency: 'usd', addresses: [TOKEN(), NATIVE], projectId: 'p1' }),
    );
    expect(response.status).toBe(200);
    expect(parseFungiblePrices(await response.json())).toEqual([
      { name: 'Portico Test Token', symbol: 'PTT', iconUrl: '', price: '1.5' },
      { name: 'Ether', symbol: 'ETH', iconUrl: '', price: '3000' },
    ]);
  });

  it('is not a swap route: the local chain is priced too', async () => {
    const response = await app.request(
      '/v1/fungible/price',
      postJson({ currency: 'usd', addresses: [`${LOCAL}:${NATIVE_TOKEN_ADDRESS}`] }),
    );
    await expect(response.json()).resolves.toEqual({
      fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 }],
    });
  });

  it('leaves out unknown tokens and chains the server does not serve', async () => {
    const response = await app.request(
      '/v1/fungible/price',
      postJson({
        currency: 'usd',
        addresses: [`${MAINNET}:0x0000000000000000000000000000000000000001`, `eip155:10:${token}`],
      }),
    );
    await expect(response.json()).resolves.toEqual({ fungibles: [] });
  });
});

describe('bad input is a 4xx with a clear message, on every swap route', () => {
  const userAddress = () => `${MAINNET}:${user.address}`;
  const cases: [string, () => Response | Promise<Response>, number, string][] = [
    [
      'tokens on the local chain (not a swap network)',
      () => get('/v1/convert/tokens', { chainId: LOCAL }),
      400,
      'Network not supported for Swaps',
    ],
    ['tokens without chainId', () => get('/v1/convert/tokens', {}), 400, 'Missing field: chainId'],
    [
      'tokens on a swap network the server does not serve',
      () => get('/v1/convert/tokens', { chainId: 'eip155:10' }),
      400,
      'Unknown chain: eip155:10',
    ],
    [
      'quotes on the local chain',
      () =>
        get('/v1/convert/quotes', {
          amount: '1',
          userAddress: user.address,
          from: `${LOCAL}:${token}`,
          to: `${LOCAL}:${NATIVE_TOKEN_ADDRESS}`,
        }),
      400,
      'Network not supported for Swaps',
    ],
    [
      'quotes with a bad amount',
      () =>
        get('/v1/convert/quotes', {
          amount: '-1',
          userAddress: userAddress(),
          from: TOKEN(),
          to: NATIVE,
        }),
      400,
      'Invalid amount',
    ],
    [
      'quotes with tokens on two chains',
      () =>
        get('/v1/convert/quotes', {
          amount: '1',
          userAddress: userAddress(),
          from: TOKEN(),
          to: `eip155:10:${NATIVE_TOKEN_ADDRESS}`,
        }),
      400,
      'Invalid request: from and to must be on the same chain',
    ],
    [
      'quotes with a bad from',
      () =>
        get('/v1/convert/quotes', {
          amount: '1',
          userAddress: userAddress(),
          from: 'x',
          to: NATIVE,
        }),
      400,
      'Invalid from: not an eip155 CAIP-10 account',
    ],
    [
      'allowance on the local chain',
      () =>
        get('/v1/convert/allowance', {
          tokenAddress: `${LOCAL}:${token}`,
          userAddress: user.address,
        }),
      400,
      'Network not supported for Swaps',
    ],
    [
      'allowance of a token on one chain for a user on another',
      () =>
        get('/v1/convert/allowance', {
          tokenAddress: TOKEN(),
          userAddress: `eip155:10:${user.address}`,
        }),
      400,
      'Invalid request: tokenAddress and userAddress must be on the same chain',
    ],
    [
      'allowance of a bad token address',
      () =>
        get('/v1/convert/allowance', { tokenAddress: 'eip155:1:0x12', userAddress: user.address }),
      400,
      'Invalid tokenAddress',
    ],
    [
      'allowance with a bad user address',
      () => get('/v1/convert/allowance', { tokenAddress: TOKEN(), userAddress: '0x12' }),
      400,
      'Invalid userAddress',
    ],
    [
      'allowance of an address that is not an ERC-20',
      () =>
        get('/v1/convert/allowance', {
          tokenAddress: `${MAINNET}:${user.address}`,
          userAddress: user.address,
        }),
      400,
      `is not an ERC-20 contract on ${MAINNET}`,
    ],
    [
      'build-approve of the native currency',
      () =>
        get('/v1/convert/build-approve', { userAddress: userAddress(), from: NATIVE, to: TOKEN() }),
      400,
      'the native currency needs no approval',
    ],
    [
      'build-approve on the local chain',
      () =>
        get('/v1/convert/build-approve', {
          userAddress: user.address,
          from: `${LOCAL}:${token}`,
          to: `${LOCAL}:${NATIVE_TOKEN_ADDRESS}`,
        }),
      400,
      'Network not supported for Swaps',
    ],
    [
      'build-approve with an amount over 2^256-1',
      () =>
        get('/v1/convert/build-approve', {
          userAddress: userAddress(),
          from: TOKEN(),
          to: NATIVE,
          amount: (maxUint256 + 1n).toString(),
        }),
      400,
      'Invalid amount',
    ],
    [
      'build-transaction on the local chain',
      () =>
        app.request(
          '/v1/convert/build-transaction',
          postJson({
            amount: '1',
            from: `${LOCAL}:${token}`,
            to: `${LOCAL}:${NATIVE_TOKEN_ADDRESS}`,
            userAddress: user.address,
          }),
        ),
      400,
      'Network not supported for Swaps',
    ],
    [
      'build-transaction with a bad slippage',
      () =>
        app.request(
          '/v1/convert/build-transaction',
          postJson({
            amount: '1',
            eip155: { slippage: 'high' },
            from: TOKEN(),
            to: NATIVE,
            userAddress: userAddress(),
          }),
        ),
      400,
      'Invalid eip155.slippage',
    ],
    [
      'build-transaction with a body that is not JSON',
      () => app.request('/v1/convert/build-transaction', postJson('{not json')),
      400,
      'The request body must be JSON',
    ],
    [
      'build-transaction with a body over 64 KiB',
      () => app.request('/v1/convert/build-transaction', postJson({ pad: 'x'.repeat(70_000) })),
      413,
      'The request body is larger than',
    ],
    [
      'prices in another currency',
      () => app.request('/v1/fungible/price', postJson({ currency: 'eur', addresses: [] })),
      400,
      'Invalid currency: only usd is supported, not eur',
    ],
    [
      'prices without addresses',
      () => app.request('/v1/fungible/price', postJson({ currency: 'usd' })),
      400,
      'Missing field: addresses',
    ],
    [
      'prices of 101 tokens',
      () =>
        app.request(
          '/v1/fungible/price',
          postJson({ currency: 'usd', addresses: Array.from({ length: 101 }, () => NATIVE) }),
        ),
      400,
      'Invalid addresses: more than 100 items',
    ],
    [
      'prices of a plain address',
      () => app.request('/v1/fungible/price', postJson({ currency: 'usd', addresses: [token] })),
      400,
      'Invalid addresses',
    ],
  ];

  it.each(cases)('%s', async (_what, send, status, message) => {
    const response = await send();
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message: string; reasons: { description: string }[] };
    expect(body.message).toContain(message);
    expect(body.reasons[0]?.description).toBe(body.message);
  });
});
