/**
 * The Wallet Standard wrapper with the real Bitcoin test wallet (its own key, real BIP-322 and
 * BIP-137 signatures, checked by the package's verifier), and against wallets that misbehave:
 * those are hand-written stand-ins, named so (no real wallet misbehaves on demand).
 */
import { MESSAGES, UserRejectedError, WalletRequestError } from '@portico/core';
import { BITCOIN_REGTEST_REFERENCE, defineNetwork } from '@portico/core/networks';
import { createBitcoinTestWallet } from '@portico/testing/bitcoin-wallet';
import { verifyBitcoinMessage } from '../verify/verifyBitcoinMessage';
import type { StandardWallet } from '../walletStandard/standardWallet';
import type { BitcoinAccount } from './bitcoinWallet';
import { createStandardWallet } from './standardWallet';
import type { WalletContext } from './walletContext';

const network = defineNetwork({
  id: BITCOIN_REGTEST_REFERENCE,
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});
const context: WalletContext = {
  addressFormatOf: () => 'regtest',
  walletChainOf: () => 'bitcoin:regtest',
};

function wrapped(options: Parameters<typeof createBitcoinTestWallet>[0] = { network: 'regtest' }) {
  const testWallet = createBitcoinTestWallet(options);
  return { testWallet, wallet: createStandardWallet(testWallet.wallet, context) };
}

