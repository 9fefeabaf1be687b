import type { BrowserContext } from 'playwright-core';

/** What went wrong in a context's pages; tests assert every list is empty. */
export interface PageProblems {
  /** console.error messages, with their source location. CSP violations show up here too. */
  readonly consoleErrors: string[];
  /** Uncaught exceptions and unhandled rejections in the pages. */
  readonly pageErrors: string[];
  /** `securitypolicyviolation` events: the CSP directive and what it blocked. */
  readonly cspViolations: string[];
}

const CSP_BINDING = '__porticoTestCspViolation';

/** Reports each CSP violation to the test (init scripts run before the page, outside its CSP). */
function listenForCspViolations(bindingName: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (text: string) => void>)[bindingName];
    report?.(
      `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ` +
        `at ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
    );
  });
}

/**
 * Starts recording the console errors, uncaught page errors and CSP violations of every page of
 * `context`. Call before opening pages. The lists are live.
 */
export async function collectPageProblems(context: BrowserContext): Promise<PageProblems> {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [] };
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    problems.consoleErrors.push(`${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    problems.pageErrors.push(error.stack ?? `${error.name}: ${error.message}`);
  });
  await context.exposeBinding(CSP_BINDING, (_source, text: string) => {
    problems.cspViolations.push(text);
  });
  await context.addInitScript(listenForCspViolations, CSP_BINDING);
  return problems;
}

/** Empties the lists (between steps of one test, after an expected error). */
export function clearPageProblems(problems: PageProblems): void {
  problems.consoleErrors.length = 0;
  problems.pageErrors.length = 0;
  problems.cspViolations.length = 0;
}
