import { MESSAGES, TOKENS, type LoadedFeature } from '@portico/core';
import { withStandInTracker } from '../../send/src/__fixtures__/sendInstance';
import { swap } from './index';
import type { SwapActions } from './swapActions';
import type { SwapState } from './swapState';
import {
  APPROVE_DATA,
  NATIVE,
  PTT,
  ROUTER,
  SWAP_DATA,
  startStandInExchange,
} from './__fixtures__/standInExchange';
import { swapInstance } from './__fixtures__/swapInstance';
import { SWAP_LABELS } from './labels';

const open: { close(): unknown }[] = [];
afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
});

/** A connected instance with Swap loaded over a fresh stand-in exchange, and its toasts. */
async function loaded(options: { chainId?: number } = {}) {
  const exchange = await startStandInExchange();
  open.push(exchange);
  const made = await swapInstance(exchange, options);
  open.push({ close: () => made.portico.destroy() });
  const toastsApi = made.portico.resolve(TOKENS.toasts);
  const methods = ['show', 'loading', 'success', 'error'] as const;
  await made.portico.connect({ connectorId: 'toy-wallet' });
  for (const method of methods) jest.spyOn(toastsApi, method);
  const raised = () =>
    methods.flatMap((method) =>
      jest.mocked(toastsApi[method]).mock.calls.map((call) => call[0] as string),
    );
  const feature: LoadedFeature<SwapActions, SwapState> = await made.portico.loadFeature(swap);
  await feature.actions.loadTokens(made.portico);
  const { portico, tracker } = withStandInTracker(made.portico);
  return {
    ...made,
    exchange,
    portico,
    tracker,
    raised,
    actions: feature.actions,
    state: () => feature.state.getState(),
  };
}

/** Sets the pair and the amount and reads the quote. */
async function quoted(made: Awaited<ReturnType<typeof loaded>>, from: string, amount: string) {
  const { actions, state, portico } = made;
  const token = (address: string) => state().tokens.find((t) => t.address === address)!;
  actions.pick('source');
  actions.chooseToken(token(from));
  actions.pick('to');
  actions.chooseToken(token(from === NATIVE ? PTT : NATIVE));
  actions.setAmount(amount);
  await actions.fetchQuote(portico);
}

