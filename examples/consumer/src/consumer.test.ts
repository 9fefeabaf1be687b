// The consumer check: the publishable packages, packed as `npm publish` would ship them and
// installed into a fresh Vite + React 18 + TypeScript app (examples/consumer/app, copied to a
// temporary folder), work there as an app developer uses them. Needs `npm run build` first
// (`npm test` builds before Jest runs). One pack and one install serve every test below.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unlistedDependencies, versionsMissingFromRootLock } from './appTemplate';
import {
  type CommandResult,
  type PackedPackage,
  installApp,
  packPackages,
  run,
} from './consumerApp';
import { readmeSnippets } from './readmeSnippets';
import { filesNamedBy } from './sideEffectsPatterns';
import { REPO_DIR, type WorkspacePackage, publishablePackages } from './workspacePackages';

// Modules a package imports for their side effect alone: a bundler must keep the files that
// import them, so the package's `sideEffects` must name those files.
const SIDE_EFFECT_MODULES = ['@abraham/reflection'];
const STEP_TIMEOUT_MS = 10 * 60_000;

const packages: WorkspacePackage[] = publishablePackages();
const durations: string[] = [];
const compiledSnippets: string[] = [];
let fragmentCount = 0;
let workDir = '';
let appDir = '';
let packed: PackedPackage[] = [];

