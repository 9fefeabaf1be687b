/**
 * The Bitcoin adapter inside Portico, end to end on the local regtest chain (one litecoind for
 * the file, behind the Esplora-style API) with the real Bitcoin test wallet: connect, silent
 * reconnect in a new instance, disconnect, account change, messages signed in both schemes and
 * verified, sends to P2WPKH and P2TR receivers with change checked on chain, refusals, and the
 * spec's texts for bad input and failed sends.
 */
import {
  ChainNotSupportedError,
  createPortico,
  MESSAGES,
  SendFailedError,
  TOKENS,
  UserRejectedError,
  type Portico,
} from '@portico/core';
import { bitcoinTestnet } from '@portico/core/networks';
import { startLocalBitcoin, type LocalBitcoin } from '@portico/testing/bitcoin';
import { createBitcoinTestWallet } from '@portico/testing/bitcoin-wallet';
import {
  BTC,
  bitcoinPortico,
  connectedPortico,
  fundedSatsConnectWallet,
  describeWithBitcoinNode,
  randomKey,
  waitUntil,
} from './__fixtures__/bitcoinPage';
import { bitcoinAdapter } from './bitcoinAdapter';
import { BitcoinSendDataError, BitcoinSendInputError } from './errors';
import { verifyBitcoinMessage } from './verify/verifyBitcoinMessage';

let local: LocalBitcoin;
const opened: Portico[] = [];

interface EsploraTx {
  fee: number;
  vout: { scriptpubkey_address?: string; value: number }[];
  status: { confirmed: boolean };
}

async function transaction(txid: string): Promise<EsploraTx> {
  const response = await fetch(`${local.esploraUrl}/tx/${txid}`);
  return (await response.json()) as EsploraTx;
}

/** Fresh receivers: a P2WPKH address and a P2TR one of a random key. */
function receivers() {
  const other = createBitcoinTestWallet({
    network: 'regtest',
    privateKey: randomKey(),
  });
  return { p2wpkh: other.paymentAddress, p2tr: other.ordinalsAddress };
}

