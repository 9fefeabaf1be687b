import {
  CONNECT_TIMEOUT_MS,
  MESSAGES,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_VALIDITY_MS,
  RelayUnreachableError,
  type PairingState,
} from '@portico/core';
import { startPairing, type PairingProposal } from './pairingLoop';

/** A proposal the test settles by hand, as a wallet would by approving or declining it. */
interface ScriptedProposal extends PairingProposal<string> {
  approve(session: string): void;
  decline(error: unknown): void;
  lapse(): void;
  readonly withdrawn: boolean;
}

function scriptedProposal(uri: string): ScriptedProposal {
  let settle: (value: string | undefined) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const approval = new Promise<string | undefined>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  let withdrawn = false;
  return {
    uri,
    approval,
    withdraw() {
      withdrawn = true;
      settle(undefined);
    },
    approve: (session) => settle(session),
    decline: (error) => fail(error),
    lapse: () => settle(undefined),
    get withdrawn() {
      return withdrawn;
    },
  };
}

function scriptedLoop() {
  const proposals: ScriptedProposal[] = [];
  const shown: (PairingState | undefined)[] = [];
  const attempt = startPairing<string>({
    async propose() {
      const proposal = scriptedProposal(`wc:${proposals.length + 1}@2?relay-protocol=irn`);
      proposals.push(proposal);
      return proposal;
    },
    timers: {
      after(ms, fn) {
        const handle = setTimeout(fn, ms);
        return () => clearTimeout(handle);
      },
    },
    show: (pairing) => shown.push(pairing),
  });
  const outcome = attempt.result.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { attempt, proposals, shown, outcome };
}

const REFRESH_MS = PAIRING_VALIDITY_MS - PAIRING_EXPIRY_MARGIN_MS;

