import assert from 'node:assert/strict';
import { ACCOUNT_PROMPT_METHODS } from '../walletSession';
import type { IntegrationCase } from '../integrationCase';

const asked = (requests: readonly string[], methods: readonly string[]) =>
  requests.filter((method) => methods.includes(method));

export const CONNECTION_CASES: readonly IntegrationCase[] = [
  {
    name: 'connects to the announced wallet after its prompt: connected account with the CAIP address of the wallet chain',
    async run({ open, chains }) {
      const page = open();
      const events: string[] = [];
      page.portico.subscribeEvents((event) => events.push(event.type));
      const account = await page.connect();

      const [walletAddress] = page.wallet.control.state.accounts;
      assert.equal(account.status, 'connected');
      assert.equal(account.address.toLowerCase(), walletAddress!.toLowerCase());
      assert.equal(account.caipAddress, `eip155:31337:${account.address}`);
      assert.equal(
        page.portico.getNetwork('eip155').caipNetworkId,
        chains.networks[0].caipNetworkId,
      );
      assert.ok(events.includes('CONNECT_SUCCESS'), 'CONNECT_SUCCESS was emitted');
      assert.ok(asked(page.requests, ACCOUNT_PROMPT_METHODS).length > 0, 'the wallet was asked');
      assert.equal(page.wallet.control.state.authorized, true);
    },
  },
  {
    name: 'reconnects after a reload (new instance, same storage, new window) to the same account without prompting the wallet',
    async run({ open }) {
      const first = open();
      const { address } = await first.connect();
      first.close();

      // The reloaded page must not prompt: every prompt is refused from now on, and the
      // page's wallet requests are recorded.
      first.wallet.control.rejectAll(true);
      try {
        const reloaded = open({ wallet: first.wallet, storage: first.storage });
        await reloaded.portico.ready;
        const account = reloaded.portico.getAccount('eip155');
        assert.equal(account?.status, 'connected');
        assert.equal(account?.address, address);
        assert.deepEqual(asked(reloaded.requests, ACCOUNT_PROMPT_METHODS), []);
        assert.ok(reloaded.requests.includes('eth_accounts'), 'the accounts were read, not asked');
      } finally {
        first.wallet.control.rejectAll(false);
      }
    },
  },
];
