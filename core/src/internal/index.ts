// @portico/core/internal: parts of core that Portico's own UI bindings use and apps should
// not. No semver promise: they change with core. @portico/react reads the state a server
// renders from them (ui-react/src/hydration).
export { initialState } from '../state/initialState';
export { createInstanceReaders } from '../readers/instanceReaders';
