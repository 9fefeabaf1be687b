import { accessSync, constants } from 'node:fs';

/** Debian's `chromium` package (scripts/setup-system.sh installs it). */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The Chromium the tests drive: `$CHROMIUM_PATH`, else Debian's. Never a downloaded browser. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
}

export function isChromiumInstalled(path = chromiumPath()): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why browser tests should be skipped here, or `undefined` when they must run. They are skipped
 * only when Chromium is missing and CI is not 'true': under CI=true a missing browser fails.
 */
export function chromiumSkipReason(): string | undefined {
  if (isChromiumInstalled() || process.env.CI === 'true') return undefined;
  return (
    `Chromium is not installed at ${chromiumPath()} (npm run setup:system installs Debian's ` +
    '`chromium` as root, or set CHROMIUM_PATH). CI=true makes this a failure.'
  );
}

/**
 * `describe`, or `describe.skip` with a printed reason when Chromium is missing outside CI.
 * Use it for every test file that drives the browser.
 */
export function describeInChromium(name: string, body: () => void): void {
  const reason = chromiumSkipReason();
  if (reason === undefined) {
    describe(name, body);
    return;
  }
  console.warn(`Skipping "${name}": ${reason}`);
  describe.skip(name, body);
}
