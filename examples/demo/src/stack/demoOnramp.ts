/**
 * The demo's on-ramp: @portico/testing's local test provider (startTestOnramp), so Buy can be
 * completed offline. Its page is on 127.0.0.1, marked "Test provider — no real money"; "Pay"
 * sends the demo chains' ETH from anvil dev account 3 (funded by anvil, used by nothing else
 * in the demo) to the buyer. The Portico server gets it as its on-ramp provider.
 */
import {
  ANVIL_ACCOUNTS,
  startTestOnramp,
  type AnvilInstance,
  type TestOnramp,
} from '@portico/testing';
import { DEMO_CHAINS, DEMO_NATIVE_CURRENCY } from '../demoChains';

/** The on-ramp's network names for the demo chains: 'portico-local', 'portico-local-2'. */
export function demoOnrampNetwork(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** Starts the test on-ramp over the demo's anvil nodes; `cleanups` gets its stop. */
export async function startDemoOnramp(
  nodes: readonly AnvilInstance[],
  priceUsd: number,
  cleanups: (() => Promise<void>)[],
  log: (line: string) => void,
): Promise<TestOnramp> {
  const onramp = await startTestOnramp({
    chains: nodes.map((node, index) => {
      const name = DEMO_CHAINS[index]!.name;
      return {
        network: demoOnrampNetwork(name),
        displayName: name,
        chainId: node.chainId,
        rpcUrl: node.url,
        symbol: DEMO_NATIVE_CURRENCY.symbol,
        nativeName: DEMO_NATIVE_CURRENCY.name,
        price: priceUsd,
      };
    }),
    payerPrivateKey: ANVIL_ACCOUNTS[3]!.privateKey,
  });
  cleanups.push(() => onramp.close());
  log(`test on-ramp (no real money): ${onramp.url}`);
  return onramp;
}
