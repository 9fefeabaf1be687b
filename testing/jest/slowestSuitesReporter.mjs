// A Jest reporter that prints, at the end of a run, the slowest test files with their times, so
// every CI log says where the minutes went (jest.config.ts adds it beside the default reporter).
// Plain JavaScript: Jest loads reporters without transforming them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SHOWN = 10;

export default class SlowestSuitesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const suites = results.testResults
      .map((suite) => ({
        path: relative(this.rootDir, suite.testFilePath),
        seconds: (suite.perfStats.end - suite.perfStats.start) / 1000,
      }))
      .sort((a, b) => b.seconds - a.seconds);
    if (suites.length === 0) return;
    // Every file's time, for whoever plans the next speed-up (test-artifacts/ is not in git);
    // scripts/unitTests.mjs names a file per run.
    const artifacts = join(this.rootDir, 'test-artifacts');
    mkdirSync(artifacts, { recursive: true });
    const file = process.env.PORTICO_SUITE_TIMES || 'suite-times.json';
    writeFileSync(join(artifacts, file), JSON.stringify(suites, null, 1));
    const lines = suites
      .slice(0, SHOWN)
      .map(({ path, seconds }) => `  ${seconds.toFixed(1).padStart(7)} s  ${path}`);
    const wall = (Date.now() - results.startTime) / 1000;
    process.stdout.write(
      `\nThe ${Math.min(SHOWN, suites.length)} slowest test files (wall time of the run ${wall.toFixed(0)} s):\n${lines.join('\n')}\n`,
    );
  }
}
