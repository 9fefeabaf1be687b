import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * What a page loads with `walletConnect()`: the modules index.ts reaches through static imports
 * (type-only imports are erased and do not count). sign-client must not be among them: it is
 * behind the one `import()` of the session module.
 */
const SRC = __dirname;
const SESSION_MODULE = 'session/walletConnectSession.ts';

interface ModuleImports {
  readonly staticSpecifiers: string[];
  readonly dynamicSpecifiers: string[];
}

function importsOf(file: string): ModuleImports {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022);
  const staticSpecifiers: string[] = [];
  const dynamicSpecifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause !== undefined &&
          clause.name === undefined &&
          named !== undefined &&
          ts.isNamedImports(named) &&
          named.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes) staticSpecifiers.push(node.moduleSpecifier.text);
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

/** Every module index.ts loads statically, and the packages they import. */
function pageLoadGraph() {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const dynamic: string[] = [];
  const pending = [join(SRC, 'index.ts')];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    const { staticSpecifiers, dynamicSpecifiers } = importsOf(file);
    for (const specifier of staticSpecifiers) {
      if (specifier.startsWith('.')) pending.push(toFile(file, specifier));
      else packages.add(specifier);
    }
    for (const specifier of dynamicSpecifiers) {
      dynamic.push(relative(SRC, toFile(file, specifier)));
    }
  }
  return { modules: [...modules].map((file) => relative(SRC, file)).sort(), packages, dynamic };
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__fixtures__' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('what a page loads for walletConnect()', () => {
  it("no @walletconnect package: only @portico/core and this package's small modules", () => {
    const { modules, packages } = pageLoadGraph();
    expect([...packages]).toEqual(['@portico/core']);
    expect(modules).not.toContain(SESSION_MODULE);
    expect(modules.filter((module) => module.startsWith('session/'))).toEqual([]);
  });

  it('the session module comes in through one import(), and it alone imports sign-client', () => {
    expect(pageLoadGraph().dynamic).toEqual([SESSION_MODULE]);
    const importers = sourceFiles(SRC)
      .filter((file) =>
        importsOf(file).staticSpecifiers.some((specifier) =>
          specifier.startsWith('@walletconnect/'),
        ),
      )
      .map((file) => relative(SRC, file));
    expect(importers).toEqual([SESSION_MODULE]);
  });
});
