/**
 * The demo's two local chains and its token, shared by the page (networks, wallet) and the
 * Node stack that starts and seeds them. Plain data: no DOM and no Node imports.
 */

export interface DemoChain {
  readonly chainId: number;
  readonly name: string;
}

export const DEMO_CHAINS: readonly [DemoChain, DemoChain] = Object.freeze([
  Object.freeze({ chainId: 31337, name: 'Portico Local' }),
  Object.freeze({ chainId: 31338, name: 'Portico Local 2' }),
]) as readonly [DemoChain, DemoChain];

export const DEMO_NATIVE_CURRENCY = Object.freeze({ name: 'Ether', symbol: 'ETH', decimals: 18 });

/**
 * The demo ERC-20. anvil account 0 deploys it as its first transaction (nonce 0) on each
 * chain, so its address is the same, known one on both: the stack checks it after deploying.
 */
export const DEMO_TOKEN = Object.freeze({
  name: 'Portico Demo Token',
  symbol: 'PDT',
  decimals: 18,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
} as const);

/** Where the page reaches a chain's node: the demo server's proxy, on the page's own origin. */
export function demoRpcPath(chainId: number): string {
  return `/rpc/${chainId}`;
}

/** Where the page reaches the Portico server (wallet catalogue and blockchain data). */
export const DEMO_API_PATH = '/api';
