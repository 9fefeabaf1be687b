/**
 * submitTransfer's handling of what the pool says about a transaction that never reaches a
 * block, which a local chain cannot be made to say on demand: a stand-in for ApiPromise whose
 * signAndSend reports the statuses given (the real one is proven on chopsticks in
 * polkadotChainModule.integration.test.ts). Jest's fake timers drive the inclusion time-out.
 */
import type { ApiPromise } from '@polkadot/api';
import { submitTransfer } from './submitTransfer';

const HASH = `0x${'cd'.repeat(32)}`;

type StatusKind = 'Ready' | 'Broadcast' | 'Invalid' | 'Usurped' | 'Dropped' | 'InBlock';

/** A stand-in ApiPromise: signAndSend reports `kinds` in order, one per call of `next()`. */
function standInApi(kinds: readonly StatusKind[]) {
  let report: ((result: unknown) => void) | undefined;
  const unsubscribed = { count: 0 };
  const result = (kind: StatusKind) => ({
    txHash: { toHex: () => HASH },
    dispatchError: undefined,
    status: {
      type: kind,
      isReady: kind === 'Ready',
      isBroadcast: kind === 'Broadcast',
      isInvalid: kind === 'Invalid',
      isUsurped: kind === 'Usurped',
      isDropped: kind === 'Dropped',
      isInBlock: kind === 'InBlock',
      isFinalized: false,
      asInBlock: { toHex: () => `0x${'01'.repeat(32)}` },
    },
  });
  const api = {
    registry: {},
    rpc: { chain: { getHeader: async () => ({ number: { toNumber: () => 7 } }) } },
    tx: {
      balances: {
        transferKeepAlive: () => ({
          signAndSend: async (_from: string, _options: unknown, callback: typeof report) => {
            report = callback;
            return () => {
              unsubscribed.count += 1;
            };
          },
        }),
      },
    },
  } as unknown as ApiPromise;
  let index = 0;
  return {
    api,
    unsubscribed,
    next() {
      report?.(result(kinds[index]!));
      index += 1;
    },
  };
}

const signer = { signer: {}, isSignerError: () => false };

async function started(kinds: readonly StatusKind[], timeoutMs?: number) {
  const stand = standInApi(kinds);
  const landed: unknown[] = [];
  const sent = submitTransfer({
    api: stand.api,
    from: 'from',
    to: 'to',
    amount: 1n,
    signer,
    onLanded: (hash, landing) => landed.push({ hash, ...landing }),
    ...(timeoutMs !== undefined && { timeoutMs }),
  });
  await Promise.resolve();
  return { ...stand, sent, landed };
}

describe('submitTransfer (a stand-in ApiPromise)', () => {
  it.each(['Invalid', 'Usurped', 'Dropped'] as const)(
    'a transaction the pool reports %s is refused, and the subscription ends',
    async (kind) => {
      const run = await started(['Ready', kind]);
      run.next();
      run.next();
      await expect(run.sent).rejects.toMatchObject({
        code: 'POLKADOT_TRANSACTION_REJECTED',
        message: expect.stringContaining(kind),
      });
      expect(run.unsubscribed.count).toBe(1);
      expect(run.landed).toEqual([]);
    },
  );

  it('in a block: the hash, once its block number is recorded', async () => {
    const run = await started(['Ready', 'InBlock']);
    run.next();
    run.next();
    await expect(run.sent).resolves.toBe(HASH);
    expect(run.landed).toEqual([
      { hash: HASH, blockHash: `0x${'01'.repeat(32)}`, blockNumber: 7, ok: true },
    ]);
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('no block within the wait after the pool took it: an inclusion time-out naming the hash', async () => {
      const run = await started(['Ready'], 1_000);
      run.next();
      let settled = false;
      const outcome = run.sent.catch((error: unknown) => error).finally(() => (settled = true));
      jest.advanceTimersByTime(999);
      await Promise.resolve();
      await Promise.resolve();
      expect(settled).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(outcome).resolves.toMatchObject({
        code: 'POLKADOT_INCLUSION_TIMEOUT',
        hash: HASH,
      });
      expect(run.unsubscribed.count).toBe(1);
    });
  });
});
