/**
 * The Solana adapter inside Portico, end to end on a local LiteSVM node with a real Wallet
 * Standard test wallet: connect, balances, SOL and SPL sends checked on chain, ed25519
 * signatures, refusals, and the spec's send messages.
 */
import { MESSAGES, SendFailedError, TOKENS, UserRejectedError, type Portico } from '@portico/core';
import { verifyEd25519 } from '@portico/testing/solana';
import { Keypair, PublicKey } from '@solana/web3.js';
import { decodeBase58 } from './base58';
import { connectedPortico, waitUntil } from './__fixtures__/connectedPortico';
import {
  SOL,
  startLocalSolanaNetworks,
  type LocalSolanaNetworks,
} from './__fixtures__/localSolanaNetworks';
import { connectionTo, mintTokens, tokenBalanceOnChain } from './__fixtures__/splToken';
import { SolanaSendInputError } from './errors';

let local: LocalSolanaNetworks;
const opened: Portico[] = [];

beforeAll(async () => {
  local = await startLocalSolanaNetworks();
});
afterEach(() => {
  for (const portico of opened.splice(0)) portico.destroy();
});
afterAll(async () => {
  await local?.stop();
});

async function connected(options: Parameters<typeof connectedPortico>[1] = {}) {
  const result = await connectedPortico(local, options);
  opened.push(result.portico);
  return result;
}

const receiver = () => Keypair.generate().publicKey.toBase58();

