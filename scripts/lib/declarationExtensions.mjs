// tsc writes declarations with the specifiers of the sources: `from './portico'`. Inside a
// `"type": "module"` package, TypeScript's `moduleResolution: "nodenext"` (Node's own rules)
// cannot follow such a specifier, and every type behind it silently becomes `any`. This rewrites
// each relative specifier in the emitted .d.ts files to the file Node would load:
// './portico' -> './portico.js', './contracts' -> './contracts/index.js'. "bundler" resolution
// reads both forms, so one set of declarations serves both.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// A comment (left as it is), or `from '...'`, `import '...'` and `import('...')` with a relative
// specifier (quote kept apart).
const COMMENT_OR_RELATIVE_SPECIFIER =
  /(\/\*[\s\S]*?\*\/|\/\/[^\n]*)|(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?(?:\/[^'"]*)?)\3/g;
const HAS_EXTENSION = /\.(?:js|cjs|mjs|json)$/;

function declarationFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return declarationFiles(path);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function withExtension(file, specifier) {
  if (HAS_EXTENSION.test(specifier)) return specifier;
  const base = join(dirname(file), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${relative(process.cwd(), file)}: no declaration for '${specifier}'`);
}

/** Rewrites every .d.ts under `folder` in place; returns how many specifiers it changed. */
export function addDeclarationExtensions(folder) {
  let changed = 0;
  for (const file of declarationFiles(folder)) {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(
      COMMENT_OR_RELATIVE_SPECIFIER,
      (match, comment, keyword, quote, specifier) => {
        if (comment) return match;
        const target = withExtension(file, specifier);
        if (target === specifier) return match;
        changed += 1;
        return `${keyword}${quote}${target}${quote}`;
      },
    );
    if (next !== text) writeFileSync(file, next);
  }
  return changed;
}
