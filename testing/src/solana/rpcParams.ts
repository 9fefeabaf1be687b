import { decodeBase58 } from './rpcBase58';

/** JSON-RPC error codes the server answers with (Solana's RPC uses the same ones). */
export const RPC_PARSE_ERROR = -32700;
export const RPC_INVALID_REQUEST = -32600;
export const RPC_METHOD_NOT_FOUND = -32601;
export const RPC_INVALID_PARAMS = -32602;
export const RPC_INTERNAL_ERROR = -32603;
/** Solana: preflight simulation failed (web3.js reads `data.logs` into SendTransactionError). */
export const RPC_SEND_TRANSACTION_PREFLIGHT_FAILURE = -32002;
/** Solana: the caller did not say it reads versioned transactions (`maxSupportedTransactionVersion`). */
export const RPC_UNSUPPORTED_TRANSACTION_VERSION = -32015;

/** An error the server answers as a JSON-RPC error object instead of a result. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

export function invalidParams(message: string): RpcError {
  return new RpcError(RPC_INVALID_PARAMS, `Invalid params: ${message}`);
}

export type Params = readonly unknown[];
export type Config = Readonly<Record<string, unknown>>;

/** JSON-RPC params as a list: Solana's methods take positional params only. */
export function positionalParams(params: unknown): Params {
  if (params === undefined || params === null) return [];
  if (Array.isArray(params)) return params;
  throw invalidParams('params must be an array');
}

export function requireString(value: unknown, name: string): string {
  if (typeof value !== 'string') throw invalidParams(`${name} must be a string`);
  return value;
}

function requireBase58(value: unknown, name: string, length: number, what: string): string {
  const text = requireString(value, name);
  const bytes = text.length > 2 * length ? undefined : decodeBase58(text);
  if (bytes?.length !== length) {
    throw invalidParams(
      `${name} is not a valid ${what} (base58, ${length} bytes): "${text.slice(0, 100)}"`,
    );
  }
  return text;
}

/** A base58 public key of exactly 32 bytes (the only kind LiteSVM may be given). */
export function requireAddress(value: unknown, name: string): string {
  return requireBase58(value, name, 32, 'address');
}

export function requireSignature(value: unknown, name: string): string {
  return requireBase58(value, name, 64, 'signature');
}

export function requireBlockhash(value: unknown, name: string): string {
  return requireBase58(value, name, 32, 'blockhash');
}

/** An optional config object (the last positional param of most methods). */
export function optionalConfig(value: unknown, name = 'config'): Config {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParams(`${name} must be an object`);
  }
  return value as Config;
}

export function requireNonNegativeInteger(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalidParams(`${name} must be a non-negative integer`);
  }
  return value;
}

export function optionalBoolean(value: unknown, name: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalidParams(`${name} must be a boolean`);
  return value;
}

/** `value` when it is one of `allowed`, `fallback` when absent; -32602 otherwise. */
export function optionalChoice<T extends string>(
  value: unknown,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return value as T;
  throw invalidParams(`${name} must be one of ${allowed.join(', ')}`);
}

/** Bytes of an encoded transaction or message (`base64`, or Solana's older default `base58`). */
export function decodeWireBytes(
  value: unknown,
  name: string,
  encoding: 'base58' | 'base64',
): Uint8Array {
  const text = requireString(value, name);
  if (encoding === 'base58') {
    const bytes = decodeBase58(text);
    if (bytes === undefined) throw invalidParams(`${name} is not valid base58`);
    return bytes;
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) {
    throw invalidParams(`${name} is not valid base64`);
  }
  return Uint8Array.from(Buffer.from(text, 'base64'));
}