describe('Solana adapter in Portico', () => {
  it('connects the Wallet Standard wallet: its address, a CAIP address on the first network, account type eoa', async () => {
    const { portico, wallet } = await connected();
    const account = portico.getAccount('solana');
    expect(account?.status).toBe('connected');
    expect(account?.address).toBe(wallet.address);
    expect(account?.caipAddress).toBe(`solana:localnet:${wallet.address}`);
    expect(account?.accountType).toBe('eoa');
    expect(portico.getNetwork('solana').caipNetworkId).toBe('solana:localnet');
  });

  it('shows the SOL balance read from the chain', async () => {
    const { portico } = await connected();
    const account = () => portico.resolve(TOKENS.state).getState().chains.solana?.account;
    await waitUntil(() => account()?.balance !== undefined, 'the balance');
    expect(account()?.balance).toMatch(/^10(\.0+)?$/);
    expect(account()?.balanceSymbol).toBe('SOL');
  });

  it('sends SOL: lamports from the text reach the receiver on chain', async () => {
    const { portico, wallet } = await connected();
    const to = receiver();
    const adapter = portico.getAdapter('solana');
    const value = adapter.parseUnits('0.25', 9);
    expect(value).toBe(250_000_000n);
    const signature = await portico.sendTransaction({ to, value, namespace: 'solana' });
    expect(decodeBase58(signature)).toHaveLength(64);
    const connection = connectionTo(local.nodes[0]);
    expect(BigInt(await connection.getBalance(new PublicKey(to)))).toBe(250_000_000n);
    const left = BigInt(await connection.getBalance(new PublicKey(wallet.address)));
    expect(left).toBeLessThan(10n * SOL - value);
    expect(left).toBeGreaterThan(10n * SOL - value - 100_000n);
  });

  it('sends an SPL token to a receiver without a token account: the account is created and the tokens arrive', async () => {
    const { portico, wallet } = await connected();
    const token = await mintTokens(local.nodes[0], wallet.address, 5_000_000n);
    const to = receiver();
    const amount = portico.getAdapter('solana').parseUnits('1.5', token.decimals);
    await portico.sendToken({ to, token, amount, namespace: 'solana' });
    expect(await tokenBalanceOnChain(local.nodes[0], to, token.address)).toBe(1_500_000n);
    expect(await tokenBalanceOnChain(local.nodes[0], wallet.address, token.address)).toBe(
      3_500_000n,
    );
    // A second send finds the account there.
    await portico.sendToken({ to, token, amount: 500_000n, namespace: 'solana' });
    expect(await tokenBalanceOnChain(local.nodes[0], to, token.address)).toBe(2_000_000n);
  });

  it('a token send to an address nobody can sign for (off the curve) is refused before the wallet is asked', async () => {
    const { portico, wallet } = await connected();
    const token = await mintTokens(local.nodes[0], wallet.address, 1_000n);
    const [programAddress] = PublicKey.findProgramAddressSync(
      [Buffer.from('portico')],
      new PublicKey(token.address),
    );
    const attempt = portico.sendToken({
      to: programAddress.toBase58(),
      token,
      amount: 10n,
      namespace: 'solana',
    });
    await expect(attempt).rejects.toThrow(MESSAGES.solanaSendNeedsAmountAndReceiver);
    expect(await tokenBalanceOnChain(local.nodes[0], wallet.address, token.address)).toBe(1_000n);
  });

  it('lists the configured SPL tokens with the balances on chain', async () => {
    const first = await connected();
    const token = await mintTokens(local.nodes[0], first.wallet.address, 7_000_000n);
    const adapter = first.portico.getAdapter('solana');
    const [network] = local.networks;
    // The adapter reads the tokens configured for the network.
    const { portico } = await connected({ tokens: { [network.caipNetworkId]: [token] } });
    expect(
      await portico.getAdapter('solana').getTokenBalances?.({
        address: first.wallet.address,
        network,
      }),
    ).toEqual([
      expect.objectContaining({ address: token.address, value: 7_000_000n, decimals: 6 }),
    ]);
    expect(await adapter.getTokenBalances?.({ address: first.wallet.address, network })).toEqual(
      [],
    );
  });

  it('signs a message with ed25519: the signature verifies for the address', async () => {
    const { portico, wallet } = await connected();
    const message = 'Sign in to Portico';
    const signature = await portico.signMessage({ message, namespace: 'solana' });
    expect(
      verifyEd25519(
        decodeBase58(wallet.address)!,
        new TextEncoder().encode(message),
        decodeBase58(signature)!,
      ),
    ).toBe(true);
  });

  it('a refused signature is "Signature declined" and the account stays connected', async () => {
    const { portico, wallet } = await connected();
    wallet.rejectNext('solana:signMessage');
    await expect(portico.signMessage({ message: 'no', namespace: 'solana' })).rejects.toThrow(
      UserRejectedError,
    );
    expect(portico.getAccount('solana')?.status).toBe('connected');
  });

  it('a refused send is "Signature declined" and nothing leaves the account', async () => {
    const { portico, wallet } = await connected();
    wallet.rejectNext();
    const to = receiver();
    await expect(
      portico.sendTransaction({ to, value: 1_000_000n, namespace: 'solana' }),
    ).rejects.toThrow(MESSAGES.signatureDeclined);
    expect(await connectionTo(local.nodes[0]).getBalance(new PublicKey(to))).toBe(0);
  });

  it.each([
    ['an empty receiver', '', 1_000n],
    ['a receiver that is not base58', '0xdeadbeefdeadbeefdeadbeefdeadbeefdeadbeef', 1_000n],
    ['a receiver too short', '11111111111111111111', 1_000n],
    ['a receiver of 44 base58 characters that is not 32 bytes', 'z'.repeat(44), 1_000n],
    ['an empty amount', 'Ff2ycHPDZfFcmVxiAhY4q2H5fiHxXbWdCKc2sSQEsFvY', 0n],
    ['a negative amount', 'Ff2ycHPDZfFcmVxiAhY4q2H5fiHxXbWdCKc2sSQEsFvY', -5n],
  ])('%s gives "Please enter a valid amount and receiver address"', async (_case, to, value) => {
    const { portico } = await connected();
    const attempt = portico.sendTransaction({ to, value, namespace: 'solana' });
    await expect(attempt).rejects.toThrow(SolanaSendInputError);
    await expect(attempt).rejects.toThrow('Please enter a valid amount and receiver address');
    expect(portico.getAccount('solana')?.status).toBe('connected');
  });

  it('a send the chain refuses (more than the balance) gives "Failed to send transaction. Please try again."', async () => {
    const { portico } = await connected();
    const attempt = portico.sendTransaction({
      to: receiver(),
      value: 1_000n * SOL,
      namespace: 'solana',
    });
    // Core's SendFailedError with the Solana text (the adapter's own SOLANA_SEND_FAILED before).
    await expect(attempt).rejects.toThrow(SendFailedError);
    await expect(attempt).rejects.toMatchObject({ code: 'SEND_FAILED' });
    await expect(attempt).rejects.toThrow('Failed to send transaction. Please try again.');
    expect(portico.getAccount('solana')?.status).toBe('connected');
  });

  it('follows the wallet: another account, then the wallet revoking the app', async () => {
    const { portico, wallet } = await connected();
    const next = Keypair.generate();
    wallet.switchAccount(next.secretKey);
    await waitUntil(
      () => portico.getAccount('solana')?.address === next.publicKey.toBase58(),
      'the new account',
    );
    expect(portico.getAccount('solana')?.caipAddress).toBe(
      `solana:localnet:${next.publicKey.toBase58()}`,
    );
    wallet.setAuthorized(false);
    await waitUntil(() => portico.getAccount('solana')?.status === 'disconnected', 'disconnect');
  });

  it('a refused connect is "Signature declined" and leaves the namespace disconnected', async () => {
    const { portico, wallet, connectorId } = await connected();
    await portico.disconnect('solana');
    wallet.rejectNext('standard:connect');
    wallet.setAuthorized(false);
    await expect(portico.connect({ connectorId, namespace: 'solana' })).rejects.toThrow(
      UserRejectedError,
    );
    expect(portico.getAccount('solana')?.status).toBe('disconnected');
  });
});
