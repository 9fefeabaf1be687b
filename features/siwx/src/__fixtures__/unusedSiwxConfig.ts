import type { SiwxConfig } from '@portico/core';

/**
 * A SiwxConfig whose methods are never expected to run (a TEST DOUBLE): it only switches the
 * 'siwx' feature on (core turns it on exactly when `options.siwx` is set) for tests that
 * install a double of the plugin itself.
 */
export function unusedSiwxConfig(): SiwxConfig {
  const unused = () => Promise.reject(new Error('unusedSiwxConfig: not expected to be called'));
  return {
    createMessage: unused,
    addSession: unused,
    revokeSession: unused,
    setSessions: unused,
    getSessions: unused,
  };
}
