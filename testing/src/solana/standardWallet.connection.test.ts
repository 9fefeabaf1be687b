import { Keypair } from '@solana/web3.js';
import type { StandardEventsChangeProperties } from '@wallet-standard/features';
import { createSolanaTestWallet, type CreateSolanaTestWalletOptions } from './standardWallet';

const chains = ['solana:localnet' as const];

function setup(options: Partial<CreateSolanaTestWalletOptions> = {}) {
  const testWallet = createSolanaTestWallet({ chains, ...options });
  const { features } = testWallet.wallet;
  const changes: StandardEventsChangeProperties[] = [];
  const unsubscribe = features['standard:events'].on('change', (p) => changes.push(p));
  return {
    testWallet,
    changes,
    unsubscribe,
    connect: features['standard:connect'].connect,
    disconnect: features['standard:disconnect'].disconnect,
  };
}

describe('Solana test wallet: connect, disconnect and change events', () => {
  it('connect returns the keypair account and emits change with it', async () => {
    const keypair = Keypair.generate();
    const { testWallet, changes, connect } = setup({ secretKey: keypair.secretKey });

    const { accounts } = await connect();

    expect(accounts).toHaveLength(1);
    const [account] = accounts;
    expect(account!.address).toBe(keypair.publicKey.toBase58());
    expect(Array.from(account!.publicKey)).toEqual(Array.from(keypair.publicKey.toBytes()));
    expect(account!.chains).toEqual(['solana:localnet']);
    expect([...account!.features].sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
    ]);
    expect(testWallet.wallet.accounts).toEqual(accounts);
    expect(changes).toEqual([{ accounts }]);
    expect(testWallet.authorized).toBe(true);
    expect(testWallet.connected).toBe(true);
  });

  it('without a secret key each wallet gets its own fresh keypair', () => {
    const first = createSolanaTestWallet({ chains });
    const second = createSolanaTestWallet({ chains });

    expect(first.address).not.toBe(second.address);
    expect(first.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });

  it('silent connect before any authorization returns no account and prompts nobody', async () => {
    const { testWallet, changes, connect } = setup();
    testWallet.rejectNext('standard:connect');

    await expect(connect({ silent: true })).resolves.toEqual({ accounts: [] });

    expect(changes).toEqual([]);
    expect(testWallet.authorized).toBe(false);
    // The queued rejection was not used by the silent connect: the next prompt gets it.
    await expect(connect()).rejects.toMatchObject({ code: 4001 });
  });

  it('silent connect once the app is authorized returns the account without a prompt', async () => {
    const { testWallet, changes, connect } = setup();
    testWallet.setAuthorized(true);
    testWallet.rejectNext();

    const { accounts } = await connect({ silent: true });

    expect(accounts.map((a) => a.address)).toEqual([testWallet.address]);
    expect(changes).toEqual([{ accounts }]);
    expect(testWallet.connected).toBe(true);
  });

  it('after a reload (a new wallet of an authorized app) silent connect reconnects', async () => {
    const keypair = Keypair.generate();
    await setup({ secretKey: keypair.secretKey }).connect();

    const reloaded = setup({ secretKey: keypair.secretKey, authorized: true });
    reloaded.testWallet.rejectNext();
    expect(reloaded.testWallet.wallet.accounts).toEqual([]);
    const { accounts } = await reloaded.connect({ silent: true });

    expect(accounts.map((a) => a.address)).toEqual([keypair.publicKey.toBase58()]);
    expect(reloaded.changes).toEqual([{ accounts }]);
  });

  it('connect when already authorized does not prompt', async () => {
    const { testWallet, connect } = setup({ authorized: true });
    testWallet.rejectNext('standard:connect');

    await expect(connect()).resolves.toEqual({ accounts: [testWallet.account] });
  });

  it('a second connect while connected emits no second change', async () => {
    const { changes, connect } = setup();
    await connect();
    await connect();

    expect(changes).toHaveLength(1);
  });

  it('disconnect emits change with no accounts and revokes the silent reconnect', async () => {
    const { testWallet, changes, connect, disconnect } = setup();
    await connect();

    await disconnect();

    expect(changes.at(-1)).toEqual({ accounts: [] });
    expect(testWallet.wallet.accounts).toEqual([]);
    expect(testWallet.connected).toBe(false);
    expect(testWallet.authorized).toBe(false);
    await expect(connect({ silent: true })).resolves.toEqual({ accounts: [] });
  });

  it('disconnect while not connected emits nothing', async () => {
    const { changes, disconnect } = setup();

    await disconnect();

    expect(changes).toEqual([]);
  });

  it('a rejected connect throws 4001 User rejected the request. and the next connect works', async () => {
    const { testWallet, changes, connect } = setup();
    testWallet.rejectNext();

    await expect(connect()).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    });
    expect(testWallet.wallet.accounts).toEqual([]);
    expect(testWallet.authorized).toBe(false);
    expect(changes).toEqual([]);

    await expect(connect()).resolves.toEqual({ accounts: [testWallet.account] });
  });

  it('rejectNext for another feature leaves connect alone', async () => {
    const { testWallet, connect } = setup();
    testWallet.rejectNext('solana:signMessage');

    await expect(connect()).resolves.toEqual({ accounts: [testWallet.account] });
  });

  it('rejections queue: two rejectNext calls reject two connects', async () => {
    const { testWallet, connect } = setup();
    testWallet.rejectNext();
    testWallet.rejectNext('standard:connect');

    await expect(connect()).rejects.toMatchObject({ code: 4001 });
    await expect(connect()).rejects.toMatchObject({ code: 4001 });
    await expect(connect()).resolves.toEqual({ accounts: [testWallet.account] });
  });

  it('switchAccount while connected emits change with the new account', async () => {
    const { testWallet, changes, connect } = setup();
    await connect();
    const next = Keypair.generate();

    testWallet.switchAccount(next.secretKey);

    const address = next.publicKey.toBase58();
    expect(testWallet.address).toBe(address);
    expect(changes.at(-1)!.accounts!.map((a) => a.address)).toEqual([address]);
    expect(testWallet.wallet.accounts.map((a) => a.address)).toEqual([address]);
  });

  it('switchAccount while not connected emits nothing, and connect gives the new account', async () => {
    const { testWallet, changes, connect } = setup();
    const next = Keypair.generate();

    testWallet.switchAccount(next.secretKey);

    expect(changes).toEqual([]);
    const { accounts } = await connect();
    expect(accounts[0]!.address).toBe(next.publicKey.toBase58());
  });

  it('setAuthorized(false) disconnects the app with a change event', async () => {
    const { testWallet, changes, connect } = setup();
    await connect();

    testWallet.setAuthorized(false);

    expect(changes.at(-1)).toEqual({ accounts: [] });
    expect(testWallet.connected).toBe(false);
  });

  it('an unsubscribed listener hears nothing more', async () => {
    const { changes, unsubscribe, connect } = setup();

    unsubscribe();
    await connect();

    expect(changes).toEqual([]);
  });

  it('refuses no chains and a secret key that is not one', () => {
    expect(() => createSolanaTestWallet({ chains: [] })).toThrow(TypeError);
    expect(() => createSolanaTestWallet({ chains, secretKey: new Uint8Array(10) })).toThrow(
      expect.objectContaining({ code: -32602 }),
    );
    const testWallet = createSolanaTestWallet({ chains });
    expect(() => testWallet.switchAccount(new Uint8Array(64).fill(1))).toThrow(
      expect.objectContaining({ code: -32602 }),
    );
  });

  it('two wallets share no state', async () => {
    const first = setup();
    const second = setup();

    await first.connect();

    expect(second.testWallet.wallet.accounts).toEqual([]);
    expect(second.changes).toEqual([]);
  });
});
