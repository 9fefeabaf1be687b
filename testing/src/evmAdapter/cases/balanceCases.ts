import assert from 'node:assert/strict';
import { erc20Abi } from '../../evm/erc20/artifact';
import type { Address } from 'viem';
import type { IntegrationCase } from '../integrationCase';

export const BALANCE_CASES: readonly IntegrationCase[] = [
  {
    name: 'reads the native balance in wei, equal to the node, with the network decimals and symbol',
    async run({ open, onChain, chains }) {
      const page = open();
      const { address } = await page.connect();
      const balance = await page.adapter.getBalance({ address, network: chains.networks[0] });
      assert.equal(balance.value, await onChain(0).getBalance({ address: address as Address }));
      assert.equal(balance.decimals, 18);
      assert.equal(balance.symbol, 'ETH');
    },
  },
  {
    name: 'reads the ERC-20 balances of options.tokens in base units, with symbol and decimals read from the contract',
    async run({ open, onChain, chains }) {
      const [first] = chains.networks;
      const page = open({
        adapterOptions: { tokens: { [first.caipNetworkId]: [{ address: chains.token }] } },
      });
      const { address } = await page.connect();
      assert.ok(page.adapter.getTokenBalances, 'the adapter reads token balances');
      const tokens = await page.adapter.getTokenBalances({ address, network: first });
      const onChainValue = await onChain(0).readContract({
        address: chains.token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address as Address],
      });
      assert.equal(tokens.length, 1);
      assert.equal(tokens[0]!.address.toLowerCase(), chains.token.toLowerCase());
      assert.equal(tokens[0]!.symbol, 'PTT');
      assert.equal(tokens[0]!.decimals, 18);
      assert.equal(tokens[0]!.value, onChainValue);
      assert.ok(onChainValue > 0n, 'the wallet holds tokens, so a zero would be caught');
    },
  },
];
