/**
 * Test fixture: a Portico instance with Swap installed over core's toy chain in the eip155
 * namespace on a network with chain id 1 (the spec's swap networks), its services and RPC
 * URL on the stand-in exchange (standInExchange.ts). The toy wallet records every
 * transaction request (to, value, data); an approval it sends sets the exchange's allowance,
 * as the chain would.
 */
import type { AdapterPlugin, FeaturePlugin, Features, Portico } from '@portico/core';
import { defineNetwork } from '../../../../core/src/networks/network';
import { createTestPortico, whenDiscovered } from '../../../../core/src/__fixtures__/instance';
import { createToyChain, type ToyChain } from '../../../../core/src/__fixtures__/toyChain';
import { swap } from '../index';
import { APPROVE_DATA, type StandInExchange } from './standInExchange';

export interface WalletRequest {
  readonly to: string;
  readonly value: bigint;
  readonly data?: string;
}

export interface SwapToy extends ToyChain {
  /** Every transaction the wallet sent, in order. */
  readonly requests: WalletRequest[];
}

export function toyEthereum(rpcUrl: string, id = 1) {
  return defineNetwork({
    id,
    chainNamespace: 'eip155',
    name: 'Toy Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

export async function swapInstance(
  exchange: StandInExchange,
  options: { plugins?: FeaturePlugin[]; features?: Partial<Features>; chainId?: number } = {},
): Promise<{ portico: Portico; toy: SwapToy }> {
  const toy = createToyChain({ namespace: 'eip155' });
  toy.ledger.set(toy.wallet.address, 5n * 10n ** 18n);
  const requests: WalletRequest[] = [];
  const plugin: AdapterPlugin = {
    ...toy.plugin,
    create(context) {
      const adapter = toy.plugin.create(context);
      return {
        ...adapter,
        async sendTransaction(params) {
          const hash = await adapter.sendTransaction(params);
          requests.push({ to: params.to, value: params.value, data: params.data });
          if (params.data?.startsWith(APPROVE_DATA)) exchange.allowance = 2n ** 256n - 1n;
          return hash;
        },
        async getTokenBalances() {
          return [
            {
              address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
              symbol: 'PTT',
              name: 'Portico Test Token',
              decimals: 18,
              value: 7n * 10n ** 18n,
            },
          ];
        },
      };
    },
  };
  const portico = createTestPortico({
    adapters: [plugin],
    plugins: options.plugins ?? [swap],
    features: options.features ?? {},
    networks: [toyEthereum(exchange.rpcUrl, options.chainId)],
    services: { walletCatalog: exchange.service.url, blockchainApi: exchange.service.url },
  });
  await whenDiscovered(portico, 'toy-wallet');
  return { portico, toy: Object.assign(toy, { requests }) };
}
