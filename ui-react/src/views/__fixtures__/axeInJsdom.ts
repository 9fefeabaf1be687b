import axe from 'axe-core';

/**
 * axe's violations on the document, as "rule: html" lines. Colour contrast needs layout, and
 * `region` a whole page: the Chromium tests check both on the demo.
 */
export async function axeViolationsInJsdom(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' ')}`,
  );
}
