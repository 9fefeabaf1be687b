// `npm test`'s steps before Jest, side by side: the Debian packages (scripts/setup-system.sh),
// lint and format, types, and the packages' build. Each is single-threaded for most of its time
// (eslint, tsc, apt-get), so on two cores running them together takes about as long as the
// longest one instead of the sum. Each step's output is printed whole when it ends, with its
// time, so the log reads as if they had run one after another. Exits 1 if any step failed.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The npm scripts run here, by name (package.json says what each does). */
const STEPS = ['setup:system', 'lint', 'typecheck', 'build'];

function run(script) {
  const started = Date.now();
  return new Promise((resolveRun) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: repoDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `\n${error.message}\n`));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`;
      process.stdout.write(`\n=== npm run ${script}: ${verdict} in ${seconds} s\n${output}`);
      resolveRun(code === 0);
    });
  });
}

const results = await Promise.all(STEPS.map(run));
const failed = STEPS.filter((_, index) => !results[index]);
if (failed.length > 0) {
  process.stdout.write(`\nchecks failed: ${failed.map((step) => `npm run ${step}`).join(', ')}\n`);
  process.exit(1);
}
