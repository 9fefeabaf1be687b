/**
 * The Wallet Standard side against wallets that misbehave. A real wallet that answers wrongly
 * cannot be run here, so these are hand-written stand-in wallets, named as such; the real test
 * wallet covers the good path (solanaAdapter.integration.test.ts).
 */
import { MESSAGES, UserRejectedError, WalletRequestError } from '@portico/core';
import { defineNetwork } from '@portico/core/networks';
import type { StandardWallet, StandardWalletAccount } from '../walletStandard/standardWallet';
import { createStandardWallet } from './standardWallet';

const ADDRESS = 'Ff2ycHPDZfFcmVxiAhY4q2H5fiHxXbWdCKc2sSQEsFvY';
const network = defineNetwork({
  id: 'localnet',
  chainNamespace: 'solana',
  name: 'Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});
const account: StandardWalletAccount = {
  address: ADDRESS,
  publicKey: new Uint8Array(32),
  chains: ['solana:localnet'],
  features: ['solana:signMessage'],
};

function standInWallet(features: Record<string, unknown>, accounts = [account]): StandardWallet {
  return {
    version: '1.0.0',
    name: 'Stand-in wallet',
    icon: 'data:image/svg+xml;base64,',
    chains: ['solana:localnet'],
    features,
    accounts,
  };
}

const connectGiving = (accounts: unknown) => ({
  'standard:connect': { version: '1.0.0', connect: async () => ({ accounts }) },
});

describe('Wallet Standard wallet: untrusted answers (stand-in wallets)', () => {
  it('a connect with no account is an error, not a connection', async () => {
    const wallet = createStandardWallet(standInWallet(connectGiving([])));
    // A bad answer is core's WalletRequestError naming the request, with no wallet error as cause.
    const attempt = wallet.connect(network);
    await expect(attempt).rejects.toBeInstanceOf(WalletRequestError);
    await expect(attempt).rejects.toMatchObject({ method: 'standard:connect', cause: undefined });
  });

  it('accounts without a text address are skipped', async () => {
    const wallet = createStandardWallet(
      standInWallet(connectGiving([{ address: 7 }, null, { address: ADDRESS }])),
    );
    expect(await wallet.connect(network)).toEqual([ADDRESS]);
  });

  it('a silent connect that throws is "not without a prompt", never an error', async () => {
    const wallet = createStandardWallet(
      standInWallet({
        'standard:connect': {
          connect: async () => {
            throw new Error('boom');
          },
        },
      }),
    );
    expect(await wallet.reconnect(network)).toEqual([]);
  });

  it('a refusal without a code but saying "rejected" is "Signature declined"', async () => {
    const wallet = createStandardWallet(
      standInWallet({
        'solana:signMessage': {
          signMessage: async () => {
            throw new Error('User rejected the request.');
          },
        },
      }),
    );
    const attempt = wallet.signMessage(ADDRESS, new Uint8Array([1]));
    await expect(attempt).rejects.toBeInstanceOf(UserRejectedError);
    await expect(attempt).rejects.toThrow(MESSAGES.signatureDeclined);
  });

  it.each([
    ['no output', []],
    ['a signature of the wrong length', [{ signature: new Uint8Array(10) }]],
    ['a signature as text', [{ signature: 'abc' }]],
  ])('a signMessage answer with %s is an error', async (_case, outputs) => {
    const wallet = createStandardWallet(
      standInWallet({ 'solana:signMessage': { signMessage: async () => outputs } }),
    );
    const attempt = wallet.signMessage(ADDRESS, new Uint8Array([1]));
    await expect(attempt).rejects.toBeInstanceOf(WalletRequestError);
    await expect(attempt).rejects.toMatchObject({ method: 'solana:signMessage', cause: undefined });
  });

  it('another signing failure is "An error occurred" with the wallet error as cause', async () => {
    const failure = new Error('hardware wallet unplugged');
    const wallet = createStandardWallet(
      standInWallet({
        'solana:signMessage': {
          signMessage: async () => {
            throw failure;
          },
        },
      }),
    );
    const attempt = wallet.signMessage(ADDRESS, new Uint8Array([1]));
    await expect(attempt).rejects.toBeInstanceOf(WalletRequestError);
    await expect(attempt).rejects.toMatchObject({
      code: 'WALLET_REQUEST_FAILED',
      method: 'solana:signMessage',
      cause: failure,
    });
  });

  it('an events feature whose on() returns no function still gives an unsubscribe', () => {
    const wallet = createStandardWallet(
      standInWallet({ 'standard:events': { on: () => 'not a function' } }),
    );
    const stop = wallet.onAccountsChanged(() => undefined);
    expect(() => stop()).not.toThrow();
  });

  it('a change event without accounts is ignored; one with accounts reports their addresses', () => {
    let emit: (change: unknown) => void = () => undefined;
    const wallet = createStandardWallet(
      standInWallet({
        'standard:events': {
          on: (_event: string, listener: (change: unknown) => void) => {
            emit = listener;
            return () => undefined;
          },
        },
      }),
    );
    const seen: (readonly string[])[] = [];
    wallet.onAccountsChanged((accounts) => seen.push(accounts));
    emit({ chains: ['solana:localnet'] });
    emit({ accounts: [{ address: ADDRESS }] });
    emit({ accounts: [] });
    expect(seen).toEqual([[ADDRESS], []]);
  });

  it('a disconnect that fails is still a disconnect for the app', async () => {
    const wallet = createStandardWallet(
      standInWallet({
        'standard:disconnect': {
          disconnect: async () => {
            throw new Error('gone');
          },
        },
      }),
    );
    await expect(wallet.disconnect()).resolves.toBeUndefined();
  });
});