describeWithBitcoinNode()('Bitcoin adapter in Portico (local regtest chain)', () => {
  beforeAll(async () => {
    local = await startLocalBitcoin();
  });
  afterEach(() => {
    for (const portico of opened.splice(0)) portico.destroy();
  });
  afterAll(async () => {
    await local?.stop();
  });

  async function connected(walletOptions: Parameters<typeof connectedPortico>[1] = {}) {
    const result = await connectedPortico(local, walletOptions);
    opened.push(result.portico);
    return result;
  }

  it('connects: the payment address is the account (type payment); the ordinals address is not an account', async () => {
    const { portico, wallet } = await connected();
    const account = portico.getAccount('bip122');
    expect(account?.status).toBe('connected');
    expect(account?.address).toBe(wallet.paymentAddress);
    expect(account?.caipAddress).toBe(`${local.network.caipNetworkId}:${wallet.paymentAddress}`);
    expect(account?.accountType).toBe('payment');
    const state = portico.resolve(TOKENS.state).getState().chains.bip122?.account;
    expect(JSON.stringify(state)).not.toContain(wallet.ordinalsAddress);
  });

  it('shows the balance read from the Esplora API', async () => {
    const { portico } = await connected();
    const account = () => portico.resolve(TOKENS.state).getState().chains.bip122?.account;
    await waitUntil(() => account()?.balance !== undefined, 'the balance');
    expect(account()?.balance).toMatch(/^1(\.0+)?$/);
    expect(account()?.balanceSymbol).toBe('BTC');
  });

  it('reconnects without a prompt in a new instance over the same storage; disconnect ends it in the wallet', async () => {
    const { portico, wallet, window, backend } = await connected();
    portico.destroy();
    const prompts = wallet.prompts().length;

    const reloaded = bitcoinPortico(local, window, {}, backend);
    opened.push(reloaded);
    await reloaded.ready;

    expect(reloaded.getAccount('bip122')?.status).toBe('connected');
    expect(reloaded.getAccount('bip122')?.address).toBe(wallet.paymentAddress);
    expect(wallet.prompts()).toHaveLength(prompts);
    await reloaded.disconnect('bip122');
    expect(reloaded.getAccount('bip122')?.status).toBe('disconnected');
    expect(wallet.authorized).toBe(false);
  });

  it('follows the wallet: another account, then the user disconnecting the site', async () => {
    const { portico, wallet } = await connected();
    wallet.switchAccount(randomKey());
    const next = wallet.paymentAddress;
    await waitUntil(() => portico.getAccount('bip122')?.address === next, 'the new account');
    wallet.disconnectSite();
    await waitUntil(() => portico.getAccount('bip122')?.status === 'disconnected', 'disconnect');
  });

  it('refuses a switch to a network with another address format where the wallet has no address there; the account stays', async () => {
    const first = await connected();
    first.portico.destroy();
    const { wallet, window, backend } = first;
    const portico = createPortico({
      networks: [local.network, bitcoinTestnet],
      adapters: [bitcoinAdapter({ window })],
      storage: { backend },
      platform: { isMobile: false },
    });
    opened.push(portico);
    await portico.ready;
    expect(portico.getAccount('bip122')?.address).toBe(wallet.paymentAddress);

    await expect(portico.switchNetwork(bitcoinTestnet)).rejects.toThrow(ChainNotSupportedError);

    expect(portico.getNetwork('bip122').caipNetworkId).toBe(local.network.caipNetworkId);
    expect(portico.getAccount('bip122')?.address).toBe(wallet.paymentAddress);
  });

  it.each(['bip322-simple', 'bip137'] as const)(
    'signs a message (%s), says which scheme, and the signature verifies',
    async (scheme) => {
      const { portico, wallet } = await connected({ messageScheme: scheme });
      const message = 'Sign in to Portico';
      const signed = await portico.signMessageWithScheme({ message, namespace: 'bip122' });
      expect(signed.scheme).toBe(scheme);
      expect(await portico.signMessage({ message, namespace: 'bip122' })).toMatch(
        /^[A-Za-z0-9+/]+={0,2}$/,
      );
      await expect(
        verifyBitcoinMessage({
          address: wallet.paymentAddress,
          message,
          signature: signed.signature,
          network: local.network,
        }),
      ).resolves.toBe(true);
    },
  );

  it.each(['p2wpkh', 'p2tr'] as const)(
    'sends to a %s receiver: the amount arrives, the change returns to the payment address, the fee is the one estimated',
    async (kind) => {
      const { portico, wallet, connectorId } = await connected();
      const to = receivers()[kind];
      const adapter = portico.getAdapter('bip122');
      const value = adapter.parseUnits('0.25', 8);
      expect(value).toBe(25_000_000n);
      const connector = portico.getConnectors('bip122').find((c) => c.id === connectorId)!;
      const estimated = await adapter.estimateFee!({
        connector,
        network: local.network,
        from: wallet.paymentAddress,
        to,
        value,
      });

      const txid = await portico.sendTransaction({ to, value, namespace: 'bip122' });

      expect(txid).toMatch(/^[0-9a-f]{64}$/);
      const sent = await transaction(txid);
      expect(sent.status.confirmed).toBe(true);
      expect(sent.vout).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ scriptpubkey_address: to, value: 25_000_000 }),
          expect.objectContaining({ scriptpubkey_address: wallet.paymentAddress }),
        ]),
      );
      const change = sent.vout.find((out) => out.scriptpubkey_address === wallet.paymentAddress);
      expect(BigInt(change!.value)).toBe(BTC - value - BigInt(sent.fee));
      expect(await local.balanceOf(to)).toBe(value);
      expect(await local.balanceOf(wallet.paymentAddress)).toBe(BigInt(change!.value));
      expect(estimated).toBe(BigInt(sent.fee));
      expect(await local.findTransaction(txid)).toBe(true);
      const status = await adapter.getTransactionStatus?.({
        network: local.network,
        hash: txid,
        sentAt: Date.now(),
      });
      expect(status).toBe('confirmed');
    },
  );

  it('a wallet whose payment address is P2TR sends too, after a reload as well', async () => {
    const first = await connected({ paymentType: 'p2tr' });
    expect(first.portico.getAccount('bip122')?.address).toMatch(/^bcrt1p/);
    first.portico.destroy();
    const portico = bitcoinPortico(local, first.window, {}, first.backend);
    opened.push(portico);
    await portico.ready;
    const { p2wpkh: to } = receivers();

    const txid = await portico.sendTransaction({ to, value: 30_000n, namespace: 'bip122' });

    const sent = await transaction(txid);
    expect(sent.vout).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ scriptpubkey_address: to, value: 30_000 }),
        expect.objectContaining({ scriptpubkey_address: first.wallet.paymentAddress }),
      ]),
    );
    expect(await local.balanceOf(to)).toBe(30_000n);
  });

  it('prices a preview with no amount yet (0) as a valid transfer: a fee in sats, nothing asked of the wallet', async () => {
    const { portico, wallet, connectorId } = await connected();
    const prompts = wallet.prompts().length;
    const fee = await portico.getAdapter('bip122').estimateFee!({
      connector: portico.getConnectors('bip122').find((c) => c.id === connectorId)!,
      network: local.network,
      from: wallet.paymentAddress,
      to: receivers().p2tr,
      value: 0n,
    });
    // One P2WPKH input, P2TR and P2WPKH outputs: about 154 vB at the local API's 2 sat/vB.
    expect(fee).toBeGreaterThan(150n);
    expect(fee).toBeLessThan(1_000n);
    expect(wallet.prompts()).toHaveLength(prompts);
  });

  it('a refused signature or send is "Signature declined", nothing leaves the account, the account stays', async () => {
    const { portico, wallet } = await connected();
    wallet.rejectNext('bitcoin:signMessage');
    await expect(portico.signMessage({ message: 'no', namespace: 'bip122' })).rejects.toThrow(
      UserRejectedError,
    );
    wallet.rejectNext('bitcoin:signTransaction');
    const { p2wpkh: to } = receivers();
    await expect(
      portico.sendTransaction({ to, value: 100_000n, namespace: 'bip122' }),
    ).rejects.toThrow(MESSAGES.signatureDeclined);
    expect(await local.balanceOf(to)).toBe(0n);
    expect(await local.balanceOf(wallet.paymentAddress)).toBe(BTC);
    expect(portico.getAccount('bip122')?.status).toBe('connected');
  });

  it.each([
    ['an empty receiver', '', 10_000n],
    ['a receiver that is not an address', 'not an address', 10_000n],
    ['a mainnet address on regtest', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 10_000n],
    ['an address with a bad checksum', 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt081', 10_000n],
    ['an amount of 0', 'receiver', 0n],
    ['a negative amount', 'receiver', -5n],
    ['a dust amount (below the receiver’s dust limit)', 'receiver', 100n],
  ])(
    '%s gives "Please enter a valid amount and receiver address" and sends nothing',
    async (_case, to, value) => {
      const { portico, wallet } = await connected();
      const receiver = to === 'receiver' ? receivers().p2wpkh : to;
      const prompts = wallet.prompts().length;
      const attempt = portico.sendTransaction({ to: receiver, value, namespace: 'bip122' });
      await expect(attempt).rejects.toThrow(BitcoinSendInputError);
      await expect(attempt).rejects.toThrow(MESSAGES.solanaSendNeedsAmountAndReceiver);
      expect(wallet.prompts()).toHaveLength(prompts);
      expect(await local.balanceOf(wallet.paymentAddress)).toBe(BTC);
    },
  );

  it('more than the balance gives "Failed to send transaction. Please try again." with a cause that says so', async () => {
    const { portico, wallet } = await connected();
    const attempt = portico.sendTransaction({
      to: receivers().p2wpkh,
      value: 2n * BTC,
      namespace: 'bip122',
    });
    await expect(attempt).rejects.toThrow(SendFailedError);
    await expect(attempt).rejects.toThrow(MESSAGES.solanaSendFailed);
    await expect(attempt).rejects.toMatchObject({
      cause: expect.objectContaining({ code: 'BITCOIN_INSUFFICIENT_FUNDS' }),
    });
    expect(wallet.prompts().map((p) => p.feature)).not.toContain('bitcoin:signTransaction');
  });

  it('a send with call data is refused: Bitcoin transfers carry none', async () => {
    const { portico, wallet } = await connected();
    const prompts = wallet.prompts().length;
    await expect(
      portico.getAdapter('bip122').sendTransaction({
        connector: portico.getConnectors('bip122')[0]!,
        network: local.network,
        from: wallet.paymentAddress,
        to: receivers().p2wpkh,
        value: 10_000n,
        data: '0x1234',
      }),
    ).rejects.toThrow(BitcoinSendDataError);
    expect(wallet.prompts()).toHaveLength(prompts);
  });

  describe('through a sats-connect provider (window.btc_providers)', () => {
    async function satsConnected() {
      const page = await fundedSatsConnectWallet(local);
      const portico = bitcoinPortico(local, page.window, {}, page.backend);
      opened.push(portico);
      await waitUntil(
        () => portico.getConnectors('bip122').some((c) => c.id === page.connectorId),
        'the sats-connect provider to be discovered',
      );
      await portico.connect({ connectorId: page.connectorId, namespace: 'bip122' });
      return { ...page, portico };
    }

    it('connects to the payment address, and reconnects without a prompt in a new instance', async () => {
      const { portico, wallet, window, backend } = await satsConnected();
      expect(portico.getAccount('bip122')?.address).toBe(wallet.paymentAddress);
      expect(portico.getAccount('bip122')?.accountType).toBe('payment');
      portico.destroy();
      const prompts = wallet.prompts().length;

      const reloaded = bitcoinPortico(local, window, {}, backend);
      opened.push(reloaded);
      await reloaded.ready;

      expect(reloaded.getAccount('bip122')?.address).toBe(wallet.paymentAddress);
      expect(wallet.prompts()).toHaveLength(prompts);
    });

    it('signs with BIP-322 (verified), sends and the amount lands; a refusal is "Signature declined"', async () => {
      const { portico, wallet } = await satsConnected();
      const signed = await portico.signMessageWithScheme({ message: 'hi', namespace: 'bip122' });
      expect(signed.scheme).toBe('bip322-simple');
      await expect(
        verifyBitcoinMessage({
          address: wallet.paymentAddress,
          message: 'hi',
          signature: signed.signature,
          network: local.network,
        }),
      ).resolves.toBe(true);

      const { p2tr: to } = receivers();
      const txid = await portico.sendTransaction({ to, value: 50_000n, namespace: 'bip122' });
      expect(await local.findTransaction(txid)).toBe(true);
      expect(await local.balanceOf(to)).toBe(50_000n);

      wallet.rejectNext('bitcoin:signTransaction');
      await expect(
        portico.sendTransaction({ to, value: 50_000n, namespace: 'bip122' }),
      ).rejects.toThrow(MESSAGES.signatureDeclined);
      expect(await local.balanceOf(to)).toBe(50_000n);
    });

    it('the wallet disconnecting the site disconnects the account', async () => {
      const { portico, wallet } = await satsConnected();
      wallet.disconnectSite();
      await waitUntil(() => portico.getAccount('bip122')?.status === 'disconnected', 'disconnect');
    });
  });
});
