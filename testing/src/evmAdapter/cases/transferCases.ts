import assert from 'node:assert/strict';
import { erc20Abi } from '../../evm/erc20/artifact';
import { decodeFunctionData, type Address, type Hash } from 'viem';
import { freshAddress, type IntegrationCase } from '../integrationCase';

/** 18-decimal amounts a user may type, and the base units they must become, exactly. */
const EXACT_AMOUNTS = [
  { text: '0.000000000000000001', units: 1n },
  { text: '123456789.123456789', units: 123_456_789_123_456_789_000_000_000n },
] as const;

const NATIVE_AMOUNTS = [EXACT_AMOUNTS[0], { text: '1.25', units: 1_250_000_000_000_000_000n }];

export const TRANSFER_CASES: readonly IntegrationCase[] = [
  ...NATIVE_AMOUNTS.map(({ text, units }): IntegrationCase => ({
    name: `sends '${text}' ETH typed by the user: exactly ${units} wei in the transaction and at the recipient on chain, and the sender pays it plus gas`,
    async run({ open, onChain, chains }) {
      const page = open();
      const { address } = await page.connect();
      const to = freshAddress();
      const value = page.adapter.parseUnits(text, 18);
      assert.equal(value, units);

      const hash = (await page.adapter.sendTransaction({
        connector: await page.connector(),
        network: chains.networks[0],
        from: address,
        to,
        value,
      })) as Hash;
      const chain = onChain(0);
      const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      assert.equal(receipt.status, 'success');
      assert.equal((await chain.getTransaction({ hash })).value, units);
      assert.equal(await chain.getBalance({ address: to }), units);
      const from = address as Address;
      const before = await chain.getBalance({
        address: from,
        blockNumber: receipt.blockNumber - 1n,
      });
      const after = await chain.getBalance({ address: from, blockNumber: receipt.blockNumber });
      assert.equal(before - after, units + receipt.gasUsed * receipt.effectiveGasPrice);
    },
  })),
  ...EXACT_AMOUNTS.map(({ text, units }): IntegrationCase => ({
    name: `transfers '${text}' PTT typed by the user through writeContract: exactly ${units} base units in the call and moved on chain`,
    async run({ open, onChain, chains }) {
      const page = open();
      const { address } = await page.connect();
      assert.ok(page.adapter.writeContract, 'the adapter writes contracts');
      const to = freshAddress();
      const amount = page.adapter.parseUnits(text, 18);
      assert.equal(amount, units);

      const hash = (await page.adapter.writeContract({
        connector: await page.connector(),
        network: chains.networks[0],
        from: address,
        contract: chains.token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, amount],
      })) as Hash;
      const chain = onChain(0);
      const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      assert.equal(receipt.status, 'success');
      const { input } = await chain.getTransaction({ hash });
      const call = decodeFunctionData({ abi: erc20Abi, data: input });
      assert.equal(call.functionName, 'transfer');
      assert.deepEqual(call.args, [to, units]);

      const balanceOf = (owner: Address, blockNumber?: bigint) =>
        chain.readContract({
          address: chains.token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
          blockNumber,
        });
      assert.equal(await balanceOf(to), units);
      const from = address as Address;
      const before = await balanceOf(from, receipt.blockNumber - 1n);
      assert.equal(before - (await balanceOf(from, receipt.blockNumber)), units);
    },
  })),
];
