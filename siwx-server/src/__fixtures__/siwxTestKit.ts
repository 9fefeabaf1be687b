/**
 * Test fixture: a clock the test moves, and EIP-4361 messages written with viem's
 * createSiweMessage and signed by real keys.
 */
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import type { Address } from 'viem';

export const TEST_DOMAIN = 'app.example.com';
export const TEST_ORIGIN = `https://${TEST_DOMAIN}`;
/** 2026-11-27T02:00:00.000Z */
export const TEST_START_MS = Date.UTC(2026, 10, 27, 2, 0, 0);

export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export function testClock(start = TEST_START_MS): TestClock {
  let time = start;
  return {
    now: () => time,
    advance(ms) {
      time += ms;
    },
  };
}

/** An EIP-4361 text for this account, chain and nonce; fields may be overridden. */
export function siweText(
  address: Address,
  chainId: number,
  nonce: string,
  at: number,
  overrides: Partial<SiweMessage> = {},
): string {
  return createSiweMessage({
    address,
    chainId,
    domain: TEST_DOMAIN,
    uri: TEST_ORIGIN,
    version: '1',
    nonce,
    issuedAt: new Date(at),
    statement: 'Sign in to Example',
    ...overrides,
  });
}
