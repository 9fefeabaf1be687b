import { chromium, type Browser } from 'playwright-core';
import { chromiumPath, isChromiumInstalled } from './chromiumBinary';
import chromiumFlags from './chromiumFlags.json';

/**
 * Chromium's flags for tests on this machine (see /work/shared/LOCAL-INFRA.md "Browser"): no
 * sandbox (root in a container), no GPU, no QUIC, no background traffic, and a resolver that
 * knows only the loopback names, so nothing can leave the machine even if a route is missed.
 * Playwright gives every launch a fresh temporary profile (user-data dir) and removes it on
 * close. The list is chromiumFlags.json, which bench/pageLoad.mjs (plain JavaScript) reads too.
 */
export const CHROMIUM_FLAGS: readonly string[] = chromiumFlags;

export class ChromiumNotInstalledError extends Error {
  constructor(path: string) {
    super(
      `Chromium not found at ${path}: run \`npm run setup:system\` as root (installs Debian's ` +
        'chromium) or set CHROMIUM_PATH. Browsers are never downloaded.',
    );
    this.name = 'ChromiumNotInstalledError';
  }
}

export interface LaunchChromiumOptions {
  /** More flags, after CHROMIUM_FLAGS. */
  extraArgs?: readonly string[];
}

/** Launches the local Chromium (`$CHROMIUM_PATH` or /usr/bin/chromium) with CHROMIUM_FLAGS. */
export async function launchChromium(options: LaunchChromiumOptions = {}): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!isChromiumInstalled(executablePath)) throw new ChromiumNotInstalledError(executablePath);
  return chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...(options.extraArgs ?? [])],
  });
}
