/**
 * The sats-connect wrapper: with the Bitcoin test wallet's sats-connect face (the real
 * signatures), and with stand-in providers, named so, for what cannot run here: Leather's
 * differing shapes (getAddresses, signPsbt by hex) and providers that misbehave.
 */
import { MESSAGES, UserRejectedError, WalletRequestError } from '@portico/core';
import { BITCOIN_REGTEST_REFERENCE, defineNetwork } from '@portico/core/networks';
import {
  createBitcoinTestWallet,
  installSatsConnectProvider,
} from '@portico/testing/bitcoin-wallet';
import type { SatsConnectProvider } from '../satsConnect/providers';
import { verifyBitcoinMessage } from '../verify/verifyBitcoinMessage';
import { createSatsConnectWallet } from './satsConnectWallet';
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

function testProvider() {
  const testWallet = createBitcoinTestWallet({ network: 'regtest' });
  const { provider } = installSatsConnectProvider({}, testWallet, {
    id: 'Test',
    name: 'Test',
    icon: testWallet.wallet.icon,
  });
  return { testWallet, wallet: createSatsConnectWallet(provider, context) };
}

describe('sats-connect wallet (the test wallet’s sats-connect face)', () => {
  it('connects: payment then ordinals with their public keys; reconnects silently once permitted', async () => {
    const { testWallet, wallet } = testProvider();
    expect(await wallet.reconnect(network)).toEqual([]);

    const accounts = await wallet.connect(network);

    expect(accounts.map((a) => [a.address, a.purpose])).toEqual([
      [testWallet.paymentAddress, 'payment'],
      [testWallet.ordinalsAddress, 'ordinals'],
    ]);
    expect(accounts[0]!.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect((await wallet.reconnect(network)).map((a) => a.address)).toEqual(
      accounts.map((a) => a.address),
    );
  });

  it('signs with BIP-322 (the scheme told from the bytes, verified); a refusal (-32000) is "Signature declined"', async () => {
    const { testWallet, wallet } = testProvider();
    await wallet.connect(network);
    const address = testWallet.paymentAddress;

    const signed = await wallet.signMessage({ address, message: 'hello', network });

    expect(signed.scheme).toBe('bip322-simple');
    await expect(
      verifyBitcoinMessage({ address, message: 'hello', signature: signed.signature, network }),
    ).resolves.toBe(true);
    testWallet.rejectNext('bitcoin:signMessage');
    const refused = wallet.signMessage({ address, message: 'no', network });
    await expect(refused).rejects.toBeInstanceOf(UserRejectedError);
    await expect(refused).rejects.toThrow(MESSAGES.signatureDeclined);
  });

  it('reports an account change and a disconnect from the provider’s events', async () => {
    const { testWallet, wallet } = testProvider();
    await wallet.connect(network);
    const seen: string[][] = [];
    const stop = wallet.onAccountsChanged((accounts) => seen.push(accounts.map((a) => a.address)));

    testWallet.switchAccount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const switched = testWallet.paymentAddress;
    testWallet.disconnectSite();
    stop();

    expect(seen).toEqual([[switched, testWallet.ordinalsAddress], []]);
  });
});

/** A PSBT's bytes as base64 (magic, then a short global map): what the stand-in sees as hex. */
const PSBT = 'cHNidP8BAAoCAAAAAAAAAAAAAAA=';

/** A Leather-shaped provider (stand-in: Leather cannot run here), answering from the test wallet. */
function leatherStandIn() {
  const testWallet = createBitcoinTestWallet({ network: 'regtest' });
  const asked: { method: string; params: unknown }[] = [];
  const sign = testWallet.wallet.features['bitcoin:signMessage'];
  const provider: SatsConnectProvider = {
    async request(method, params) {
      asked.push({ method, params });
      if (method === 'getAddresses') {
        await testWallet.wallet.features['bitcoin:connect'].connect({
          purposes: ['payment', 'ordinals'],
        });
        return {
          jsonrpc: '2.0',
          id: '1',
          result: {
            addresses: [
              { symbol: 'BTC', type: 'p2tr', address: testWallet.ordinalsAddress },
              { symbol: 'STX', address: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7' },
              { symbol: 'BTC', type: 'p2wpkh', address: testWallet.paymentAddress },
            ],
          },
        };
      }
      if (method === 'signMessage') {
        const [output] = await sign.signMessage({
          account: testWallet.paymentAccount,
          message: new TextEncoder().encode((params as { message: string }).message),
        });
        return {
          jsonrpc: '2.0',
          id: '2',
          result: { signature: btoa(String.fromCharCode(...output!.signature)) },
        };
      }
      if (method === 'signPsbt') {
        throw { jsonrpc: '2.0', id: '3', error: { code: 4001, message: 'User rejected' } };
      }
      return { jsonrpc: '2.0', id: '4', error: { code: -32601, message: 'Method not found' } };
    },
  };
  return { testWallet, asked, wallet: createSatsConnectWallet(provider, context) };
}

describe("sats-connect wallet: Leather's shapes (stand-in provider)", () => {
  it('connects through getAddresses: its P2WPKH address is the payment one, STX skipped', async () => {
    const { testWallet, wallet, asked } = leatherStandIn();

    const accounts = await wallet.connect(network);

    expect(asked.map((a) => a.method)).toEqual(['wallet_connect', 'getAccounts', 'getAddresses']);
    expect(accounts.map((a) => [a.address, a.purpose])).toEqual([
      [testWallet.paymentAddress, 'payment'],
      [testWallet.ordinalsAddress, 'ordinals'],
    ]);
  });

  it('signs a message by paymentType and network, and a PSBT as hex; a thrown 4001 is a refusal', async () => {
    const { testWallet, wallet, asked } = leatherStandIn();
    await wallet.connect(network);
    const address = testWallet.paymentAddress;

    const signed = await wallet.signMessage({ address, message: 'hi', network });
    const refused = wallet.signPsbt({
      psbt: PSBT,
      network,
      signers: [{ address, inputIndexes: [0, 1] }],
    });

    await expect(
      verifyBitcoinMessage({ address, message: 'hi', signature: signed.signature, network }),
    ).resolves.toBe(true);
    await expect(refused).rejects.toBeInstanceOf(UserRejectedError);
    expect(asked.slice(3).map(({ method, params }) => [method, params])).toEqual([
      ['signMessage', { message: 'hi', paymentType: 'p2wpkh', network: 'regtest' }],
      [
        'signPsbt',
        {
          hex: Buffer.from(PSBT, 'base64').toString('hex'),
          signAtIndex: [0, 1],
          network: 'regtest',
          broadcast: false,
        },
      ],
    ]);
  });
});

describe('sats-connect wallet: untrusted answers (stand-in providers)', () => {
  const answering = (answer: unknown): SatsConnectProvider => ({ request: async () => answer });

  it.each([
    ['no addresses', { result: { addresses: [] } }],
    [
      'mainnet addresses on regtest',
      { result: [{ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', purpose: 'payment' }] },
    ],
    [
      'only an ordinals address',
      {
        result: [
          {
            address: 'bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6',
            purpose: 'ordinals',
          },
        ],
      },
    ],
    ['an error envelope', { error: { code: -32603, message: 'internal' } }],
  ])('a connect answered with %s is an error, not a connection', async (_case, answer) => {
    const wallet = createSatsConnectWallet(answering(answer), context);
    await expect(wallet.connect(network)).rejects.toBeInstanceOf(WalletRequestError);
  });

  it('a signature that is not base64, or signed by another address, is an error', async () => {
    for (const result of [
      { signature: 'not base64!' },
      { signature: 'AAAA', address: 'bcrt1qother' },
    ]) {
      const wallet = createSatsConnectWallet(answering({ result }), context);
      await expect(
        wallet.signMessage({
          address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
          message: 'm',
          network,
        }),
      ).rejects.toBeInstanceOf(WalletRequestError);
    }
  });

  it("the wallet moving to another network: the app's network has no address any more, a disconnect", async () => {
    const testWallet = createBitcoinTestWallet({ network: 'regtest' });
    const listeners = new Map<string, (event: unknown) => void>();
    let addresses = [
      { address: testWallet.paymentAddress, purpose: 'payment' },
      { address: testWallet.ordinalsAddress, purpose: 'ordinals' },
    ];
    const wallet = createSatsConnectWallet(
      {
        request: async () => ({ result: { addresses } }),
        addListener: (event, listener) => {
          listeners.set(event, listener);
          return () => listeners.delete(event);
        },
      },
      context,
    );
    await wallet.connect(network);
    const seen: string[][] = [];
    wallet.onAccountsChanged((accounts) => seen.push(accounts.map((a) => a.address)));

    addresses = [{ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', purpose: 'payment' }];
    listeners.get('networkChange')?.({ type: 'networkChange' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(seen).toEqual([[]]);
  });

  it('a switch to a network is skipped where the wallet has no wallet_changeNetwork', async () => {
    const wallet = createSatsConnectWallet(
      answering({ error: { code: -32601, message: 'Method not found' } }),
      context,
    );
    await expect(wallet.switchNetwork(network)).resolves.toBeUndefined();
  });
});
