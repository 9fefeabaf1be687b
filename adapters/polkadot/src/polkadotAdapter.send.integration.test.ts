/**
 * Sends through the Polkadot adapter on the local chain (chopsticks), signed by the test
 * extension (injected at `window.injectedWeb3`, real keyring signatures, as an extension signs a
 * SignerPayloadJSON): the balance in parts, the fee estimate against the fee paid, a transfer
 * with both balances read on chain before and after, the existential-deposit rule's texts before
 * the extension is asked, a bad receiver, a refusal, and the sent hash's status. Nothing mocked.
 */
import {
  formatUnits,
  SendFailedError,
  UserRejectedError,
  type Adapter,
  type AdapterEvent,
  type Connector,
} from '@portico/core';
import {
  describeWithChopsticks,
  startLocalPolkadot,
  type LocalPolkadot,
} from '@portico/testing/polkadot';
import {
  addressOfKey,
  installTestPolkadotExtension,
  type TestPolkadotExtension,
} from '@portico/testing/polkadot-wallet';
import { polkadotAdapter } from './polkadotAdapter';

// Each send builds a block; on a busy 2-core machine a test's few blocks took over Jest's 5 s.
jest.setTimeout(60_000);

/** A key of this file's own (funded in beforeAll), so other files' sends do not move it. */
const SENDER = { uri: '//PorticoAdapterSend/sender', type: 'sr25519', name: 'Sender' } as const;
const ONE = 10n ** 12n;