async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await step();
  } finally {
    durations.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** The README's blocks that are whole programs, as files of the app's src/readme/. */
function writeReadmeSnippets(): void {
  const folder = join(appDir, 'src', 'readme');
  mkdirSync(folder, { recursive: true });
  const readmes = ['README.md', ...packages.map(({ folder }) => `${folder}/README.md`)];
  for (const readme of readmes.filter((path) => existsSync(join(REPO_DIR, path)))) {
    for (const snippet of readmeSnippets(readFileSync(join(REPO_DIR, readme), 'utf8'))) {
      if (snippet.fragment) {
        fragmentCount += 1;
        continue;
      }
      // tsc names the file: <README's folder>_README_L<line of its first code line>.
      const prefix = readme.replace(/\/?README\.md$/, '').replace(/\//g, '-') || 'root';
      const file = `${prefix}_README_L${snippet.line}.${snippet.language}`;
      writeFileSync(join(folder, file), snippet.code);
      compiledSnippets.push(file);
    }
  }
}

/** A failure shows the command's output in the diff. */
function expectSuccess(result: CommandResult): void {
  const { command, code, output } = result;
  expect({ command, code, output: code === 0 ? '' : output }).toEqual({
    command,
    code: 0,
    output: '',
  });
}

function installedFile(name: string, file: string): string {
  return readFileSync(join(appDir, 'node_modules', name, file), 'utf8');
}

beforeAll(async () => {
  const unbuilt = packages.filter(({ folder }) => !existsSync(join(REPO_DIR, folder, 'dist')));
  if (unbuilt.length > 0) {
    throw new Error(
      `run \`npm run build\` first: no dist/ in ${unbuilt.map(({ folder }) => folder).join(', ')}`,
    );
  }
  const started = performance.now();
  workDir = mkdtempSync(join(tmpdir(), 'portico-consumer-'));
  appDir = join(workDir, 'app');
  packed = await timed('pack', () => packPackages(packages, join(workDir, 'tarballs')));
  await timed('install', () => installApp(packed, appDir));
  writeReadmeSnippets();
  durations.push(`setup ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(
    [
      'Tarballs (npm pack):',
      ...packed.map(
        ({ name, size, unpackedSize }) =>
          `  ${name.padEnd(30)} ${kib(size).padStart(10)} packed, ${kib(unpackedSize)} unpacked`,
      ),
      `  total ${kib(packed.reduce((sum, { size }) => sum + size, 0))} packed`,
    ].join('\n'),
  );
}, STEP_TIMEOUT_MS);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  console.log(
    `Consumer check: ${durations.join(', ')}; README snippets: ${compiledSnippets.length} ` +
      `compiled, ${fragmentCount} fragments`,
  );
});

describe('the packed packages in a fresh Vite + React 18 + TypeScript app', () => {
  it('packs every publishable package, each with a README', () => {
    expect(packed.map(({ name }) => name).sort()).toEqual(
      packages.map(({ manifest }) => manifest.name).sort(),
    );
    for (const { name, files } of packed)
      expect({ name, files }).toMatchObject({
        name,
        files: expect.arrayContaining(['README.md', 'package.json']),
      });
  });

  it('the template app lists every registry package they need, locked at versions of the root lock (in the npm cache)', () => {
    // Fix: node -r esbuild-register examples/consumer/src/updateAppTemplate.ts
    expect(unlistedDependencies(packages)).toEqual({});
    expect(versionsMissingFromRootLock()).toEqual([]);
  });

  it('publishes every Portico package another one depends on, and asks for Portico peers by range', () => {
    const published = new Set(packed.map(({ name }) => name));
    for (const { manifest } of packages) {
      const portico = Object.entries({
        ...manifest.dependencies,
        ...manifest.peerDependencies,
      }).filter(([name]) => name.startsWith('@portico/'));
      for (const [name, range] of portico) {
        expect({ from: manifest.name, name, published: published.has(name) }).toEqual({
          from: manifest.name,
          name,
          published: true,
        });
        // An exact version ("0.1.0") blocks upgrading the packages together without ERESOLVE.
        expect({ from: manifest.name, name, range }).not.toMatchObject({
          range: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        });
      }
    }
  });

  it('names in sideEffects only shipped files, among them every file that imports a polyfill', () => {
    for (const { name, files } of packed) {
      const sideEffects = packages.find(({ manifest }) => manifest.name === name)!.manifest
        .sideEffects;
      const scripts = files.filter((file) => /\.(c|m)?js$/.test(file));
      const withPolyfill = scripts.filter((file) =>
        SIDE_EFFECT_MODULES.some((module) => installedFile(name, file).includes(`'${module}'`)),
      );
      if (!Array.isArray(sideEffects)) {
        expect({ name, sideEffects, withPolyfill }).toEqual({
          name,
          sideEffects,
          withPolyfill: [],
        });
        continue;
      }
      for (const pattern of sideEffects) {
        expect({ name, pattern, names: filesNamedBy(pattern, files).length > 0 }).toEqual({
          name,
          pattern,
          names: true,
        });
      }
      const named = new Set(sideEffects.flatMap((pattern) => filesNamedBy(pattern, files)));
      expect({ name, unnamed: withPolyfill.filter((file) => !named.has(file)) }).toEqual({
        name,
        unnamed: [],
      });
    }
  });

  it('guards every entry point against `any` with a line that must not compile', () => {
    const guard = readFileSync(join(appDir, 'src', 'typesAreNotAny.ts'), 'utf8');
    const guarded = new Set([...guard.matchAll(/from '([^']+)'/g)].map((match) => match[1]));
    const entryPoints = packages.flatMap(({ manifest }) =>
      Object.keys(manifest.exports ?? {})
        .filter((key) => !/\.(css|json)$/.test(key))
        .map((key) => (key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`)),
    );
    expect(entryPoints.filter((entry) => !guarded.has(entry))).toEqual([]);
    const directives = guard.match(/^\/\/ @ts-expect-error/gm) ?? [];
    expect(directives.length).toBeGreaterThanOrEqual(entryPoints.length);
  });

  it("compiles the README snippets that are whole programs, the root README's React app among them", () => {
    expect(compiledSnippets).toContainEqual(expect.stringMatching(/^root_README_L\d+\.tsx$/));
  });

  it.each([
    ['bundler', 'tsconfig.json'],
    ['nodenext', 'tsconfig.nodenext.json'],
  ])(
    'tsc --noEmit passes under moduleResolution %s: the app, the README snippets, and the wrong lines fail',
    async (_resolution, tsconfig) => {
      const result = await timed(`tsc ${tsconfig}`, () =>
        run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', tsconfig], appDir),
      );
      expectSuccess(result);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'vite build passes',
    async () => {
      const result = await timed('vite build', () =>
        run(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], appDir),
      );
      expectSuccess(result);
      expect(existsSync(join(appDir, 'dist', 'index.html'))).toBe(true);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'Node can import and require every entry point of every package',
    async () => {
      const result = await timed('node entry points', () =>
        run(process.execPath, ['loadEntryPoints.mjs'], appDir),
      );
      expectSuccess(result);
      const report = JSON.parse(result.stdout) as { checked: string[]; failures: unknown[] };
      expect(report.failures).toEqual([]);
      const expected = packages.flatMap(({ manifest }) =>
        Object.keys(manifest.exports ?? {}).map((key) =>
          key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`,
        ),
      );
      expect(report.checked.sort()).toEqual(expected.sort());
    },
    STEP_TIMEOUT_MS,
  );
});
