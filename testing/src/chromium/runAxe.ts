import axeCore from 'axe-core';
import type { Page } from 'playwright-core';

/** The rule sets every view must pass: WCAG 2.0 and 2.1 A and AA, and axe's best practices. */
export const AXE_TAGS: readonly string[] = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'best-practice',
];

export interface AxeViolationNode {
  target: string[];
  html: string;
  failureSummary: string;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeViolationNode[];
}

export interface RunAxeOptions {
  /** A CSS selector: check only this part of the page (default: the whole document). */
  include?: string;
}

/**
 * Runs axe-core in `page` with AXE_TAGS and returns the violations. axe's source goes in by
 * DevTools evaluation (`page.evaluate` of the source text), which the page's
 * Content-Security-Policy does not govern, so a strict CSP stays on and unbroken: a
 * `<script>` tag (`page.addScriptTag`) would be refused by it.
 */
export async function runAxe(page: Page, options: RunAxeOptions = {}): Promise<AxeViolation[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(`${axeCore.source}\n;void 0`);
  return page.evaluate(
    async ({ include, tags }) => {
      type AxeRunner = {
        run(
          context: unknown,
          options: unknown,
        ): Promise<{
          violations: {
            id: string;
            impact?: string | null;
            help: string;
            helpUrl: string;
            nodes: { target: unknown[]; html: string; failureSummary?: string }[];
          }[];
        }>;
      };
      const axe = (window as unknown as { axe: AxeRunner }).axe;
      const result = await axe.run(include ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        helpUrl: violation.helpUrl,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String),
          html: node.html,
          failureSummary: node.failureSummary ?? '',
        })),
      }));
    },
    { include: options.include, tags: [...AXE_TAGS] },
  );
}

/** The violations as readable text for a failure message; '' when there are none. */
export function formatAxeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    at ${node.target.join(' ')}\n      ${node.html}\n` +
            `      ${node.failureSummary.replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
    })
    .join('\n\n');
}
