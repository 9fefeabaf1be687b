/**
 * The chain module on a local chain (chopsticks, @portico/testing/polkadot): balances, fees,
 * the existential-deposit rule, a real transfer signed by a keyring signer (a stand-in for a
 * wallet's payload signer: real signatures, no extension), statuses. One chain per file.
 */
import { formatUnits, SendFailedError, UserRejectedError } from '@portico/core';
import {
  DEV_ACCOUNTS,
  describeWithChopsticks,
  startLocalPolkadot,
  type LocalPolkadot,
} from '@portico/testing/polkadot';
import { ApiPromise, WsProvider } from '@polkadot/api';
import type {} from '@polkadot/api/augment';
import { Keyring } from '@polkadot/keyring';
import { polkadotLocal } from '../polkadotLocal';
import { keyringSigner, type KeyringSigner } from './__fixtures__/keyringSigner';
import { createPolkadotChainModule } from './polkadotChainModule';
import type { PolkadotChainModule, PolkadotTransfer } from './polkadotChain';
import {
  InvalidPolkadotAddressError,
  KeepExistentialDepositError,
  POLKADOT_TRANSFER_TEXTS,
  ReceiverNeedsExistentialDepositError,
} from './transferErrors';

/** A fresh account nobody funded (its own seed per test), prefix 42. */
function emptyAccount(seed: string): string {
  return new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromUri(`//PorticoChainTest/${seed}`)
    .address;
}

// The node builds a block per transfer; on a busy 2-core machine (three Jest workers, other
// chains) one test's few blocks have taken more than Jest's default 5 s.
jest.setTimeout(60_000);

