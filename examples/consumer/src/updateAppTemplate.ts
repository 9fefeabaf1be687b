// Brings the consumer check's template app up to date with the packages:
//
//   node -r esbuild-register examples/consumer/src/updateAppTemplate.ts
//
// adds to app/package.json every registry package the Portico packages need, then rewrites
// app/package-lock.json starting from the monorepo's lock, so that every version it pins is one
// the root `npm ci` already put in the npm cache (npm keeps a locked version that satisfies).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_TEMPLATE_DIR, readAppManifest, unlistedDependencies } from './appTemplate';
import { npmEnvironment } from './npmEnvironment';
import { REPO_DIR, publishablePackages } from './workspacePackages';

const app = readAppManifest();
const added = unlistedDependencies(publishablePackages(), app);
const sorted = (entries: Record<string, string>) =>
  Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
app.dependencies = sorted({ ...app.dependencies, ...added });
writeFileSync(join(APP_TEMPLATE_DIR, 'package.json'), `${JSON.stringify(app, null, 2)}\n`);

const work = mkdtempSync(join(tmpdir(), 'portico-app-lock-'));
try {
  copyFileSync(join(APP_TEMPLATE_DIR, 'package.json'), join(work, 'package.json'));
  copyFileSync(join(REPO_DIR, 'package-lock.json'), join(work, 'package-lock.json'));
  execFileSync(
    'npm',
    ['install', '--package-lock-only', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: work, env: npmEnvironment(), stdio: 'inherit' },
  );
  copyFileSync(join(work, 'package-lock.json'), join(APP_TEMPLATE_DIR, 'package-lock.json'));
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`app template: added ${Object.keys(added).join(', ') || 'nothing'}; lock rewritten`);
