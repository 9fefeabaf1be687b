import assert from 'node:assert/strict';
import type { IntegrationCase } from '../integrationCase';
import { waitFor } from '../waitFor';

export const NETWORK_CASES: readonly IntegrationCase[] = [
  {
    name: 'switches to a chain the wallet does not know: 4902, wallet_addEthereumChain, then the switch, and the modal network follows',
    async run({ open, chains }) {
      const [first, second] = chains.networks;
      const page = open();
      page.wallet.control.forgetChain(second.id as number);
      await page.connect();
      assert.equal(page.portico.getNetwork('eip155').caipNetworkId, first.caipNetworkId);

      await page.portico.switchNetwork(second);

      const calls = page.requests.filter((method) =>
        ['wallet_switchEthereumChain', 'wallet_addEthereumChain'].includes(method),
      );
      assert.deepEqual(calls, [
        'wallet_switchEthereumChain', // answered 4902
        'wallet_addEthereumChain',
        'wallet_switchEthereumChain',
      ]);
      assert.equal(page.wallet.control.state.chainId, second.id);
      assert.ok(page.wallet.control.state.chains.some((chain) => chain.chainId === second.id));
      const network = page.portico.getNetwork('eip155');
      assert.equal(network.caipNetworkId, second.caipNetworkId);
      assert.equal(network.isUnsupported, false);
      assert.equal(page.portico.getState().selectedNetworkId, second.caipNetworkId);
      assert.ok(
        page.portico.getAccount('eip155')?.caipAddress?.startsWith(`${second.caipNetworkId}:`),
      );
    },
  },
  {
    name: 'opens UnsupportedChain when the user switches the wallet to a chain outside the configured list, and closes it on switching back',
    async run({ open, chains }) {
      const [first, second] = chains.networks;
      const page = open({ networks: [first] });
      await page.connect();
      const unsupported: unknown[] = [];
      page.portico.subscribeEvents((event) => {
        if (event.type === 'UNSUPPORTED_NETWORK') unsupported.push(event.data);
      });

      // The user picks the other chain in the wallet's own UI.
      await page.wallet.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${second.id.toString(16)}` }],
      });
      await waitFor(
        () => page.portico.getState().view === 'UnsupportedChain',
        2_000,
        'the UnsupportedChain view',
      );
      assert.equal(page.portico.getState().open, true);
      assert.equal(page.portico.getNetwork('eip155').isUnsupported, true);
      assert.deepEqual(unsupported, [{ namespace: 'eip155', chainId: String(second.id) }]);

      await page.portico.switchNetwork(first);
      assert.equal(page.wallet.control.state.chainId, first.id);
      assert.equal(page.portico.getNetwork('eip155').isUnsupported, false);
      assert.equal(page.portico.getState().open, false);
    },
  },
];