/** Polls `check` until it holds (5 s at most). */
async function until(check: () => boolean) {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Lets the tracker's waiter run (its settle resolves a promise). */
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Swap actions', () => {
  it("lists the exchange's tokens with the account's balances, the native one first", async () => {
    const { state } = await loaded();
    expect(state().tokens.map((t) => [t.symbol, t.balance])).toEqual([
      ['ETH', 5n * 10n ** 18n],
      ['PTT', 7n * 10n ** 18n],
    ]);
    expect(state().sourceToken?.symbol).toBe('ETH');
  });

  it("off the spec's swap networks: 'Network not supported for Swaps', no request sent", async () => {
    const { state, exchange } = await loaded({ chainId: 31337 });
    expect(state().error).toBe(MESSAGES.networkNotSupportedForSwaps);
    expect(state().tokens).toEqual([]);
    expect(exchange.calls('/v1/convert/tokens')).toHaveLength(0);
  });

  it('quotes the amount typed as exact base units, with the block it was read at', async () => {
    const made = await loaded();
    await quoted(made, NATIVE, '0.1');
    expect(made.exchange.calls('/v1/convert/quotes')[0]!.query).toMatchObject({
      amount: '100000000000000000',
      from: NATIVE,
      to: PTT,
      gasPrice: '2000000000',
    });
    expect(made.state().quote).toEqual({
      fromAmount: 10n ** 17n,
      toAmount: 10n ** 19n,
      fromDecimals: 18,
      toDecimals: 18,
      blockNumber: 100n,
    });
    expect(made.state().sourcePriceUsd).toBe('3000');
  });

  it('native sold: no approval; the swap call goes to the wallet as built, then the tracker and the balances', async () => {
    const made = await loaded();
    const refresh = jest.spyOn(made.portico, 'refreshBalance');
    await quoted(made, NATIVE, '0.1');
    const result = await made.actions.swap(made.portico);
    expect(result).toMatchObject({ status: 'swapped' });
    expect(made.toy.requests).toEqual([
      { to: ROUTER, value: 10n ** 17n, data: `${SWAP_DATA}${'00'.repeat(32)}` },
    ]);
    expect(made.state().sourceTokenAmount).toBe('');
    expect(made.tracker.waits.map((w) => w.hash)).toEqual([(result as { hash: string }).hash]);
    made.tracker.settle('confirmed');
    await tick();
    expect(made.state().lastSwap?.status).toBe('confirmed');
    expect(refresh).toHaveBeenCalledWith('eip155');
  });

  it('a token sold with a short allowance: one approval, awaited until confirmed, then the swap', async () => {
    const made = await loaded();
    await quoted(made, PTT, '5');
    expect(made.state().allowance).toBe(0n);
    const run = made.actions.swap(made.portico);
    await until(() => made.tracker.waits.length === 1);
    // The approval is sent and awaited; the swap is not asked for before it is mined.
    expect(made.toy.requests.map((r) => r.data?.slice(0, 10))).toEqual([APPROVE_DATA]);
    expect(made.state().approving).toBe(true);
    made.tracker.settle('confirmed');
    expect(await run).toMatchObject({ status: 'swapped' });
    expect(made.toy.requests.map((r) => r.data?.slice(0, 10))).toEqual([APPROVE_DATA, SWAP_DATA]);
    expect(made.toy.requests[1]).toMatchObject({ to: ROUTER, value: 0n });
    // The next swap of the token: the allowance is enough, no second approval.
    await quoted(made, PTT, '2');
    expect(await made.actions.swap(made.portico)).toMatchObject({ status: 'swapped' });
    expect(made.toy.requests.map((r) => r.data?.slice(0, 10))).toEqual([
      APPROVE_DATA,
      SWAP_DATA,
      SWAP_DATA,
    ]);
  });

  it('two confirms at once make ONE wallet request (the action guards, not only the button)', async () => {
    const made = await loaded();
    await quoted(made, NATIVE, '0.1');
    const [first, second] = [made.actions.swap(made.portico), made.actions.swap(made.portico)];
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(made.toy.requests).toHaveLength(1);
  });

  it("a refusal: core's one 'Signature declined', nothing sent, the form kept", async () => {
    const made = await loaded();
    await quoted(made, NATIVE, '0.1');
    made.toy.wallet.refusals = 1;
    expect(await made.actions.swap(made.portico)).toEqual({ status: 'declined' });
    expect(made.raised().filter((t) => t === MESSAGES.signatureDeclined)).toHaveLength(1);
    expect(made.toy.requests).toEqual([]);
    expect(made.state()).toMatchObject({
      sourceTokenAmount: '0.1',
      swapping: false,
      error: MESSAGES.signatureDeclined,
    });
  });

  it('a quote older than the chain’s latest block is read again before signing', async () => {
    const made = await loaded();
    await quoted(made, NATIVE, '0.1');
    const before = made.exchange.calls('/v1/convert/quotes').length;
    made.exchange.block = 101n;
    expect(await made.actions.swap(made.portico)).toMatchObject({ status: 'swapped' });
    expect(made.exchange.calls('/v1/convert/quotes')).toHaveLength(before + 1);
  });

  it('a quote of the latest block is not read again', async () => {
    const made = await loaded();
    await quoted(made, NATIVE, '0.1');
    const before = made.exchange.calls('/v1/convert/quotes').length;
    expect(await made.actions.swap(made.portico)).toMatchObject({ status: 'swapped' });
    expect(made.exchange.calls('/v1/convert/quotes')).toHaveLength(before);
  });

  it('a new quote below the shown minimum received: nothing signed, the new quote shown', async () => {
    const made = await loaded();
    await quoted(made, NATIVE, '0.1');
    made.exchange.block = 101n;
    made.exchange.rate = 98n; // 2% worse: beyond the 1% slippage tolerance
    expect(await made.actions.swap(made.portico)).toEqual({ status: 'requoted' });
    expect(made.toy.requests).toEqual([]);
    expect(made.state().quote?.toAmount).toBe(98n * 10n ** 17n);
    expect(made.state().error).toBe(SWAP_LABELS.quoteRefreshed);
  });
});
