// @portico/testing/import-graph: the static import graph of a package's sources, for tests
// that keep a heavy library out of page-load code (Node only; it loads TypeScript).
export {
  importersOf,
  importsOf,
  pageLoadGraph,
  sourceFiles,
  type ModuleImports,
  type PageLoadGraph,
} from './importGraph/staticImports';
