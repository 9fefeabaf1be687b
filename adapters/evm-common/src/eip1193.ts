/** EIP-1193: the provider a wallet injects or announces. */
export interface Eip1193RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): void;
  removeListener?(event: string, listener: (...args: never[]) => void): void;
}

/** The error shape EIP-1193 and JSON-RPC providers throw. */
export interface ProviderRpcErrorLike {
  readonly code: number;
  readonly message?: string;
  readonly data?: unknown;
}

export function isProviderRpcError(error: unknown): error is ProviderRpcErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'number'
  );
}

/** EIP-1193 and EIP-1474 codes the adapters act on. */
export const PROVIDER_ERROR_CODES = Object.freeze({
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  /** Some wallets answer an unknown chain with 5000 or -32603 instead of 4902. */
  unknownChainAlternatives: [5000, -32603] as readonly number[],
});
