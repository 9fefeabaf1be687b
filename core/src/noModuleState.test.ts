/**
 * State is per instance (STYLE.md): core keeps no mutable state at module level. This reads
 * every source file of core and fails on a top-level `let`/`var` or a top-level collection
 * that could be mutated (Map, Set, WeakMap, a non-frozen array or object literal).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__fixtures__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const MUTABLE_TOP_LEVEL = [
  /^(export\s+)?(let|var)\s/,
  /^(export\s+)?const\s+\w+(\s*:[^=]+)?\s*=\s*new\s+(Map|Set|WeakMap|WeakSet|Array)\b/,
  /^(export\s+)?const\s+\w+(\s*:[^=]+)?\s*=\s*(\[|\{)\s*$/,
];

describe('no module-level mutable state in core', () => {
  const files = sourceFiles(__dirname);

  it('finds the sources it checks', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  /**
   * The exceptions, each with its reason. storage/storagePrefix.ts: the live storage prefixes,
   * per storage backend (a WeakMap keyed by the backend object): what it guards, one
   * `window.localStorage`, is shared by every instance on a page by nature.
   */
  const ALLOWED = ['storage/storagePrefix.ts: const LIVE_PREFIXES'];

  it('has no top-level let, var or mutable collection in any core source file', () => {
    const offences = files.flatMap((file) => {
      const lines = readFileSync(file, 'utf8').split('\n');
      // A literal that spans lines is read-only when its closing line says `as const`.
      const closing = (from: number) => lines.slice(from).find((line) => /^[\]}]/.test(line)) ?? '';
      return lines
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => MUTABLE_TOP_LEVEL.some((pattern) => pattern.test(line)))
        .filter(({ line, index }) => !/\bas const\b|Object\.freeze/.test(line + closing(index + 1)))
        .filter(
          ({ line }) =>
            !ALLOWED.some((allowed) => {
              const [path, start] = allowed.split(': ') as [string, string];
              return relative(__dirname, file) === path && line.startsWith(start);
            }),
        )
        .map(({ line, index }) => `${relative(__dirname, file)}:${index + 1}: ${line.trim()}`);
    });
    expect(offences).toEqual([]);
  });

  it('the check itself catches a top-level let and a top-level Map', () => {
    expect(MUTABLE_TOP_LEVEL.some((pattern) => pattern.test('let counter = 0;'))).toBe(true);
    expect(
      MUTABLE_TOP_LEVEL.some((pattern) =>
        pattern.test('export const cache = new Map<string, number>();'),
      ),
    ).toBe(true);
    expect(MUTABLE_TOP_LEVEL.some((pattern) => pattern.test('  let inside = 1;'))).toBe(false);
  });
});
