import * as ecc from '@bitcoinerlab/secp256k1';
import { address as bitcoinAddress, Psbt, networks } from 'bitcoinjs-lib';
import { fromBase64, toBase64, utf8 } from './bytes';
import { installSatsConnectProvider } from './satsConnectInstall';
import { SATS_CONNECT_ERROR_CODES } from './satsConnectProvider';
import { createBitcoinTestWallet } from './standardWallet';

const INFO = {
  id: 'PorticoTest.BitcoinProvider',
  name: 'Portico Test (sats-connect)',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
};

function setUp(options: Partial<Parameters<typeof createBitcoinTestWallet>[0]> = {}) {
  const page: Record<string, unknown> = {};
  const testWallet = createBitcoinTestWallet({ network: 'regtest', ...options });
  const installed = installSatsConnectProvider(page, testWallet, INFO);
  return { page, testWallet, ...installed };
}

const resultOf = (envelope: unknown) => (envelope as { result: unknown }).result;

describe('the sats-connect face of the Bitcoin test wallet', () => {
  it('is listed in btc_providers and lives at its dotted id; uninstall takes both away', () => {
    const { page, provider, uninstall } = setUp();
    expect(page.btc_providers).toEqual([
      expect.objectContaining({ id: INFO.id, name: INFO.name, icon: INFO.icon }),
    ]);
    expect((page.PorticoTest as Record<string, unknown>).BitcoinProvider).toBe(provider);
    uninstall();
    expect(page.btc_providers).toEqual([]);
    expect((page.PorticoTest as Record<string, unknown>).BitcoinProvider).toBeUndefined();
  });

  it('wallet_connect answers JSON-RPC 2.0 with the addresses in the order asked', async () => {
    const { provider, testWallet } = setUp({ paymentType: 'p2wpkh' });
    const envelope = await provider.request('wallet_connect', {
      addresses: ['ordinals', 'payment'],
    });
    expect(envelope).toMatchObject({ jsonrpc: '2.0', id: expect.any(String) });
    expect(resultOf(envelope)).toEqual({
      id: expect.any(String),
      walletType: 'software',
      network: expect.objectContaining({ bitcoin: { name: 'Regtest' } }),
      addresses: [
        {
          address: testWallet.ordinalsAddress,
          publicKey: expect.stringMatching(/^[0-9a-f]{64}$/),
          purpose: 'ordinals',
          addressType: 'p2tr',
          walletType: 'software',
        },
        {
          address: testWallet.paymentAddress,
          publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/),
          purpose: 'payment',
          addressType: 'p2wpkh',
          walletType: 'software',
        },
      ],
    });
    // getAccounts (the older method) answers the list itself.
    const accounts = resultOf(await provider.request('getAccounts', { purposes: ['payment'] }));
    expect(accounts).toEqual([expect.objectContaining({ address: testWallet.paymentAddress })]);
    expect(resultOf(await provider.request('wallet_getNetwork'))).toMatchObject({
      bitcoin: { name: 'Regtest' },
    });
  });

  it('refusals and errors are envelopes with sats-connect codes', async () => {
    const { provider, testWallet } = setUp();
    testWallet.rejectNext('bitcoin:connect');
    expect(await provider.request('wallet_connect', {})).toMatchObject({
      jsonrpc: '2.0',
      error: {
        code: SATS_CONNECT_ERROR_CODES.USER_REJECTION,
        message: 'User rejected the request.',
      },
    });
    expect(await provider.request('wallet_getAccount')).toMatchObject({
      error: { code: SATS_CONNECT_ERROR_CODES.ACCESS_DENIED },
    });
    expect(
      await provider.request('signMessage', { address: testWallet.paymentAddress, message: 'hi' }),
    ).toMatchObject({ error: { code: SATS_CONNECT_ERROR_CODES.ACCESS_DENIED } });
    expect(await provider.request('stx_signMessage', {})).toMatchObject({
      error: { code: SATS_CONNECT_ERROR_CODES.METHOD_NOT_FOUND },
    });
    await provider.request('wallet_connect', { addresses: ['payment'] });
    expect(
      await provider.request('signMessage', {
        address: testWallet.paymentAddress,
        message: 'hi',
        protocol: 'SCHNORR',
      }),
    ).toMatchObject({ error: { code: SATS_CONNECT_ERROR_CODES.INVALID_PARAMS } });
    await provider.request('wallet_disconnect');
    expect(testWallet.connected).toBe(false);
    expect(testWallet.authorized).toBe(false);
  });

  it('signMessage signs as the Wallet Standard face does: BIP322, ECDSA (BIP-137), ECDSA by default for P2WPKH', async () => {
    const { provider, testWallet } = setUp();
    await provider.request('wallet_connect', { addresses: ['payment'] });
    const [standard] = await testWallet.wallet.features['bitcoin:signMessage'].signMessage({
      account: testWallet.paymentAccount,
      message: utf8('Hello World'),
    });
    const bip322 = resultOf(
      await provider.request('signMessage', {
        address: testWallet.paymentAddress,
        message: 'Hello World',
        protocol: 'BIP322',
      }),
    );
    expect(bip322).toEqual({
      signature: toBase64(standard!.signature),
      messageHash: 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
      address: testWallet.paymentAddress,
      protocol: 'BIP322',
    });
    const ecdsa = resultOf(
      await provider.request('signMessage', {
        address: testWallet.paymentAddress,
        message: 'Hello World',
      }),
    ) as { signature: string; protocol: string };
    expect(ecdsa.protocol).toBe('ECDSA');
    expect(fromBase64(ecdsa.signature)).toHaveLength(65);
  });

  it('signPsbt signs the inputs signInputs names, or all of its own without it; broadcast is refused', async () => {
    const { provider, testWallet } = setUp({ paymentType: 'p2tr' });
    await provider.request('wallet_connect', { addresses: ['payment', 'ordinals'] });
    const psbt = new Psbt({ network: networks.regtest });
    for (const [i, address] of [testWallet.paymentAddress, testWallet.ordinalsAddress].entries()) {
      const script = bitcoinAddress.toOutputScript(address, networks.regtest);
      psbt.addInput({
        hash: new Uint8Array(32).fill(i + 1),
        index: 0,
        witnessUtxo: { script, value: 30_000n },
      });
    }
    psbt.addOutput({ address: testWallet.paymentAddress, value: 50_000n });
    const validator = (pubkey: Uint8Array, hash: Uint8Array, signature: Uint8Array) =>
      ecc.verifySchnorr(hash, pubkey, signature);

    const one = resultOf(
      await provider.request('signPsbt', {
        psbt: psbt.toBase64(),
        signInputs: { [testWallet.ordinalsAddress]: [1] },
        broadcast: false,
      }),
    ) as { psbt: string };
    const signedOne = Psbt.fromBase64(one.psbt, { network: networks.regtest });
    expect(signedOne.data.inputs[0]!.tapKeySig).toBeUndefined();
    expect(signedOne.validateSignaturesOfInput(1, validator)).toBe(true);

    const all = resultOf(await provider.request('signPsbt', { psbt: psbt.toBase64() })) as {
      psbt: string;
    };
    const signedAll = Psbt.fromBase64(all.psbt, { network: networks.regtest });
    expect(signedAll.validateSignaturesOfAllInputs(validator)).toBe(true);
    signedAll.finalizeAllInputs();

    expect(
      await provider.request('signPsbt', {
        psbt: psbt.toBase64(),
        signInputs: { [testWallet.paymentAddress]: [1] },
      }),
    ).toMatchObject({ error: { code: SATS_CONNECT_ERROR_CODES.INVALID_PARAMS } });
    expect(
      await provider.request('signPsbt', { psbt: psbt.toBase64(), broadcast: true }),
    ).toMatchObject({
      error: { code: SATS_CONNECT_ERROR_CODES.INVALID_PARAMS },
    });
  });

  it('accountChange on switchAccount, disconnect when the user disconnects the site', async () => {
    const { provider, testWallet } = setUp();
    const events: unknown[] = [];
    provider.addListener('accountChange', (e) => events.push(e));
    provider.addListener('disconnect', (e) => events.push(e));
    await provider.request('wallet_connect', { addresses: ['payment'] });
    events.length = 0;
    testWallet.switchAccount();
    testWallet.disconnectSite();
    expect(events).toEqual([
      {
        type: 'accountChange',
        addresses: [expect.objectContaining({ address: testWallet.paymentAddress })],
      },
      { type: 'disconnect' },
    ]);
  });
});
