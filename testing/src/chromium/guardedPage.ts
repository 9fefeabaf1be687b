import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { guardOffMachineRequests } from './offMachineGuard';
import { clearPageProblems, collectPageProblems, type PageProblems } from './pageProblems';

/** A page in its own context, with the off-machine guard and the problem collectors on. */
export interface GuardedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Requests that tried to leave the machine (aborted). */
  readonly blockedRequests: string[];
  readonly problems: PageProblems;
  /** Everything a healthy page leaves empty, in one object for one `toEqual` assertion. */
  health(): PageHealth;
  /** Forgets the problems seen so far (after a step that logs an expected error). */
  clearProblems(): void;
  close(): Promise<void>;
}

export interface PageHealth {
  blockedRequests: string[];
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
}

/** The value `health()` returns for a page where nothing went wrong. */
export const HEALTHY_PAGE: Readonly<PageHealth> = Object.freeze({
  blockedRequests: [],
  consoleErrors: [],
  pageErrors: [],
  cspViolations: [],
});

/**
 * Opens a new context and page in `browser` (options: viewport, reducedMotion, colorScheme,
 * ...). Service workers are blocked so every request goes through the guard.
 */
export async function openGuardedPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<GuardedPage> {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  const blockedRequests = await guardOffMachineRequests(context);
  const problems = await collectPageProblems(context);
  const page = await context.newPage();
  return {
    context,
    page,
    blockedRequests,
    problems,
    health: () => ({
      blockedRequests: [...blockedRequests],
      consoleErrors: [...problems.consoleErrors],
      pageErrors: [...problems.pageErrors],
      cspViolations: [...problems.cspViolations],
    }),
    clearProblems: () => clearPageProblems(problems),
    close: () => context.close(),
  };
}
