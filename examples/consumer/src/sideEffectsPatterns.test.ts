import { filesNamedBy } from './sideEffectsPatterns';

const files = [
  'dist/esm/index.js',
  'dist/esm/connector-BjbERB7O.js',
  'dist/esm/connector-BjbERB7O.js.map',
  'dist/cjs/index.cjs',
  'dist/styles.css',
  'src/di/reflect.ts',
];

describe('filesNamedBy (a sideEffects entry)', () => {
  it('reads a path from the package root, with or without "./"', () => {
    expect(filesNamedBy('./dist/esm/index.js', files)).toEqual(['dist/esm/index.js']);
    expect(filesNamedBy('dist/cjs/index.cjs', files)).toEqual(['dist/cjs/index.cjs']);
  });

  it('lets * stand for a chunk hash within one folder', () => {
    expect(filesNamedBy('./dist/esm/connector-*.js', files)).toEqual([
      'dist/esm/connector-BjbERB7O.js',
    ]);
    expect(filesNamedBy('./dist/*.js', files)).toEqual([]);
  });

  it('matches a pattern without a folder against file names anywhere', () => {
    expect(filesNamedBy('*.css', files)).toEqual(['dist/styles.css']);
  });

  it('names nothing for a file the package does not ship', () => {
    expect(filesNamedBy('./src/di/reflect.ts', files.slice(0, 5))).toEqual([]);
  });
});
