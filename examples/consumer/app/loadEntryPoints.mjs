// Run by the consumer check inside the installed app: Node loads every entry point (every key
// of every `exports` map) of every installed @portico package, with `import` and with
// `require`. A stylesheet or package.json must resolve to a shipped file. Prints a JSON report.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(process.cwd(), 'package.json'));
const scope = join(process.cwd(), 'node_modules', '@portico');

/** What is wrong with one entry point, or undefined. */
async function problemWith(key, specifier) {
  if (key.endsWith('.css') || key.endsWith('.json')) {
    const file = require.resolve(specifier);
    return existsSync(file) ? undefined : `resolves to ${file}, which does not exist`;
  }
  const imported = await import(specifier);
  if (Object.keys(imported).length === 0) return 'import gave no exports';
  const required = require(specifier);
  if (Object.keys(required).length === 0) return 'require gave no exports';
  return undefined;
}

const checked = [];
const failures = [];
for (const folder of readdirSync(scope).sort()) {
  const manifest = JSON.parse(readFileSync(join(scope, folder, 'package.json'), 'utf8'));
  for (const key of Object.keys(manifest.exports ?? {})) {
    const specifier = key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`;
    const problem = await problemWith(key, specifier).catch((error) => String(error?.stack));
    if (problem) failures.push({ specifier, problem });
    else checked.push(specifier);
  }
}

console.log(JSON.stringify({ checked, failures }));
