/**
 * Core's adapter conformance kit on the shared EVM adapter, over the test-only viem library
 * (the real bindings run it in their own packages), on two local chains with a real wallet.
 */
import { describeAdapterConformance } from '@portico/core/testing';
import { createTestWallet, startAnvilPair, type AnvilInstance } from '@portico/testing';
import { verifyMessage, type Address, type Hex } from 'viem';
import { TEST_WALLET_RDNS } from './__fixtures__/adapterHarness';
import { createTestWindow, localNetwork } from './__fixtures__/localChain';
import { createViemTestLibrary } from './__fixtures__/viemTestLibrary';
import { createEvmAdapterPlugin } from './evmAdapter';

let nodes: [AnvilInstance, AnvilInstance] | undefined;

beforeAll(async () => {
  nodes = await startAnvilPair([31337, 31338]);
});
afterAll(async () => {
  await Promise.all(nodes?.map((node) => node.stop()) ?? []);
});

describeAdapterConformance('shared EVM adapter (test viem library)', () => {
  const [one, two] = nodes!;
  const wallet = createTestWallet({
    chains: [one, two].map((node) => ({ chainId: node.chainId, rpcUrl: node.url })),
  });
  const window = createTestWindow();
  wallet.announceEip6963(window);
  return {
    plugin: createEvmAdapterPlugin(createViemTestLibrary(), { window }),
    networks: [localNetwork(one), localNetwork(two)],
    connectorId: TEST_WALLET_RDNS,
    transfer: { to: '0x000000000000000000000000000000000000dEaD', value: 1000n },
    verifySignature: ({ address, message, signature }) =>
      verifyMessage({ address: address as Address, message, signature: signature as Hex }),
  };
});
