import { MESSAGES, TOKENS, type LoadedFeature, type Portico } from '@portico/core';
import { send } from './index';
import type { SendActions } from './sendActions';
import type { SendState } from './sendState';
import { sendStep } from './sendRules';
import { sendInstance, withStandInTracker } from './__fixtures__/sendInstance';
import { TOY_FEE, TOY_TOKEN, toySolanaNetwork } from './__fixtures__/sendToy';

const instances: Portico[] = [];
afterEach(() => {
  for (const portico of instances.splice(0)) portico.destroy();
});

/** A connected instance with Send loaded; the toasts it raised, in order. */
async function loaded(options: Parameters<typeof sendInstance>[0] = {}) {
  const made = await sendInstance(options);
  instances.push(made.portico);
  // Every toast raised, by any method: spies on the instance's toasts (a replaced toast shows
  // 150 ms later, so the state alone would miss a second one raised at once).
  const toastsApi = made.portico.resolve(TOKENS.toasts);
  const methods = ['show', 'loading', 'success', 'error'] as const;
  for (const method of methods) jest.spyOn(toastsApi, method);
  const raised = () =>
    methods.flatMap((method) =>
      jest.mocked(toastsApi[method]).mock.calls.map((call) => call[call.length - 1] as string),
    );
  await made.portico.connect({ connectorId: 'toy-wallet' });
  jest.clearAllMocks();
  const feature: LoadedFeature<SendActions, SendState> = await made.portico.loadFeature(send);
  await feature.actions.loadTokens(made.portico);
  return { ...made, raised, actions: feature.actions, state: () => feature.state.getState() };
}

/** A receiver the toy chain accepts (CAIP-10's address grammar). */
const RECEIVER = `toy${'ab'.repeat(32)}`;

