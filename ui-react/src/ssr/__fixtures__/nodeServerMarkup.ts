/**
 * Test fixture: the buttons' server markup as a real Node process renders it (no window, no
 * document), for the jsdom hydration test. esbuild bundles printServerMarkup.tsx inside the
 * child process (esbuild refuses to run under jsdom), which then runs the bundle.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const REPO_ROOT = resolve(__dirname, '../../../..');
const ENTRY = resolve(__dirname, 'printServerMarkup.tsx');

const CHILD_SCRIPT = `
const esbuild = require('esbuild');
const Module = require('node:module');
esbuild
  .build({
    entryPoints: [${JSON.stringify(ENTRY)}],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
    tsconfig: 'tsconfig.json',
  })
  .then((result) => {
    const bundle = new Module('server-markup.js');
    bundle.paths = Module._nodeModulePaths(process.cwd());
    bundle._compile(result.outputFiles[0].text, 'server-markup.js');
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
`;

export function serverMarkupFromNode(): string {
  return execFileSync(process.execPath, ['-e', CHILD_SCRIPT], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
