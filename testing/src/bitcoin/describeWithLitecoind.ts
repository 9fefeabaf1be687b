/**
 * The guard of every test file that runs the local Bitcoin chain: Jest's `describe` where
 * litecoind is installed (or must be: under CI=true a missing litecoind fails the tests), else
 * `describe.skip` with one message saying what to install.
 */
import { findLitecoind } from './litecoind';

/** `describe` or `describe.skip`; `what` names the skipped tests in the message. */
export function describeWithLitecoind(what: string): jest.Describe {
  if (findLitecoind() !== undefined || process.env.CI === 'true') return describe;
  console.warn(
    `Skipping ${what}: litecoind is not installed ` +
      '(Debian: apt-get install litecoind, or scripts/setup-system.sh). CI=true makes this a failure.',
  );
  return describe.skip;
}
