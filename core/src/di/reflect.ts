// tsyringe checks for Reflect metadata when it is imported. @abraham/reflection is the smallest
// polyfill that satisfies it (about 0.7 KiB gzip, against 3+ KiB for reflect-metadata). This
// module must be imported before tsyringe; it exists so that order is written down once.
//
// Core's package.json names only its shipped files in `sideEffects`, so a bundler that reads
// core from its sources (the demo, the bench apps) treats this module as free of side effects
// and drops it unless one of its exports is really used. container.ts calls the function below
// on every instance: a call, which no bundler can drop, keeps this module and its import.
import '@abraham/reflection';

/** True once the polyfill has installed Reflect's metadata functions. */
export function reflectMetadataReady(): boolean {
  return typeof Reflect === 'object' && 'getMetadata' in Reflect;
}