describeWithChopsticks('the Polkadot chain module on a local chain', () => {
  let chain: LocalPolkadot;
  let module: PolkadotChainModule;
  let alice: KeyringSigner;
  let charlie: KeyringSigner;
  const ONE = 10n ** 12n;

  beforeAll(async () => {
    chain = await startLocalPolkadot();
    module = createPolkadotChainModule();
    alice = await keyringSigner(DEV_ACCOUNTS.alice.uri, 'sr25519');
    charlie = await keyringSigner(DEV_ACCOUNTS.charlieEd25519.uri, 'ed25519');
  }, 180_000);

  afterAll(async () => {
    module?.destroy();
    await chain?.stop();
  });

  const transfer = (overrides: Partial<PolkadotTransfer> = {}): PolkadotTransfer => ({
    network: chain.network,
    from: alice.address,
    to: DEV_ACCOUNTS.bob.address,
    amount: ONE,
    ...overrides,
  });

  it('reads a funded account: free, reserved, frozen, transferable, the chain’s decimals, symbol and existential deposit', async () => {
    const balance = await module.getBalance(chain.network, DEV_ACCOUNTS.bob.address);
    const onChain = await chain.balanceOf(DEV_ACCOUNTS.bob.address);
    expect(balance).toEqual({
      ...onChain,
      transferable: onChain.free,
      decimals: chain.decimals,
      symbol: chain.symbol,
      existentialDeposit: chain.existentialDeposit,
    });
    expect(balance.free).toBeGreaterThan(0n);
  });

  it('reads an account that does not exist as zeros', async () => {
    const balance = await module.getBalance(chain.network, emptyAccount('zeros'));
    expect([balance.free, balance.reserved, balance.frozen, balance.transferable]).toEqual([
      0n,
      0n,
      0n,
      0n,
    ]);
  });

  it('reads the SS58 prefix from the chain', async () => {
    await expect(module.ss58Prefix(chain.network)).resolves.toBe(chain.ss58Prefix);
  });

  it('sends with transferKeepAlive: the sender loses amount + fee, the receiver gains the amount, and the fee is the estimate', async () => {
    const to = emptyAccount('receiver');
    const amount = 3n * ONE;
    const sender = await keyringSigner('//PorticoChainTest/sender');
    await chain.fund(sender.address, 10n * ONE);
    const request = transfer({ from: sender.address, to, amount });
    const estimate = await module.estimateFee(request);
    const senderBefore = await chain.balanceOf(sender.address);
    await module.checkTransfer(request);
    const hash = await module.transfer(request, sender);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const senderAfter = await chain.balanceOf(sender.address);
    const receiverAfter = await chain.balanceOf(to);
    expect(receiverAfter.free).toBe(amount);
    const paid = senderBefore.free - senderAfter.free - amount;
    expect(paid).toBeGreaterThan(0n);
    // The estimate is paymentInfo on the same call: the fee paid may differ only by the
    // signature's length (a few bytes of length fee).
    const diff = paid > estimate ? paid - estimate : estimate - paid;
    expect(diff * 100n).toBeLessThanOrEqual(estimate);
    expect(sender.signedPayloads).toHaveLength(1);
    await expect(
      module.transactionStatus(chain.network, hash, Date.now(), Date.now()),
    ).resolves.toBe('confirmed');
  });

  it('sends from an ed25519 account too', async () => {
    const to = emptyAccount('ed25519-receiver');
    const before = await chain.balanceOf(charlie.address);
    await module.transfer(transfer({ from: charlie.address, to, amount: ONE }), charlie);
    expect((await chain.balanceOf(to)).free).toBe(ONE);
    expect((await chain.balanceOf(charlie.address)).free).toBeLessThan(before.free - ONE);
  });

  it('a status read by another instance (after a reload) finds the block by searching the recent ones', async () => {
    const sentAt = Date.now();
    const hash = await module.transfer(transfer({ amount: ONE }), alice);
    const other = createPolkadotChainModule();
    try {
      await expect(other.transactionStatus(chain.network, hash, sentAt, Date.now())).resolves.toBe(
        'confirmed',
      );
    } finally {
      other.destroy();
    }
  });

  it('a transaction whose call failed in its block reads failed (found by searching the blocks)', async () => {
    // Sent around the module (its own ApiPromise and a keyring pair), so the module has to
    // find it: a transfer under the deposit to an empty account fails in its block.
    const api = await ApiPromise.create({
      provider: new WsProvider(chain.wsUrl),
      noInitWarn: true,
    });
    try {
      const sentAt = Date.now();
      const hash = await new Promise<string>((resolve, reject) => {
        api.tx.balances
          .transferKeepAlive(emptyAccount('failed-call'), chain.existentialDeposit - 1n)
          .signAndSend(alice.pair, ({ status, txHash }) => {
            // chopsticks says InBlock then Finalized 100 ms later; under load @polkadot/api may
            // pass on only Finalized (testing/README.md): either means it is in a block.
            if (status.isInBlock || status.isFinalized) resolve(txHash.toHex());
            if (status.isInvalid || status.isDropped || status.isUsurped) {
              reject(new Error(`the pool said ${status.type}`));
            }
          })
          .catch(reject);
      });
      await expect(module.transactionStatus(chain.network, hash, sentAt, Date.now())).resolves.toBe(
        'failed',
      );
    } finally {
      await api.disconnect();
    }
  });

  it('an unknown hash is pending until the grace period ends, then dropped', async () => {
    const unknown = `0x${'ab'.repeat(32)}`;
    const now = Date.now();
    await expect(module.transactionStatus(chain.network, unknown, now, now)).resolves.toBe(
      'pending',
    );
    await expect(
      module.transactionStatus(chain.network, unknown, now - 60 * 60_000, now),
    ).resolves.toBe('dropped');
  });

  it('refuses, before any signature, a transfer that would leave the sender under the existential deposit, saying the most it can send', async () => {
    const sender = await keyringSigner('//PorticoChainTest/keep-alive');
    await chain.fund(sender.address, 2n * ONE);
    const request = transfer({ from: sender.address, amount: 2n * ONE });
    const fee = await module.estimateFee(request);
    const error = await module.checkTransfer(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KeepExistentialDepositError);
    const max = 2n * ONE - chain.existentialDeposit - fee;
    expect((error as KeepExistentialDepositError).max).toBe(max);
    expect((error as Error).message).toBe(
      `Polkadot accounts must keep at least ${formatUnits(chain.existentialDeposit, chain.decimals)} ${chain.symbol}. Send at most ${formatUnits(max, chain.decimals)} ${chain.symbol}.`,
    );
    expect(sender.signedPayloads).toHaveLength(0);
    // The most it can send passes the rule, lands, and leaves the sender the deposit.
    const most = transfer({ from: sender.address, amount: max });
    await expect(module.checkTransfer(most)).resolves.toBeUndefined();
    await module.transfer(most, sender);
    expect((await chain.balanceOf(sender.address)).free).toBe(chain.existentialDeposit);
  });

  it('refuses, before any signature, less than the existential deposit to an empty receiver', async () => {
    const request = transfer({ to: emptyAccount('dust'), amount: chain.existentialDeposit - 1n });
    const error = await module.checkTransfer(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReceiverNeedsExistentialDepositError);
    expect((error as Error).message).toBe(
      `The receiver has no ${chain.symbol} yet: send at least ${formatUnits(chain.existentialDeposit, chain.decimals)} ${chain.symbol} (the existential deposit).`,
    );
    // A receiver that exists may get less than the deposit.
    await expect(
      module.checkTransfer(transfer({ amount: chain.existentialDeposit - 1n })),
    ).resolves.toBeUndefined();
  });

  it('a transfer the rule would refuse and that is signed anyway fails in its block with the rule’s text', async () => {
    const request = transfer({
      to: emptyAccount('dispatch-dust'),
      amount: chain.existentialDeposit - 1n,
    });
    const error = await module.transfer(request, alice).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReceiverNeedsExistentialDepositError);
  });

  it('refuses a bad receiver address with the network’s name, before anything is read or signed', async () => {
    const text = POLKADOT_TRANSFER_TEXTS.invalidAddress(chain.network.name);
    for (const to of ['not an address', `${DEV_ACCOUNTS.bob.address.slice(0, -1)}x`, '0x1234']) {
      await expect(module.checkTransfer(transfer({ to }))).rejects.toThrow(text);
      await expect(module.transfer(transfer({ to }), alice)).rejects.toBeInstanceOf(
        InvalidPolkadotAddressError,
      );
    }
  });

  it('a signer that refuses: the transfer rejects with the wallet’s refusal and nothing is sent', async () => {
    const to = emptyAccount('refused');
    alice.refuseNext();
    await expect(module.transfer(transfer({ to }), alice)).rejects.toBeInstanceOf(
      UserRejectedError,
    );
    expect((await chain.balanceOf(to)).free).toBe(0n);
  });

  it('a signer that answers something other than a signature: a failed wallet request, nothing sent', async () => {
    const to = emptyAccount('bad-signature');
    const broken = {
      signPayload: async () => ({ signature: '0x1234' as `0x${string}` }),
    };
    await expect(module.transfer(transfer({ to }), broken)).rejects.toThrow('An error occurred');
    expect((await chain.balanceOf(to)).free).toBe(0n);
  });

  it('a signature by another key: the node refuses it, a failed send', async () => {
    const bob = await keyringSigner(DEV_ACCOUNTS.bob.uri);
    const error = await module
      .transfer(transfer({ to: emptyAccount('wrong-key') }), bob)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendFailedError);
  });

  it('a network whose node does not answer: a mapped error within the time-out; destroy() refuses later calls', async () => {
    const unreachable = polkadotLocal('ws://127.0.0.1:9', chain.genesisHash);
    const shortLived = createPolkadotChainModule({ timeoutMs: 1_000 });
    await expect(
      shortLived.getBalance(unreachable, DEV_ACCOUNTS.bob.address),
    ).rejects.toMatchObject({
      code: 'POLKADOT_NODE_UNREACHABLE',
    });
    shortLived.destroy();
    await expect(
      shortLived.getBalance(chain.network, DEV_ACCOUNTS.bob.address),
    ).rejects.toMatchObject({
      code: 'POLKADOT_CHAIN_DESTROYED',
    });
  });

  it('a network whose genesis is another chain’s is refused', async () => {
    const other = polkadotLocal(chain.wsUrl, `0x${'12'.repeat(32)}`);
    await expect(module.getBalance(other, DEV_ACCOUNTS.bob.address)).rejects.toMatchObject({
      code: 'POLKADOT_WRONG_CHAIN',
    });
  });
});
