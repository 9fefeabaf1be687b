/**
 * The example's two local chains, shared by the app (its networks), the stack that starts
 * them and the test's wallet. Plain data: no DOM and no Node imports.
 */
export const EXAMPLE_CHAINS = Object.freeze([
  Object.freeze({ chainId: 31337, name: 'Portico Local' }),
  Object.freeze({ chainId: 31338, name: 'Portico Local 2' }),
] as const);

export type ExampleChainId = (typeof EXAMPLE_CHAINS)[number]['chainId'];

/** The environment variable that gives the app a chain's RPC URL (Next inlines NEXT_PUBLIC_*). */
export function rpcUrlVariable(chainId: ExampleChainId): string {
  return `NEXT_PUBLIC_PORTICO_RPC_${chainId}`;
}
