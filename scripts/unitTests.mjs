// `npm run test:unit`: Jest in two runs. Coverage is measured where it is checked, core's
// threshold (jest.config.ts) over core's own tests (they alone cover 97% of core's lines), and
// not over the other 300-odd files: V8's block coverage slowed those by a third to a half (the
// same 431 tests: 19-27 s without it, 28-45 s with it), and CI's minutes are every session's.
// With arguments (`npm run test:unit -- adapters/bitcoin`), one plain Jest run of those.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const jest = join(repoDir, 'node_modules', 'jest', 'bin', 'jest.js');
const args = process.argv.slice(2);

function jestRun(jestArgs, suiteTimesFile) {
  const { status } = spawnSync(process.execPath, [jest, ...jestArgs], {
    cwd: repoDir,
    stdio: 'inherit',
    env: { ...process.env, PORTICO_SUITE_TIMES: suiteTimesFile },
  });
  return status ?? 1;
}

if (args.length > 0) process.exit(jestRun(args, 'suite-times.json'));

const rest = jestRun(
  ['--testPathIgnorePatterns', '/node_modules/', '<rootDir>/core/'],
  'suite-times.json',
);
const core = jestRun(['--coverage', '--roots', '<rootDir>/core'], 'suite-times-core.json');
process.exit(rest !== 0 ? rest : core);
