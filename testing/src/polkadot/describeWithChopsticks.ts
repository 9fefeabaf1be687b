/**
 * The guard of every test file that runs the local Polkadot chain. At collection time it makes
 * sure chopsticks is installed (tools/chopsticks, `npm ci` once per clone, one Jest worker at a
 * time), then registers Jest's `describe`. Where it cannot be installed (no registry, no npm),
 * the tests are skipped with one message saying why; under CI=true that is a failure instead.
 * Start the chain in the body's `beforeAll` (once per file), stop it in `afterAll`.
 */
import { ensureChopsticksSync } from './chopsticksInstall';

/** Why chopsticks cannot run here, or undefined when it is installed. */
export function chopsticksUnavailableReason(): string | undefined {
  try {
    ensureChopsticksSync();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function describeWithChopsticks(title: string, body: () => void): void {
  const reason = chopsticksUnavailableReason();
  if (reason === undefined) {
    describe(title, body);
    return;
  }
  if (process.env.CI === 'true') {
    describe(title, () => {
      test('chopsticks is installed (tools/chopsticks)', () => {
        throw new Error(`chopsticks cannot run: ${reason}`);
      });
    });
    return;
  }
  console.warn(
    `Skipping "${title}": chopsticks cannot run here (${reason.split('\n')[0]}). ` +
      'CI=true makes this a failure.',
  );
  describe.skip(title, body);
}
