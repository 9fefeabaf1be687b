import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';

/** The repository root: the nearest folder above `from` whose package.json has workspaces. */
function findRepositoryRoot(from = process.cwd()): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) {
      return dir;
    }
    if (dirname(dir) === dir) return from;
  }
}

/** Where screenshots go: `$PORTICO_SCREENSHOT_DIR`, else test-artifacts/screenshots (git-ignored). */
export function screenshotDir(): string {
  return (
    process.env.PORTICO_SCREENSHOT_DIR ??
    join(findRepositoryRoot(), 'test-artifacts', 'screenshots')
  );
}

/** Saves the viewport as `<screenshotDir>/<name>.png` and returns the file's path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`screenshot name must be [A-Za-z0-9_.-]: ${name}`);
  const dir = screenshotDir();
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  return path;
}
