/**
 * estimateFee and getTransactionStatus of the Solana adapter, on a local LiteSVM node with the
 * Wallet Standard test wallet: each fee is checked against what the sender's balance lost, each
 * status against a transaction the node holds (or does not). The clock getTransactionStatus
 * reads is injected: no test waits for time to pass.
 */
import { TOKENS, type Connector, type Portico } from '@portico/core';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { encodeBase58 } from './base58';
import { InvalidSignatureError } from './chain/chainErrors';
import { SOLANA_UNKNOWN_BOUND_MS } from './chain/transactionStatus';
import { connectedPortico } from './__fixtures__/connectedPortico';
import {
  SOL,
  startLocalSolanaNetworks,
  type LocalSolanaNetworks,
} from './__fixtures__/localSolanaNetworks';
import { connectionTo, mintTokens } from './__fixtures__/splToken';
import { SolanaSendInputError } from './errors';

let local: LocalSolanaNetworks;
const opened: Portico[] = [];
/** An arbitrary fixed time for the injected clock. */
const SENT_AT = Date.UTC(2026, 10, 26, 12);
const clock = { now: SENT_AT };

beforeAll(async () => {
  local = await startLocalSolanaNetworks();
});
afterEach(() => {
  for (const portico of opened.splice(0)) portico.destroy();
});
afterAll(async () => {
  await local?.stop();
});

async function connected() {
  const result = await connectedPortico(local, { now: () => clock.now });
  opened.push(result.portico);
  const adapter = result.portico.getAdapter('solana');
  const connector = result.portico
    .resolve(TOKENS.connectors)
    .get('solana', result.connectorId) as Connector;
  return { ...result, adapter, connector, network: local.networks[0] };
}

const receiver = () => Keypair.generate().publicKey.toBase58();
const lamportsOf = async (address: string) =>
  BigInt(await connectionTo(local.nodes[0]).getBalance(new PublicKey(address)));

describe('Solana adapter: estimateFee', () => {
  it("prices a SOL send at exactly what the sender's balance loses beyond the amount", async () => {
    const { portico, adapter, connector, network, wallet } = await connected();
    const send = { connector, network, from: wallet.address, to: receiver(), value: SOL / 4n };
    const fee = await adapter.estimateFee!(send);
    expect(fee).toBe(5_000n); // one signature
    const before = await lamportsOf(wallet.address);
    await portico.sendTransaction({ to: send.to, value: send.value, namespace: 'solana' });
    expect(before - (await lamportsOf(wallet.address))).toBe(send.value + fee);
  });

  it("prices an SPL send to a wallet without a token account at the network fee plus the account's rent, what the sender's SOL balance loses", async () => {
    const { portico, adapter, connector, network, wallet } = await connected();
    const token = await mintTokens(local.nodes[0], wallet.address, 5_000_000n);
    const to = receiver();
    const send = { connector, network, from: wallet.address, to, token, amount: 1_500_000n };

    const first = await adapter.estimateFee!(send);
    const rent = BigInt(await connectionTo(local.nodes[0]).getMinimumBalanceForRentExemption(165));
    expect(first).toBe(5_000n + rent);
    let before = await lamportsOf(wallet.address);
    await portico.sendToken({ to, token, amount: send.amount, namespace: 'solana' });
    expect(before - (await lamportsOf(wallet.address))).toBe(first);

    // The receiver's account exists now: the network fee alone.
    const second = await adapter.estimateFee!(send);
    expect(second).toBe(5_000n);
    before = await lamportsOf(wallet.address);
    await portico.sendToken({ to, token, amount: send.amount, namespace: 'solana' });
    expect(before - (await lamportsOf(wallet.address))).toBe(second);
  });

  it('prices an amount of 0 (a preview, or Max) as any other, and refuses a negative amount or a bad receiver', async () => {
    const { adapter, connector, network, wallet } = await connected();
    const send = { connector, network, from: wallet.address, to: receiver(), value: 0n };
    expect(await adapter.estimateFee!(send)).toBe(
      await adapter.estimateFee!({ ...send, value: 7n }),
    );
    await expect(adapter.estimateFee!({ ...send, value: -1n })).rejects.toThrow(
      SolanaSendInputError,
    );
    await expect(adapter.estimateFee!({ ...send, to: '0xdead' })).rejects.toThrow(
      SolanaSendInputError,
    );
  });
});

describe('Solana adapter: getTransactionStatus', () => {
  it('reads a confirmed send as confirmed', async () => {
    const { portico, adapter, network } = await connected();
    const hash = await portico.sendTransaction({
      to: receiver(),
      value: SOL / 100n,
      namespace: 'solana',
    });
    expect(await adapter.getTransactionStatus!({ network, hash, sentAt: SENT_AT })).toBe(
      'confirmed',
    );
  });

  it('reads a transaction that landed with an error (more than the balance, no preflight) as failed', async () => {
    const { adapter, network } = await connected();
    const payer = Keypair.generate();
    local.nodes[0].fund(payer.publicKey.toBase58(), SOL);
    const overdraw = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 2n * SOL,
      }),
    );
    const connection = connectionTo(local.nodes[0]);
    overdraw.feePayer = payer.publicKey;
    overdraw.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    overdraw.sign(payer);
    // No preflight: the node takes it into a block, where it fails and the fee is charged.
    const hash = await connection.sendRawTransaction(overdraw.serialize(), { skipPreflight: true });
    expect(await adapter.getTransactionStatus!({ network, hash, sentAt: SENT_AT })).toBe('failed');
    expect(await lamportsOf(payer.publicKey.toBase58())).toBe(SOL - 5_000n);
  });

  it(`reads a signature the node does not know as pending until ${SOLANA_UNKNOWN_BOUND_MS} ms after sentAt, then dropped`, async () => {
    const { adapter, network } = await connected();
    const hash = encodeBase58(globalThis.crypto.getRandomValues(new Uint8Array(64)));
    const status = () => adapter.getTransactionStatus!({ network, hash, sentAt: SENT_AT });
    clock.now = SENT_AT;
    expect(await status()).toBe('pending');
    clock.now = SENT_AT + SOLANA_UNKNOWN_BOUND_MS - 1;
    expect(await status()).toBe('pending');
    clock.now = SENT_AT + SOLANA_UNKNOWN_BOUND_MS;
    expect(await status()).toBe('dropped');
  });

  it('refuses a signature that is not 64 bytes in base58 before asking the node', async () => {
    const { adapter, network } = await connected();
    for (const hash of ['', `0x${'ab'.repeat(32)}`, encodeBase58(new Uint8Array(32))]) {
      await expect(
        adapter.getTransactionStatus!({ network, hash, sentAt: SENT_AT }),
      ).rejects.toThrow(InvalidSignatureError);
    }
  });
});
