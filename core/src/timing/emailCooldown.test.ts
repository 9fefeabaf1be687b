/** @jest-environment jsdom */
import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants';
import { EmailCooldownError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';
import { createDefaultStorage } from '../storage/storage';
import { createEmailCooldown, storedEmailLoginTime } from './emailCooldown';

const start = 1_700_000_000_000;

function clock() {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

function refusal(run: () => void): EmailCooldownError | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof EmailCooldownError) return error;
    throw error;
  }
}

beforeEach(() => localStorage.clear());

describe('e-mail login cooldown', () => {
  it('the first attempt is allowed', () => {
    const cooldown = createEmailCooldown(clock());
    expect(() => cooldown.attempt()).not.toThrow();
  });

  it("an attempt within 30 s of the last is refused with 'Please try again after N seconds'", () => {
    expect(EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000);
    const time = clock();
    const cooldown = createEmailCooldown(time);
    cooldown.attempt();
    time.advance(10_000);

    const error = refusal(() => cooldown.attempt());

    expect(error).toBeInstanceOf(EmailCooldownError);
    expect(error?.message).toBe('Please try again after 20 seconds');
    expect(error?.message).toBe(MESSAGES.emailCooldown(20));
    expect(error?.secondsLeft).toBe(20);
  });

  it.each([
    [0, 30],
    [1, 30],
    [999, 30],
    [1_000, 29],
    [1_001, 29],
    [28_999, 2],
    [29_000, 1],
    [29_999, 1],
  ])('after %i ms the remaining seconds are rounded up to %i', (elapsed, seconds) => {
    const time = clock();
    const cooldown = createEmailCooldown(time);
    cooldown.attempt();
    time.advance(elapsed);

    expect(refusal(() => cooldown.check())?.secondsLeft).toBe(seconds);
  });

  it('an attempt 30 s or more after the last is allowed', () => {
    const time = clock();
    const cooldown = createEmailCooldown(time);
    cooldown.attempt();
    time.advance(30_000);

    expect(cooldown.remainingMs()).toBe(0);
    expect(() => cooldown.attempt()).not.toThrow();
  });

  it('a refused attempt does not restart the cooldown', () => {
    const time = clock();
    const cooldown = createEmailCooldown(time);
    cooldown.attempt();
    time.advance(20_000);
    expect(refusal(() => cooldown.attempt())).toBeDefined();

    time.advance(10_000);
    expect(() => cooldown.attempt()).not.toThrow();
  });

  it('check alone never starts a cooldown', () => {
    const cooldown = createEmailCooldown(clock());
    cooldown.check();
    cooldown.check();
    expect(cooldown.remainingMs()).toBe(0);
  });

  it('remainingMs counts down to the next allowed attempt', () => {
    const time = clock();
    const cooldown = createEmailCooldown(time);
    cooldown.attempt();
    time.advance(12_345);
    expect(cooldown.remainingMs()).toBe(17_655);
  });

  it('a last attempt in the future (the clock was set back) does not lock the user out', () => {
    const cooldown = createEmailCooldown({
      now: () => start,
      store: { lastAttemptAt: () => start + 3_600_000, recordAttempt: () => undefined },
    });
    expect(() => cooldown.attempt()).not.toThrow();
  });

  it('two cooldowns share nothing (two Portico instances on one page)', () => {
    const time = clock();
    createEmailCooldown(time).attempt();
    expect(() => createEmailCooldown(time).attempt()).not.toThrow();
  });
});

describe('cooldown persisted under the storage key emailLoginAt (real jsdom localStorage)', () => {
  it('the cooldown survives a page reload', () => {
    const time = clock();
    createEmailCooldown({ ...time, store: storedEmailLoginTime(createDefaultStorage()) }).attempt();
    expect(localStorage.getItem('@portico/emailLoginAt')).toBe(String(start));

    time.advance(5_000);
    const afterReload = createEmailCooldown({
      ...time,
      store: storedEmailLoginTime(createDefaultStorage()),
    });

    expect(refusal(() => afterReload.attempt())?.message).toBe(MESSAGES.emailCooldown(25));
  });

  it('a corrupted stored time is discarded and does not block the attempt', () => {
    localStorage.setItem('@portico/emailLoginAt', '"yesterday"');
    const storage = createDefaultStorage({ warn: () => undefined });
    const cooldown = createEmailCooldown({ ...clock(), store: storedEmailLoginTime(storage) });

    expect(() => cooldown.attempt()).not.toThrow();
    expect(storage.get('emailLoginAt')).toBe(start);
  });
});
