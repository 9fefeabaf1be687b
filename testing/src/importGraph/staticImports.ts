/**
 * What a page loads with a package's entry: the modules it reaches through static imports
 * (type-only imports are erased and do not count), the packages those import, and the
 * `import()` calls that start lazy chunks. Read from the TypeScript sources, for tests that
 * keep a heavy library out of the page-load code (sign-client, web3.js).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface ModuleImports {
  readonly staticSpecifiers: readonly string[];
  readonly dynamicSpecifiers: readonly string[];
}

function isTypeOnly(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  const named = clause?.namedBindings;
  return Boolean(
    clause?.isTypeOnly ||
    (clause !== undefined &&
      clause.name === undefined &&
      named !== undefined &&
      ts.isNamedImports(named) &&
      named.elements.every((element) => element.isTypeOnly)),
  );
}

/** The specifiers a TypeScript file imports: statically (values only) and with `import()`. */
export function importsOf(file: string): ModuleImports {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022);
  const staticSpecifiers: string[] = [];
  const dynamicSpecifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!isTypeOnly(node)) staticSpecifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      staticSpecifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      dynamicSpecifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { staticSpecifiers, dynamicSpecifiers };
}

const toFile = (from: string, specifier: string) => resolve(dirname(from), `${specifier}.ts`);

export interface PageLoadGraph {
  /** Modules reached statically from the entry, relative to `srcDir`, sorted. */
  readonly modules: readonly string[];
  /** Packages those modules import statically. */
  readonly packages: ReadonlySet<string>;
  /** Modules behind an `import()` of a reached module, relative to `srcDir`. */
  readonly dynamic: readonly string[];
}

/** Walks the static imports from `srcDir`/`entry` (default index.ts). */
export function pageLoadGraph(srcDir: string, entry = 'index.ts'): PageLoadGraph {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const dynamic: string[] = [];
  const pending = [join(srcDir, entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    const { staticSpecifiers, dynamicSpecifiers } = importsOf(file);
    for (const specifier of staticSpecifiers) {
      if (specifier.startsWith('.')) pending.push(toFile(file, specifier));
      else packages.add(specifier);
    }
    for (const specifier of dynamicSpecifiers)
      dynamic.push(relative(srcDir, toFile(file, specifier)));
  }
  return { modules: [...modules].map((file) => relative(srcDir, file)).sort(), packages, dynamic };
}

/** The package's source files (not tests, not fixtures). */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__fixtures__' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The source files of `srcDir` that import a package matching `pattern`, relative, sorted. */
export function importersOf(srcDir: string, pattern: RegExp): string[] {
  return sourceFiles(srcDir)
    .filter((file) => importsOf(file).staticSpecifiers.some((specifier) => pattern.test(specifier)))
    .map((file) => relative(srcDir, file))
    .sort();
}
