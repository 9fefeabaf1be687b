/**
 * The local test on-ramp (@portico/testing's startTestOnramp) plugged into the real server on
 * 127.0.0.1 over anvil: the on-ramp routes answer from it, its buy URL opens its page, and
 * "Pay" there moves the native token to the buyer on chain.
 */
import {
  ANVIL_ACCOUNTS,
  startAnvil,
  startTestOnramp,
  TEST_ONRAMP_TEXTS,
  type AnvilInstance,
  type TestOnramp,
} from '@portico/testing';
import { createPublicClient, http, parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startServer, type RunningServer } from '../server';
import { testDatabase } from '../__fixtures__/testDatabase';

const NETWORK = 'portico-local';

let node: AnvilInstance;
let onramp: TestOnramp;
let server: RunningServer;

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  onramp = await startTestOnramp({
    chains: [
      {
        network: NETWORK,
        displayName: 'Portico Local',
        chainId: 31337,
        rpcUrl: node.url,
        symbol: 'ETH',
        nativeName: 'Ether',
        price: 3000,
      },
    ],
    payerPrivateKey: ANVIL_ACCOUNTS[3]!.privateKey,
  });
  server = await startServer({
    config: {
      port: 0,
      database: await testDatabase(),
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          name: 'Portico Local',
          rpcUrl: node.url,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 3000 },
          tokens: [],
        },
      ],
    },
    providers: { onramp: onramp.provider },
    log: () => undefined,
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await onramp?.close();
  await node?.stop();
});

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function balanceOf(address: Address): Promise<bigint> {
  return createPublicClient({ transport: http(node.url) }).getBalance({ address });
}

describe('the test on-ramp behind the server', () => {
  it('lists the local chain’s native token and quotes with a fee inside 1-2%', async () => {
    const options = await (await fetch(`${server.url}/v1/onramp/options`)).json();
    expect(options.purchaseCurrencies).toEqual([
      expect.objectContaining({
        id: 'ETH',
        networks: [expect.objectContaining({ name: NETWORK, chain_id: '31337' })],
      }),
    ]);
    const quote = await (
      await postJson('/v1/onramp/quote', {
        purchaseCurrency: { id: 'ETH' },
        paymentCurrency: { id: 'USD' },
        amount: '300',
        network: NETWORK,
      })
    ).json();
    // 300 USD at 3000 is 0.1 ETH; 1.5% fee leaves 0.0985.
    expect(quote.purchaseAmount).toEqual({ amount: '0.0985', currency: 'ETH' });
    expect(quote.paymentTotal).toEqual({ amount: '300', currency: 'USD' });
  });

  it('its URL opens the marked test page, and Pay sends the native token to the buyer', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address;
    const answer = await postJson('/v1/generators/onrampurl', {
      destinationWallets: [{ address: buyer, blockchains: [NETWORK] }],
      defaultNetwork: NETWORK,
      partnerUserId: buyer,
      defaultExperience: 'buy',
      presetCryptoAmount: 0.25,
    });
    const { url } = (await answer.json()) as { url: string };
    expect(new URL(url).origin).toBe(onramp.url);

    const page = await (await fetch(url)).text();
    expect(page).toContain(TEST_ONRAMP_TEXTS.banner);
    expect(page).toContain(buyer);

    const form = new URLSearchParams({ address: buyer, amount: '0.25', network: NETWORK });
    const paid = await fetch(new URL('/pay', url), { method: 'POST', body: form });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toMatch(/data-testid="transaction">0x[0-9a-f]{64}</);
    expect(await balanceOf(buyer)).toBe(parseEther('0.25'));
  });

  it('refuses a pay request that is not an address, an offered network or a sane amount, sending nothing', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address;
    for (const fields of [
      { address: 'not-an-address', amount: '1', network: NETWORK },
      { address: buyer, amount: '1', network: 'mainnet' },
      { address: buyer, amount: '11', network: NETWORK },
      { address: buyer, amount: '0', network: NETWORK },
      { address: buyer, amount: '1e3', network: NETWORK },
    ]) {
      const answer = await fetch(`${onramp.url}/pay`, {
        method: 'POST',
        body: new URLSearchParams(fields),
      });
      expect(answer.status).toBe(400);
    }
    expect(await balanceOf(buyer)).toBe(0n);
  });
});