describe('pairing loop (fake timers, no relay)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the first pairing, valid 4 minutes, and replaces it with a new uri at 4 min - 10 s', async () => {
    const start = Date.now();
    const { proposals, shown, attempt } = scriptedLoop();
    await jest.advanceTimersByTimeAsync(0);
    expect(shown).toEqual([
      { uri: 'wc:1@2?relay-protocol=irn', expiresAt: start + PAIRING_VALIDITY_MS },
    ]);

    await jest.advanceTimersByTimeAsync(REFRESH_MS - 1);
    expect(proposals).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(proposals).toHaveLength(2);
    expect(shown.at(-1)).toEqual({
      uri: 'wc:2@2?relay-protocol=irn',
      expiresAt: start + REFRESH_MS + PAIRING_VALIDITY_MS,
    });
    // The older proposal stays live (a wallet may have scanned it a moment ago).
    expect(proposals[0]?.withdrawn).toBe(false);
    expect(attempt.settled).toBe(false);

    await jest.advanceTimersByTimeAsync(REFRESH_MS);
    expect(proposals).toHaveLength(3);
    attempt.cancel(new Error('test over'));
  });

  it('an approval of the older proposal still wins: the newer one is withdrawn, the pairing cleared', async () => {
    const { proposals, shown, outcome, attempt } = scriptedLoop();
    await jest.advanceTimersByTimeAsync(REFRESH_MS);
    expect(proposals).toHaveLength(2);

    proposals[0]?.approve('session-from-the-first-qr');
    await expect(outcome).resolves.toEqual({ value: 'session-from-the-first-qr' });
    expect(attempt.settled).toBe(true);
    expect(proposals[1]?.withdrawn).toBe(true);
    expect(proposals[0]?.withdrawn).toBe(false);
    expect(shown.at(-1)).toBeUndefined();

    // Settled: no more refreshes, a later approval changes nothing.
    await jest.advanceTimersByTimeAsync(PAIRING_VALIDITY_MS * 2);
    expect(proposals).toHaveLength(2);
    proposals[1]?.approve('too late');
    await expect(outcome).resolves.toEqual({ value: 'session-from-the-first-qr' });
  });

  it('cancel rejects with the reason, clears the pairing, withdraws every proposal and stops refreshing', async () => {
    const { proposals, shown, outcome, attempt } = scriptedLoop();
    await jest.advanceTimersByTimeAsync(REFRESH_MS);
    const reason = { code: 4001 };
    attempt.cancel(reason);
    await expect(outcome).resolves.toEqual({ error: reason });
    expect(proposals.map((proposal) => proposal.withdrawn)).toEqual([true, true]);
    expect(shown.at(-1)).toBeUndefined();
    await jest.advanceTimersByTimeAsync(PAIRING_VALIDITY_MS * 2);
    expect(proposals).toHaveLength(2);
  });

  it('a proposal that arrives after the attempt was cancelled is withdrawn at once, never shown', async () => {
    let release: (proposal: PairingProposal<string>) => void = () => {};
    const shown: (PairingState | undefined)[] = [];
    const attempt = startPairing<string>({
      propose: () => new Promise((resolve) => (release = resolve)),
      timers: { after: () => () => {} },
      show: (pairing) => shown.push(pairing),
    });
    attempt.cancel(new Error('closed'));
    await expect(attempt.result).rejects.toThrow('closed');
    const late = scriptedProposal('wc:late@2');
    release(late);
    await jest.advanceTimersByTimeAsync(0);
    expect(late.withdrawn).toBe(true);
    expect(shown).toEqual([undefined]);
  });

  it('a wallet that declines any proposal rejects the attempt with its error', async () => {
    const { proposals, outcome, shown } = scriptedLoop();
    await jest.advanceTimersByTimeAsync(REFRESH_MS);
    const declined = { code: 4001, message: 'Connection declined' };
    proposals[0]?.decline(declined);
    await expect(outcome).resolves.toEqual({ error: declined });
    expect(proposals[1]?.withdrawn).toBe(true);
    expect(shown.at(-1)).toBeUndefined();
  });

  it('a proposal that lapses does not end the attempt: the newer one can still be approved', async () => {
    const { proposals, outcome, attempt } = scriptedLoop();
    await jest.advanceTimersByTimeAsync(REFRESH_MS);
    proposals[0]?.lapse();
    await jest.advanceTimersByTimeAsync(0);
    expect(attempt.settled).toBe(false);
    proposals[1]?.approve('session');
    await expect(outcome).resolves.toEqual({ value: 'session' });
  });

  it('a proposal that cannot be made (relay unreachable) rejects the attempt and clears the pairing', async () => {
    const shown: (PairingState | undefined)[] = [];
    const unreachable = new Error('relay unreachable');
    const attempt = startPairing<string>({
      propose: () => Promise.reject(unreachable),
      timers: { after: () => () => {} },
      show: (pairing) => shown.push(pairing),
    });
    await expect(attempt.result).rejects.toBe(unreachable);
    expect(shown).toEqual([undefined]);
  });

  it('a proposal not made within the connect time-out (30000 ms) rejects with the relay error; arriving later, it is withdrawn', async () => {
    expect(CONNECT_TIMEOUT_MS).toBe(30_000);
    const late = scriptedProposal('wc:late@2?relay-protocol=irn');
    let deliver: (proposal: PairingProposal<string>) => void = () => {};
    const shown: (PairingState | undefined)[] = [];
    const attempt = startPairing<string>({
      propose: () => new Promise((resolve) => (deliver = resolve)),
      timers: {
        after(ms, fn) {
          const handle = setTimeout(fn, ms);
          return () => clearTimeout(handle);
        },
      },
      show: (pairing) => shown.push(pairing),
    });
    const outcome = attempt.result.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(attempt.proposing).toBe(true);

    await jest.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS - 1);
    expect(attempt.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(RelayUnreachableError);
    expect((error as Error).message).toBe(MESSAGES.walletConnectRelayUnreachable);
    expect((error as Error).cause).toBeUndefined();
    expect(shown).toEqual([undefined]);

    // The relay answers after all: that pairing is never shown, and the wallet cannot use it.
    deliver(late);
    await jest.advanceTimersByTimeAsync(0);
    expect(late.withdrawn).toBe(true);
    expect(shown).toEqual([undefined]);
    expect(attempt.proposing).toBe(false);
  });

  it('a proposal made in time stops the time-out: the attempt is still waiting for the wallet after it', async () => {
    const { attempt, proposals, shown } = scriptedLoop();
    await jest.advanceTimersByTimeAsync(0);
    expect(proposals).toHaveLength(1);
    expect(attempt.proposing).toBe(false);
    await jest.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(attempt.settled).toBe(false);
    expect(shown).toHaveLength(1);
  });
});