describe('Wallet Standard Bitcoin wallet (the test wallet)', () => {
  it('connect asks payment and ordinals: the payment address first, with its public key', async () => {
    const { testWallet, wallet } = wrapped();

    const accounts = await wallet.connect(network);

    expect(accounts).toEqual([
      {
        address: testWallet.paymentAddress,
        purpose: 'payment',
        publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/),
      },
      {
        address: testWallet.ordinalsAddress,
        purpose: 'ordinals',
        publicKey: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
    expect(testWallet.prompts()).toEqual([{ feature: 'bitcoin:connect', approved: true }]);
  });

  it('reconnects silently where the wallet still permits the app, else finds nothing', async () => {
    const { testWallet, wallet } = wrapped();
    expect(await wallet.reconnect(network)).toEqual([]);
    await wallet.connect(network);

    // A new page: a new wrapper over the same (authorized) wallet.
    const again = createStandardWallet(testWallet.wallet, context);
    const accounts = await again.reconnect(network);

    expect(accounts.map((a) => [a.address, a.purpose])).toEqual([
      [testWallet.paymentAddress, 'payment'],
      [testWallet.ordinalsAddress, 'ordinals'],
    ]);
    expect(testWallet.prompts()).toHaveLength(1);
  });

  it("reports the wallet's account change, and [] when the user disconnects the site", async () => {
    const { testWallet, wallet } = wrapped();
    await wallet.connect(network);
    const seen: (readonly BitcoinAccount[])[] = [];
    const stop = wallet.onAccountsChanged((accounts) => seen.push(accounts));

    testWallet.switchAccount();
    const switched = testWallet.paymentAddress;
    testWallet.disconnectSite();
    stop();

    expect(seen.map((accounts) => accounts.map((a) => a.address))).toEqual([
      [switched, testWallet.ordinalsAddress],
      [],
    ]);
    expect(seen[0]![0]!.purpose).toBe('payment');
  });

  it.each([
    ['bip322-simple', 'p2wpkh'],
    ['bip322-simple', 'p2tr'],
    ['bip137', 'p2wpkh'],
  ] as const)(
    'signs a message: %s by a %s address, the scheme told from the bytes, verified',
    async (scheme, paymentType) => {
      const { testWallet, wallet } = wrapped({
        network: 'regtest',
        paymentType,
        messageScheme: scheme,
      });
      await wallet.connect(network);
      const address = testWallet.paymentAddress;

      const signed = await wallet.signMessage({ address, message: 'Hello Bitcoin', network });

      expect(signed.scheme).toBe(scheme);
      expect(signed.signature).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      await expect(
        verifyBitcoinMessage({
          address,
          message: 'Hello Bitcoin',
          signature: signed.signature,
          network,
        }),
      ).resolves.toBe(true);
    },
  );

  it("a refusal is 'Signature declined'; an address the wallet did not give is an error", async () => {
    const { testWallet, wallet } = wrapped();
    await wallet.connect(network);
    testWallet.rejectNext('bitcoin:signMessage');

    const refused = wallet.signMessage({
      address: testWallet.paymentAddress,
      message: 'm',
      network,
    });
    await expect(refused).rejects.toBeInstanceOf(UserRejectedError);
    await expect(refused).rejects.toThrow(MESSAGES.signatureDeclined);
    await expect(
      wallet.signMessage({ address: 'bcrt1qunknown', message: 'm', network }),
    ).rejects.toBeInstanceOf(WalletRequestError);
  });

  it('a refused connect is a refusal; the wallet prompts once', async () => {
    const { testWallet, wallet } = wrapped();
    testWallet.rejectNext('bitcoin:connect');
    await expect(wallet.connect(network)).rejects.toBeInstanceOf(UserRejectedError);
    expect(testWallet.prompts()).toEqual([{ feature: 'bitcoin:connect', approved: false }]);
  });
});

describe('Wallet Standard Bitcoin wallet: untrusted answers (stand-in wallets)', () => {
  const { wallet: real } = createBitcoinTestWallet({ network: 'regtest' });
  const standIn = (features: Record<string, unknown>): StandardWallet => ({
    ...real,
    features: { ...real.features, ...features },
  });

  it.each([
    ['no accounts', { accounts: [] }],
    [
      'mainnet addresses on regtest',
      { accounts: [{ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }] },
    ],
    ['no answer', undefined],
  ])('a bitcoin:connect with %s is an error, not a connection', async (_case, answer) => {
    const wallet = createStandardWallet(
      standIn({ 'bitcoin:connect': { connect: async () => answer } }),
      context,
    );
    const attempt = wallet.connect(network);
    await expect(attempt).rejects.toBeInstanceOf(WalletRequestError);
    await expect(attempt).rejects.toMatchObject({ method: 'bitcoin:connect' });
  });

  it("a wallet listing its accounts of other networks too: the network's own, payment first", async () => {
    const testWallet = createBitcoinTestWallet({ network: 'regtest' });
    const mainnet = {
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      publicKey: new Uint8Array(33),
    };
    const wallet = createStandardWallet(
      standIn({
        'bitcoin:connect': {
          connect: async () => ({
            accounts: [mainnet, testWallet.paymentAccount, mainnet, testWallet.ordinalsAccount],
          }),
        },
      }),
      context,
    );

    const accounts = await wallet.connect(network);

    expect(accounts.map((a) => [a.address, a.purpose])).toEqual([
      [testWallet.paymentAddress, 'payment'],
      [testWallet.ordinalsAddress, 'ordinals'],
    ]);
  });

  it('a silent connect that throws is "not without a prompt", never an error', async () => {
    const wallet = createStandardWallet(
      standIn({
        'standard:connect': {
          connect: async () => {
            throw new Error('boom');
          },
        },
      }),
      context,
    );
    expect(await wallet.reconnect(network)).toEqual([]);
  });

  it.each([
    ['no output', []],
    ['an empty signature', [{ signature: new Uint8Array() }]],
    ['a signature as text', [{ signature: 'abc' }]],
  ])('a signMessage answer with %s is an error', async (_case, outputs) => {
    const testWallet = createBitcoinTestWallet({ network: 'regtest' });
    const wallet = createStandardWallet(
      {
        ...testWallet.wallet,
        get accounts() {
          return testWallet.wallet.accounts;
        },
        features: {
          ...testWallet.wallet.features,
          'bitcoin:signMessage': { signMessage: async () => outputs },
        },
      },
      context,
    );
    await wallet.connect(network);
    const attempt = wallet.signMessage({
      address: testWallet.paymentAddress,
      message: 'm',
      network,
    });
    await expect(attempt).rejects.toBeInstanceOf(WalletRequestError);
    await expect(attempt).rejects.toMatchObject({
      method: 'bitcoin:signMessage',
      cause: undefined,
    });
  });
});
