import assert from 'node:assert/strict';
import { encodeFunctionData, type Address, type Hash, type Hex } from 'viem';
import { ANVIL_ACCOUNTS } from '../../evm/anvilAccounts';
import { erc20Abi } from '../../evm/erc20/artifact';
import { freshAddress, type IntegrationCase, type IntegrationContext } from '../integrationCase';
import { rawRpc } from '../rpcTestServers';

/**
 * The adapter's grace for a hash its node does not know (EVM_UNKNOWN_GRACE_MS of
 * @portico/adapter-evm-common, 60 s): repeated here so that a change to it is a decision.
 */
const UNKNOWN_GRACE_MS = 60_000;
/** An arbitrary fixed time for the injected clock. */
const SENT_AT = Date.UTC(2026, 10, 26, 12);

/** The price per gas the adapter must use, read from the chain: 2 × base fee + tip (EIP-1559). */
async function maxFeePerGas(url: string): Promise<bigint> {
  const block = (await rawRpc(url, 'eth_getBlockByNumber', ['latest', false])) as {
    baseFeePerGas: Hex;
  };
  const tip = BigInt((await rawRpc(url, 'eth_maxPriorityFeePerGas')) as Hex);
  return 2n * BigInt(block.baseFeePerGas) + tip;
}

/** A page with its clock under the test's hand: `clock.now` is what the adapter reads. */
function openWithClock(open: IntegrationContext['open']) {
  const clock = { now: SENT_AT };
  const page = open({ adapterOptions: { now: () => clock.now } });
  return { page, clock };
}

