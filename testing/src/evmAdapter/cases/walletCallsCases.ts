import assert from 'node:assert/strict';
import { MESSAGES } from '@portico/core';
import { CALLS_STATUS, type CallsStatus } from '../../evm/walletCalls';
import { freshAddress, isChainKey, type IntegrationCase } from '../integrationCase';
import { waitFor } from '../waitFor';

const CAPABILITIES = {
  atomic: { status: 'ready' },
  paymasterService: { supported: true },
} as const;

export const WALLET_CALLS_CASES: readonly IntegrationCase[] = [
  {
    name: 'parses wallet_getCapabilities into capabilities by chain',
    async run({ open }) {
      const page = open();
      const { address } = await page.connect();
      assert.ok(page.adapter.getCapabilities, 'the adapter reads capabilities');
      page.wallet.control.setCapabilities(31337, CAPABILITIES);
      const capabilities = await page.adapter.getCapabilities({
        connector: await page.connector(),
        address,
      });
      assert.ok(page.requests.includes('wallet_getCapabilities'));
      const byChain = (chainId: number) =>
        Object.entries(capabilities).find(([key]) => isChainKey(key, chainId))?.[1];
      assert.deepEqual(byChain(31337), CAPABILITIES);
      assert.deepEqual(byChain(31338), { atomic: { status: 'supported' } });
    },
  },
  {
    name: `gives '${MESSAGES.errorParsingCapabilities}' when wallet_getCapabilities answers a non-object (answer replaced in a provider wrapper: the test wallet always answers well)`,
    async run({ open }) {
      const page = open({ replacedAnswers: { wallet_getCapabilities: 'atomic' } });
      const { address } = await page.connect();
      assert.ok(page.adapter.getCapabilities, 'the adapter reads capabilities');
      const connector = await page.connector();
      await assert.rejects(page.adapter.getCapabilities({ connector, address }), {
        message: MESSAGES.errorParsingCapabilities,
      });
    },
  },
  {
    name: 'sends a batch with wallet_sendCalls whose transfers all land on chain',
    async run({ open, onChain, chains }) {
      const page = open();
      const { address } = await page.connect();
      assert.ok(page.adapter.sendCalls, 'the adapter sends calls');
      const [first, second] = [freshAddress(), freshAddress()];
      const id = await page.adapter.sendCalls({
        connector: await page.connector(),
        network: chains.networks[0],
        from: address,
        calls: [
          { to: first, value: 1n },
          { to: second, value: 2n },
        ],
      });
      const status = async () =>
        (
          (await page.wallet.request({
            method: 'wallet_getCallsStatus',
            params: [id],
          })) as CallsStatus
        ).status;
      await waitFor(async () => (await status()) === CALLS_STATUS.confirmed, 5_000, 'the batch');
      assert.equal(await onChain(0).getBalance({ address: first }), 1n);
      assert.equal(await onChain(0).getBalance({ address: second }), 2n);
    },
  },
  {
    name: `refuses wallet_sendCalls with a call target not starting with 0x ('${MESSAGES.sendCallsTargetNot0x}') before asking the wallet`,
    async run({ open, chains }) {
      const page = open();
      const { address } = await page.connect();
      assert.ok(page.adapter.sendCalls, 'the adapter sends calls');
      const target = freshAddress().slice(2);
      await assert.rejects(
        page.adapter.sendCalls({
          connector: await page.connector(),
          network: chains.networks[0],
          from: address,
          calls: [
            { to: freshAddress(), value: 1n },
            { to: target, value: 1n },
          ],
        }),
        { message: MESSAGES.sendCallsTargetNot0x },
      );
      assert.ok(!page.requests.includes('wallet_sendCalls'), 'the wallet was not asked');
    },
  },
];
