/**
 * Swap end to end without the modal: the real server on 127.0.0.1 answering from a real
 * Uniswap v2 exchange on anvil (chain id 1), the viem adapter and the EIP-1193 test wallet.
 * Balances are read on the chain.
 */
import { MESSAGES, type LoadedFeature } from '@portico/core';
import { swap } from './index';
import type { SwapActions } from './swapActions';
import { minimumReceived } from './swapRules';
import type { SwapState } from './swapState';
import { startExchangeOnAnvil, type ExchangeOnAnvil } from './__fixtures__/exchangeOnAnvil';

let stack: ExchangeOnAnvil;
let feature: LoadedFeature<SwapActions, SwapState>;
beforeAll(async () => {
  stack = await startExchangeOnAnvil();
  const connectorId = await (async () => {
    for (let tries = 0; tries < 400; tries += 1) {
      const found = stack.portico
        .getConnectors('eip155')
        .find((c) => c.rdns === stack.wallet.info.rdns);
      if (found) return found.id;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error('the test wallet was never discovered');
  })();
  await stack.portico.connect({ connectorId, namespace: 'eip155' });
  feature = await stack.portico.loadFeature(swap);
}, 60_000);
afterAll(() => stack?.close());

const state = () => feature.state.getState();
const tokenNamed = (symbol: string) => state().tokens.find((t) => t.symbol === symbol)!;

async function quote(from: string, to: string, amount: string) {
  const { actions } = feature;
  await actions.loadTokens(stack.portico);
  actions.pick('source');
  actions.chooseToken(tokenNamed(from));
  actions.pick('to');
  actions.chooseToken(tokenNamed(to));
  actions.setAmount(amount);
  return actions.fetchQuote(stack.portico);
}

/** Waits for the swap's tracker run (state().lastSwap leaves 'pending'). */
async function settled() {
  const deadline = Date.now() + 20_000;
  while (state().lastSwap?.status === 'pending') {
    if (Date.now() > deadline) throw new Error('the swap never settled');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('Swap on a real Uniswap v2 exchange (server, anvil, test wallet)', () => {
  it('ETH for PTT: no approval, the tokens arrive on chain (at least the minimum received)', async () => {
    const [ether, tokens] = [await stack.ether(), await stack.tokens()];
    const quoted = (await quote('ETH', 'PTT', '0.1'))!;
    expect(quoted.toAmount).toBeGreaterThan(0n);
    // The server measures the price impact against the pool's reserves; the quote keeps it.
    expect(typeof quoted.priceImpactBps).toBe('bigint');
    expect(state().allowance).toBeGreaterThan(10n ** 17n); // native: unlimited
    const result = await feature.actions.swap(stack.portico);
    expect(result).toMatchObject({ status: 'swapped' });
    await settled();
    expect(state().lastSwap?.status).toBe('confirmed');
    const gained = (await stack.tokens()) - tokens;
    expect(gained).toBeGreaterThanOrEqual(minimumReceived(quoted.toAmount));
    expect(await stack.ether()).toBeLessThan(ether - 10n ** 17n + 1n);
  }, 30_000);

  it('a refused approval changes nothing on chain; then PTT for ETH with exactly one approval', async () => {
    const sends = () => stack.requests.filter((method) => method === 'eth_sendTransaction').length;
    const tokensBefore = await stack.tokens();
    await quote('PTT', 'ETH', '100');
    expect(state().allowance).toBe(0n);
    stack.wallet.control.rejectNext();
    const asked = sends();
    expect(await feature.actions.swap(stack.portico)).toEqual({ status: 'declined' });
    expect(sends()).toBe(asked + 1); // the approval, refused: nothing after it
    expect(state().error).toBe(MESSAGES.signatureDeclined);
    expect(await stack.tokens()).toBe(tokensBefore);

    const ether = await stack.ether();
    const result = await feature.actions.swap(stack.portico);
    expect(result).toMatchObject({ status: 'swapped' });
    expect(sends()).toBe(asked + 3); // then one approval and the swap
    await settled();
    expect(await stack.tokens()).toBe(tokensBefore - 100n * 10n ** 18n);
    expect(await stack.ether()).toBeGreaterThan(ether);
    // The allowance was spent by the swap: the approval was made out for the amount, once.
    await quote('PTT', 'ETH', '1');
    expect(state().allowance).toBe(0n);
  }, 30_000);
});
