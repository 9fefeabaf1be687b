/** Reading the params of the relay's JSON-RPC requests; a bad one is answered with -32602. */
export type Params = Record<string, unknown>;
export class InvalidParamsError extends Error {}

export function requireString(params: Params, key: string): string {
  const value = params[key];
  if (typeof value !== 'string' || value.length === 0) {
    throw new InvalidParamsError(`${key} must be a non-empty string`);
  }
  return value;
}

export function requireStrings(params: Params, key: string): string[] {
  const value = params[key];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.length > 0)) {
    throw new InvalidParamsError(`${key} must be an array of strings`);
  }
  return value as string[];
}

export function optionalNumber(params: Params, key: string): number | undefined {
  const value = params[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function optionalString(params: Params, key: string): string | undefined {
  const value = params[key];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