describeWithChopsticks('sends through the Polkadot adapter on a local chain', () => {
  let chain: LocalPolkadot;
  let extension: TestPolkadotExtension;
  let adapter: Adapter;
  let connector: Connector;
  let sender: string;

  /** A fresh account nobody funded, in the chain's prefix. */
  const emptyAccount = (name: string) =>
    addressOfKey({ uri: `//PorticoAdapterSend/${name}`, type: 'sr25519' }, chain.ss58Prefix);

  const send = (to: string, value: bigint) =>
    adapter.sendTransaction({ connector, network: chain.network, from: sender, to, value });

  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );

  beforeAll(async () => {
    chain = await startLocalPolkadot();
    sender = await addressOfKey(SENDER, chain.ss58Prefix);
    await chain.fund(sender, 100n * ONE);
    const window = new EventTarget();
    extension = await installTestPolkadotExtension(window, { accounts: [SENDER] });
    const events: AdapterEvent[] = [];
    adapter = polkadotAdapter({ window, appName: 'Portico send tests' }).create({
      networks: [chain.network],
      emit: (event) => events.push(event),
      resolve: () => undefined,
      sharedConnectors: [],
    });
    adapter.watchConnectors();
    const listed = events.flatMap((event) => (event.type === 'connectors' ? event.connectors : []));
    connector = listed.find((candidate) => candidate.id === `polkadot-injected:${extension.key}`)!;
    const connection = await adapter.connect({ connector, network: chain.network });
    expect(connection.address).toBe(sender);
  });

  afterAll(async () => {
    adapter?.destroy?.();
    await chain?.stop();
  });

  it('reads the balance as its total with free and reserved parts and what a send can move (less the existential deposit), in the chain’s unit', async () => {
    const onChain = await chain.balanceOf(sender);
    await expect(adapter.getBalance({ address: sender, network: chain.network })).resolves.toEqual({
      value: onChain.free + onChain.reserved,
      decimals: chain.decimals,
      symbol: chain.symbol,
      parts: {
        free: onChain.free,
        reserved: onChain.reserved,
        transferable: onChain.free - chain.existentialDeposit,
      },
    });
  });

  it('sends: the receiver gains the amount, the sender loses it and the fee, which is the estimate; the status is confirmed', async () => {
    const to = await emptyAccount('receiver');
    const amount = 5n * ONE;
    const params = { connector, network: chain.network, from: sender, to, value: amount };
    const fee = await adapter.estimateFee!(params);
    await expect(adapter.estimateGas(params)).resolves.toBe(fee);
    const before = await chain.balanceOf(sender);
    const signedBefore = extension.signedPayloads.length;
    const sentAt = Date.now();
    const hash = await send(to, amount);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(extension.signedPayloads).toHaveLength(signedBefore + 1);
    expect((await chain.balanceOf(to)).free).toBe(amount);
    const paid = before.free - (await chain.balanceOf(sender)).free - amount;
    // paymentInfo prices the same call with a dummy signature of the same size.
    expect(paid).toBe(fee);
    await expect(
      adapter.getTransactionStatus!({ network: chain.network, hash, sentAt }),
    ).resolves.toBe('confirmed');
  });

  it('refuses, before the extension is asked, to leave the sender under the existential deposit, with the most it can send', async () => {
    const { free } = await chain.balanceOf(sender);
    const to = await emptyAccount('too-much');
    const fee = await adapter.estimateFee!({
      connector,
      network: chain.network,
      from: sender,
      to,
      value: free,
    });
    const prompts = extension.prompts.length;
    const error = await failureOf(send(to, free));
    const max = free - chain.existentialDeposit - fee;
    const unit = (planck: bigint) => `${formatUnits(planck, chain.decimals)} ${chain.symbol}`;
    expect((error as Error).message).toBe(
      `Polkadot accounts must keep at least ${unit(chain.existentialDeposit)}. Send at most ${unit(max)}.`,
    );
    expect(extension.prompts).toHaveLength(prompts);
  });

  it('Max as a Send view works it out (parts.transferable less the fee) passes the rule, lands, and leaves the sender at least the deposit', async () => {
    const maxAccount = { uri: '//PorticoAdapterSend/max', type: 'sr25519', name: 'Max' } as const;
    const from = await addressOfKey(maxAccount, chain.ss58Prefix);
    await chain.fund(from, 7n * ONE);
    extension.setAccounts([SENDER, maxAccount]);
    const to = await emptyAccount('max-receiver');
    const { parts } = await adapter.getBalance({ address: from, network: chain.network });
    const params = { connector, network: chain.network, from, to, value: 0n };
    const fee = await adapter.estimateFee!(params);
    const max = parts!.transferable - fee;
    await adapter.sendTransaction({ ...params, value: max });
    expect((await chain.balanceOf(to)).free).toBe(max);
    // A preview's fee prices the longest amount (an upper bound): the sender keeps the deposit
    // and what the real amount's shorter encoding saved, never less.
    const kept = (await chain.balanceOf(from)).free;
    expect(kept).toBeGreaterThanOrEqual(chain.existentialDeposit);
    expect(kept - chain.existentialDeposit).toBeLessThan(fee);
  });

  it('refuses, before the extension is asked, less than the existential deposit to an empty receiver', async () => {
    const prompts = extension.prompts.length;
    const error = await failureOf(send(await emptyAccount('dust'), chain.existentialDeposit - 1n));
    expect((error as Error).message).toBe(
      `The receiver has no ${chain.symbol} yet: send at least ${formatUnits(chain.existentialDeposit, chain.decimals)} ${chain.symbol} (the existential deposit).`,
    );
    expect(extension.prompts).toHaveLength(prompts);
  });

  it('refuses a receiver that is not an address, naming the network', async () => {
    const error = await failureOf(send('5NotAnAddress', ONE));
    expect((error as Error).message).toBe(`Enter a valid ${chain.network.name} address.`);
  });

  it('a send the visitor refuses in the extension is core’s UserRejectedError, and nothing moves', async () => {
    const to = await emptyAccount('refused');
    const before = await chain.balanceOf(sender);
    extension.rejectNext();
    expect(await failureOf(send(to, ONE))).toBeInstanceOf(UserRejectedError);
    expect((await chain.balanceOf(to)).free).toBe(0n);
    expect((await chain.balanceOf(sender)).free).toBe(before.free);
  });

  it('an extension answering garbage for the payload: a failed send, and nothing moves', async () => {
    const to = await emptyAccount('garbage');
    extension.answerGarbageNext();
    expect(await failureOf(send(to, ONE))).toBeInstanceOf(SendFailedError);
    expect((await chain.balanceOf(to)).free).toBe(0n);
  });
});
