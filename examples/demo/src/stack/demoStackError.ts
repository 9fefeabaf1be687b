/** Why the demo stack could not start (a missing build, a seed that went wrong, ...). */
export class DemoStackError extends Error {
  override readonly name = 'DemoStackError';
}
