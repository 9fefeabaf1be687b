// tsyringe checks for Reflect metadata when it is imported. @abraham/reflection is the smallest
// polyfill that satisfies it (about 0.7 KiB gzip, against 3+ KiB for reflect-metadata). This
// module must be imported before tsyringe; it exists so that order is written down once.
// It exports a value that container.ts uses, so that a bundler reading core's
// `"sideEffects": false` cannot drop the import (and with it the polyfill) as unused.
import '@abraham/reflection';

export const REFLECT_METADATA_READY = typeof Reflect === 'object';