export const FEE_AND_STATUS_CASES: readonly IntegrationCase[] = [
  {
    name: 'estimateFee of an ETH send is its gas times 2 x base fee + tip, and covers what the mined send paid',
    async run({ open, onChain, chains }) {
      const page = open();
      const { address } = await page.connect();
      const send = {
        connector: await page.connector(),
        network: chains.networks[0],
        from: address,
        to: freshAddress(),
        value: 10n ** 15n,
      };
      assert.ok(page.adapter.estimateFee, 'the adapter estimates fees');
      const url = chains.nodes[0].url;
      const price = await maxFeePerGas(url);
      const fee = await page.adapter.estimateFee(send);
      assert.equal(fee, 21_000n * price);

      const hash = (await page.adapter.sendTransaction(send)) as Hash;
      const receipt = await onChain(0).waitForTransactionReceipt({ hash, pollingInterval: 20 });
      assert.equal(receipt.gasUsed, 21_000n);
      assert.ok(
        receipt.gasUsed * receipt.effectiveGasPrice <= fee,
        'the send paid more than Max left',
      );
    },
  },
  {
    name: 'estimateFee of an ERC-20 send prices transfer(to, amount) on the token contract, and covers what the mined transfer paid',
    async run({ open, onChain, chains }) {
      const page = open();
      const { address } = await page.connect();
      const to = freshAddress();
      const amount = 2_500_000_000_000_000_000n;
      const send = {
        connector: await page.connector(),
        network: chains.networks[0],
        from: address,
        to,
        token: { address: chains.token, decimals: 18, symbol: 'PTT' },
        amount,
      };
      const url = chains.nodes[0].url;
      const gas = BigInt(
        (await rawRpc(url, 'eth_estimateGas', [
          {
            from: address,
            to: chains.token,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [to, amount],
            }),
          },
        ])) as Hex,
      );
      const price = await maxFeePerGas(url);
      const fee = await page.adapter.estimateFee!(send);
      assert.equal(fee, gas * price);

      const hash = (await page.adapter.sendToken!(send)) as Hash;
      const receipt = await onChain(0).waitForTransactionReceipt({ hash, pollingInterval: 20 });
      assert.equal(receipt.status, 'success');
      assert.ok(receipt.gasUsed <= gas, 'the transfer used more gas than estimated');
      assert.ok(
        receipt.gasUsed * receipt.effectiveGasPrice <= fee,
        'the transfer paid more than Max left',
      );
    },
  },
  {
    name: 'getTransactionStatus: a mined send is confirmed, a mined transaction that reverted is failed',
    async run({ open, onChain, chains }) {
      const page = open();
      const { address } = await page.connect();
      const network = chains.networks[0];
      const hash = (await page.adapter.sendTransaction({
        connector: await page.connector(),
        network,
        from: address,
        to: freshAddress(),
        value: 1n,
      })) as Hash;
      await onChain(0).waitForTransactionReceipt({ hash, pollingInterval: 20 });
      assert.ok(page.adapter.getTransactionStatus, 'the adapter reads transaction status');
      assert.equal(
        await page.adapter.getTransactionStatus({ network, hash, sentAt: Date.now() }),
        'confirmed',
      );

      // Anvil's second account holds no PTT: transferring some reverts. An explicit gas limit
      // lets the node mine it (no estimate to refuse it first).
      const reverted = (await rawRpc(chains.nodes[0].url, 'eth_sendTransaction', [
        {
          from: ANVIL_ACCOUNTS[1]!.address,
          to: chains.token,
          gas: '0x30000',
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [freshAddress(), 1n],
          }),
        },
      ])) as Hash;
      const receipt = await onChain(0).waitForTransactionReceipt({
        hash: reverted,
        pollingInterval: 20,
      });
      assert.equal(receipt.status, 'reverted');
      assert.equal(
        await page.adapter.getTransactionStatus({ network, hash: reverted, sentAt: Date.now() }),
        'failed',
      );
    },
  },
  {
    name: `getTransactionStatus: a send waiting in the pool (automine off) is pending; once dropped from the pool it is pending for ${UNKNOWN_GRACE_MS} ms after sentAt, then dropped`,
    async run({ open, chains, defer }) {
      const url = chains.nodes[0].url;
      const { page, clock } = openWithClock(open);
      const { address } = await page.connect();
      const network = chains.networks[0];
      await rawRpc(url, 'evm_setAutomine', [false]);
      defer(() => rawRpc(url, 'evm_setAutomine', [true]));
      const hash = (await page.adapter.sendTransaction({
        connector: await page.connector(),
        network,
        from: address,
        to: freshAddress(),
        value: 1n,
      })) as Hash;
      const status = () => page.adapter.getTransactionStatus!({ network, hash, sentAt: SENT_AT });

      clock.now = SENT_AT + 10 * UNKNOWN_GRACE_MS; // long after: the node knows it, so it waits
      assert.equal(await status(), 'pending');

      await rawRpc(url, 'anvil_dropTransaction', [hash]);
      clock.now = SENT_AT + UNKNOWN_GRACE_MS - 1;
      assert.equal(await status(), 'pending');
      clock.now = SENT_AT + UNKNOWN_GRACE_MS;
      assert.equal(await status(), 'dropped');
    },
  },
  {
    name: 'getTransactionStatus: a hash the chain never saw is pending just after sentAt and dropped past the grace; a malformed hash is refused',
    async run({ open, chains }) {
      const { page, clock } = openWithClock(open);
      const network = chains.networks[0];
      const hash = `0x${'ab'.repeat(32)}`;
      const status = (of: string) =>
        page.adapter.getTransactionStatus!({ network, hash: of, sentAt: SENT_AT });
      clock.now = SENT_AT;
      assert.equal(await status(hash), 'pending');
      clock.now = SENT_AT + UNKNOWN_GRACE_MS;
      assert.equal(await status(hash), 'dropped');
      await assert.rejects(status('0x1234'), { name: 'InvalidTransactionHashError' });
      const address = ANVIL_ACCOUNTS[0]!.address as Address;
      await assert.rejects(status(address), { name: 'InvalidTransactionHashError' });
    },
  },
];