describe('Send actions', () => {
  it('lists the native currency first, then held tokens; a 0-decimal token is dropped (spec 5)', async () => {
    const { state } = await loaded();
    expect(state().tokens.map((token) => token.symbol)).toEqual(['TOY', 'TKN']);
    expect(state().token?.symbol).toBe('TOY');
    expect(state().nativeBalance).toBe(5_000_000n);
  });

  it('an amount above 2^53 base units reaches the wallet exactly (native and token)', async () => {
    const big = 9_007_199_254_740_993n; // 2^53 + 1: a float would make it ...992
    const { actions, toy, portico } = await loaded({
      toy: (t) => {
        t.ledger.set(t.wallet.address, big * 2n);
        t.tokenLedger.get(TOY_TOKEN.address)!.set(t.wallet.address, big * 10n ** 12n);
      },
    });
    await actions.loadTokens(portico);
    actions.setAmount('9007199254.740993'); // 6 decimals
    await actions.setReceiver(portico, RECEIVER);
    expect(await actions.send(portico)).toMatchObject({ status: 'sent' });
    expect(toy.sends[0]).toEqual({ to: RECEIVER, amount: big });
    expect(toy.ledger.get(RECEIVER)).toBe(big);

    await actions.loadTokens(portico);
    const token = (await actions.loadTokens(portico)).find((t) => t.symbol === 'TKN')!;
    actions.setToken(token);
    actions.setAmount('9007.199254740993'); // 18 decimals: (2^53 + 1) * 10^6 base units
    await actions.setReceiver(portico, RECEIVER);
    expect(await actions.send(portico)).toMatchObject({ status: 'sent' });
    expect(toy.sends[1]).toEqual({
      to: RECEIVER,
      amount: big * 10n ** 6n,
      token: TOY_TOKEN.address,
    });
  });

  it('Max: the native balance less the fee; a token: its full balance', async () => {
    const { actions, state, portico } = await loaded();
    expect(await actions.setMax(portico)).toBe('4.999'); // 5 TOY - 1000 micro-TOY
    expect(state().fee).toBe(TOY_FEE);
    actions.setToken(state().tokens[1]!);
    expect(await actions.setMax(portico)).toBe('5');
  });

  it('a balance in parts (polkadot): Max and the insufficient-funds and gas checks use the transferable part, not the total', async () => {
    const { actions, state, portico } = await loaded({
      toy: (t) => {
        t.transferable = 2_000_000n; // 2 of the 5 TOY can move now
      },
    });
    expect(state().tokens[0]?.balance).toBe(2_000_000n);
    expect(state().nativeBalance).toBe(2_000_000n);
    expect(await actions.setMax(portico)).toBe('1.999'); // 2 TOY - 1000 micro-TOY of fee
    actions.setAmount('3'); // within the total (5), beyond the transferable part
    await actions.setReceiver(portico, RECEIVER);
    expect(sendStep(state())).toBe('insufficientFunds');
    actions.setAmount('2'); // all of it: nothing left for the fee
    expect(sendStep(state())).toBe('insufficientGas');
    actions.setAmount('1.999');
    expect(sendStep(state())).toBe('previewSend');
  });

  it('Max never goes below 0 when the fee is more than the balance', async () => {
    const { actions, portico } = await loaded({ toy: (t) => t.ledger.set(t.wallet.address, 10n) });
    await actions.loadTokens(portico);
    expect(await actions.setMax(portico)).toBe('0');
  });

  it('two sends at once make ONE wallet request (the action guards, not only the button)', async () => {
    const { actions, toy, portico } = await loaded();
    actions.setAmount('1');
    await actions.setReceiver(portico, RECEIVER);
    const [first, second] = [actions.send(portico), actions.send(portico)];
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(toy.wallet.prompts).toBe(2); // connect + one send
    expect(toy.sends).toHaveLength(1);
  });

  it('after the hash: the form is reset, the tracker is awaited, then the balance is read again', async () => {
    const { actions, state, portico: real } = await loaded();
    const refresh = jest.spyOn(real, 'refreshBalance');
    const { portico, tracker } = withStandInTracker(real); // a copy: it carries the spy
    actions.setAmount('1.5');
    await actions.setReceiver(portico, RECEIVER);
    const result = await actions.send(portico);
    expect(result).toMatchObject({ status: 'sent' });
    const hash = (result as { hash: string }).hash;
    expect(state()).toMatchObject({ sendTokenAmount: '', receiverInput: '', sending: false });
    expect(state().lastSent).toEqual({ hash, status: 'pending' });
    // waitFor with its default time-out: the spec's 25 s (SEND_CONFIRMATION_WAIT_MS).
    expect(tracker.waits).toEqual([{ hash }]);
    expect(refresh).not.toHaveBeenCalled();
    tracker.settle('confirmed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(state().lastSent).toEqual({ hash, status: 'confirmed' });
    expect(refresh).toHaveBeenCalledWith('toychain');
  });

  it("raises no 'Transaction started' of its own: as many as core raises for a send by code", async () => {
    const { actions, raised, portico } = await loaded();
    const started = () => raised().filter((text) => text === MESSAGES.transactionStarted).length;
    await portico.sendTransaction({ to: RECEIVER, value: 1n }); // core's own announcement(s)
    await new Promise((resolve) => setTimeout(resolve, 0));
    const byCore = started();
    actions.setAmount('1');
    await actions.setReceiver(portico, RECEIVER);
    expect(await actions.send(portico)).toMatchObject({ status: 'sent' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started() - byCore).toBe(byCore);
  });

  it("a refusal: core's one 'Signature declined', nothing sent, the form kept", async () => {
    const { actions, state, toy, raised, portico } = await loaded();
    actions.setAmount('1');
    await actions.setReceiver(portico, RECEIVER);
    toy.wallet.refusals = 1;
    expect(await actions.send(portico)).toEqual({ status: 'declined' });
    expect(raised()).toEqual([MESSAGES.signatureDeclined]);
    expect(toy.sends).toEqual([]);
    expect(state()).toMatchObject({ sendTokenAmount: '1', receiverAddress: RECEIVER });
    expect(state().error).toBe(MESSAGES.signatureDeclined);
  });

  it("another failure: 'Something went wrong' (EVM and others); the form kept", async () => {
    const { actions, state, toy, raised, portico } = await loaded();
    actions.setAmount('1');
    await actions.setReceiver(portico, RECEIVER);
    toy.failNextSend = new Error('execution reverted');
    expect(await actions.send(portico)).toEqual({
      status: 'failed',
      message: MESSAGES.somethingWentWrong,
    });
    expect(raised()).toEqual([MESSAGES.somethingWentWrong]);
    expect(state().sendTokenAmount).toBe('1');
  });

  describe('on Solana', () => {
    const solana = { chain: { namespace: 'solana' }, networks: [toySolanaNetwork] as const };
    /** A base58 public key (32 bytes): the system program's. */
    const SOLANA_RECEIVER = '11111111111111111111111111111111';

    it("an empty amount or receiver: 'Please enter a valid amount and receiver address'", async () => {
      const { actions, raised, toy, portico } = await loaded(solana);
      expect(await actions.send(portico)).toEqual({
        status: 'invalid',
        message: MESSAGES.solanaSendNeedsAmountAndReceiver,
      });
      expect(raised()).toEqual([MESSAGES.solanaSendNeedsAmountAndReceiver]);
      actions.setAmount('0.001');
      expect(await actions.send(portico)).toEqual({
        status: 'invalid',
        message: MESSAGES.solanaSendNeedsAmountAndReceiver,
      });
      expect(toy.sends).toEqual([]);
    });

    it("a failure: 'Failed to send transaction. Please try again.'", async () => {
      const { actions, raised, toy, portico } = await loaded(solana);
      actions.setAmount('0.001');
      expect(await actions.setReceiver(portico, SOLANA_RECEIVER)).toBe(SOLANA_RECEIVER);
      toy.failNextSend = new Error('Transaction simulation failed');
      expect(await actions.send(portico)).toEqual({
        status: 'failed',
        message: MESSAGES.solanaSendFailed,
      });
      expect(raised()).toEqual([MESSAGES.solanaSendFailed]);
    });
  });

  it('reset empties the form and keeps the token list', async () => {
    const { actions, state, portico } = await loaded();
    actions.setAmount('2');
    await actions.setReceiver(portico, RECEIVER);
    actions.reset();
    expect(state()).toMatchObject({ sendTokenAmount: '', receiverInput: '' });
    expect(state().token).toBeUndefined();
    expect(state().receiverAddress).toBeUndefined();
    expect(state().tokens).toHaveLength(2);
  });
});
