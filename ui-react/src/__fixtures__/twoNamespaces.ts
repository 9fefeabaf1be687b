/**
 * Test fixture: a real Portico instance with two chain namespaces, eip155 and solana, so the
 * modal names them "EVM" and "Solana". Their adapters are core's toychain adapter registered
 * under those namespace ids (the viem and Solana adapters need a chain node; what the modal
 * reads is the namespace). The toy wallet (rdns dev.portico.toy) is installed in both, as a
 * multi-chain extension is, with its own key on each side.
 */
import { act } from 'react';
import type { Portico, PorticoOptions } from '@portico/core';
import { createToyChain, type ToyChain } from '../../../core/src/__fixtures__/toyChain';
import { createTestPortico } from '../../../core/src/__fixtures__/instance';
import { defineNetwork } from '../../../core/src/networks/network';

const LOCAL_RPC = 'http://127.0.0.1:9';

export const evmToyNetworks = [
  defineNetwork({
    id: 31337,
    chainNamespace: 'eip155',
    name: 'Toy EVM',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`${LOCAL_RPC}/evm-1`] } },
  }),
  defineNetwork({
    id: 31338,
    chainNamespace: 'eip155',
    name: 'Toy EVM Two',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`${LOCAL_RPC}/evm-2`] } },
  }),
] as const;

export const solanaToyNetwork = defineNetwork({
  id: 'toy-localnet',
  chainNamespace: 'solana',
  name: 'Toy Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [`${LOCAL_RPC}/solana`] } },
});

export interface TwoNamespaces {
  readonly portico: Portico;
  readonly evm: ToyChain;
  readonly solana: ToyChain;
}

/** The instance, once the toy wallet is discovered on both sides. */
export async function twoNamespaces(
  options: Partial<PorticoOptions> = {},
  chain: { readonly connectorType?: 'EXTERNAL' | 'ANNOUNCED' } = {},
): Promise<TwoNamespaces> {
  const evm = createToyChain({ namespace: 'eip155', ...chain });
  const solana = createToyChain({ namespace: 'solana', ...chain });
  const portico = createTestPortico({
    adapters: [evm.plugin, solana.plugin],
    networks: [...evmToyNetworks, solanaToyNetwork],
    ...options,
  });
  for (let tries = 0; tries < 200; tries += 1) {
    const sides = new Set(portico.getConnectors().map((connector) => connector.chain));
    if (sides.has('eip155') && sides.has('solana')) return { portico, evm, solana };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the toy wallet was never discovered on both sides');
}

/** Connects the toy wallet's `namespace` side (that namespace becomes the active one). */
export async function connectSide(portico: Portico, namespace: 'eip155' | 'solana') {
  await act(async () => {
    await portico.connect({ connectorId: 'toy-wallet', namespace });
  });
}
