import * as ecc from '@bitcoinerlab/secp256k1';
import { Psbt, Transaction, networks, payments } from 'bitcoinjs-lib';
import type { WalletAccount } from '@wallet-standard/base';
import { join } from 'node:path';
import { pageLoadGraph } from '../../importGraph/staticImports';
import { fromBase64, toBase64, toHex, utf8 } from './bytes';
import { accountKeys, DEFAULT_PRIVATE_KEY_HEX, privateKeyBytes } from './keys';
import {
  bip322MessageHash,
  bip322ToSign,
  bip322ToSpend,
  signBip137,
  signBip322Simple,
} from './messageSigning';
import { createBitcoinTestWallet } from './standardWallet';

// BIP-322's test vectors (bip-0322.mediawiki, "Test vectors"): key
// L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k, address bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l.
const VECTOR_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
const VECTORS = [
  {
    message: '',
    messageHash: 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    toSpend: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    toSign: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    lowR: 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    plain:
      'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  },
  {
    message: 'Hello World',
    messageHash: 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    toSpend: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    toSign: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    lowR: 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    plain:
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  },
] as const;

const mainnetKeys = () =>
  accountKeys(privateKeyBytes(DEFAULT_PRIVATE_KEY_HEX), 'p2wpkh', 'mainnet');

describe('the signer against BIP-322 test vectors', () => {
  it.each(VECTORS)(
    'message "$message": hash, to_spend, to_sign and both published signatures',
    (v) => {
      const { payment } = mainnetKeys();
      expect(payment.address).toBe(VECTOR_ADDRESS);
      const message = utf8(v.message);
      expect(toHex(bip322MessageHash(message))).toBe(v.messageHash);
      const toSpend = bip322ToSpend(message, payment.output);
      expect(toSpend.getId()).toBe(v.toSpend);
      expect(bip322ToSign(toSpend).getId()).toBe(v.toSign);
      // ECDSA is deterministic (RFC 6979): low-R grinding as Bitcoin Core, and without it.
      expect(toBase64(signBip322Simple(payment, message))).toBe(v.lowR);
      expect(toBase64(signBip322Simple(payment, message, { lowR: false }))).toBe(v.plain);
    },
  );

  it("the P2TR payment address of the vector key is the one BIP-322's P2TR vectors use", () => {
    const keys = accountKeys(privateKeyBytes(DEFAULT_PRIVATE_KEY_HEX), 'p2tr', 'mainnet');
    expect(keys.payment.address).toBe(
      'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3',
    );
  });

  it('BIP-137 of "Hello World" has the r and s of Bitcoin Core\'s signmessage, with a P2WPKH header', () => {
    // Bitcoin Core's `signmessage` of "Hello World" by this key (header 32: compressed P2PKH).
    const core = fromBase64(
      'IOW2xi+ebJLeBtr674l4QH76dqDoVjLV80R9EFKFQX5rBrlCXPIZaYs8Yuayg0ZqjyiCbLy9pzZIS7JWT65/nsU=',
    );
    const ours = signBip137(mainnetKeys().payment, utf8('Hello World'));
    expect(ours).toHaveLength(65);
    expect(ours[0]).toBe(39 + (core[0]! - 31));
    expect(toHex(ours.slice(1))).toBe(toHex(core.slice(1)));
  });
});

function madeUpPsbt(script: Uint8Array, extraInputScript?: Uint8Array): Psbt {
  const psbt = new Psbt({ network: networks.regtest });
  psbt.addInput({
    hash: new Uint8Array(32).fill(0x11),
    index: 0,
    witnessUtxo: { script, value: 50_000n },
  });
  if (extraInputScript) {
    psbt.addInput({
      hash: new Uint8Array(32).fill(0x22),
      index: 1,
      witnessUtxo: { script: extraInputScript, value: 20_000n },
    });
  }
  psbt.addOutput({ address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', value: 40_000n });
  return psbt;
}

const validator = (pubkey: Uint8Array, hash: Uint8Array, signature: Uint8Array) =>
  signature.length === 64 && pubkey.length === 32
    ? ecc.verifySchnorr(hash, pubkey, signature)
    : ecc.verify(hash, pubkey, signature);

describe('the Wallet Standard Bitcoin test wallet', () => {
  it('bitcoin:connect gives one account per purpose in the order asked, and emits change', async () => {
    const tw = createBitcoinTestWallet({ network: 'regtest' });
    const changes: (readonly WalletAccount[])[] = [];
    tw.wallet.features['standard:events'].on('change', ({ accounts }) => changes.push(accounts!));

    const { accounts } = await tw.wallet.features['bitcoin:connect'].connect({
      purposes: ['ordinals', 'payment'],
    });

    expect(accounts.map((a) => a.address)).toEqual([tw.ordinalsAddress, tw.paymentAddress]);
    expect(tw.paymentAddress).toMatch(/^bcrt1q/);
    expect(tw.ordinalsAddress).toMatch(/^bcrt1p/);
    expect(accounts[1]!.publicKey).toHaveLength(33);
    expect(accounts[0]!.publicKey).toHaveLength(32);
    expect(accounts[0]!.chains).toEqual(['bitcoin:regtest']);
    expect(accounts[0]!.features).toEqual(['bitcoin:signMessage', 'bitcoin:signTransaction']);
    expect(tw.wallet.accounts).toEqual(accounts);
    expect(changes).toEqual([accounts]);
    expect(tw.prompts()).toEqual([{ feature: 'bitcoin:connect', approved: true }]);
  });

  it('a P2TR payment type gives a bcrt1p payment address other than the ordinals one', () => {
    const tw = createBitcoinTestWallet({ network: 'testnet', paymentType: 'p2tr' });
    expect(tw.paymentAddress).toMatch(/^tb1p/);
    expect(tw.paymentAddress).not.toBe(tw.ordinalsAddress);
    expect(tw.chains).toEqual(['bitcoin:testnet', 'bitcoin:signet']);
  });

  it("refusals read like a real wallet's: an Error saying the user rejected, code 4001", async () => {
    const tw = createBitcoinTestWallet({ network: 'regtest' });
    tw.rejectNext('bitcoin:connect');
    await expect(tw.wallet.features['standard:connect'].connect()).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    });
    expect(tw.connected).toBe(false);
    const { accounts } = await tw.wallet.features['standard:connect'].connect();
    tw.rejectNext();
    await expect(
      tw.wallet.features['bitcoin:signMessage'].signMessage({
        account: accounts[0]!,
        message: utf8('hi'),
      }),
    ).rejects.toMatchObject({ code: 4001 });
    tw.rejectNext('bitcoin:signTransaction');
    const psbt = madeUpPsbt(
      accountKeys(privateKeyBytes(DEFAULT_PRIVATE_KEY_HEX), 'p2wpkh', 'regtest').payment.output,
    );
    await expect(
      tw.wallet.features['bitcoin:signTransaction'].signTransaction({
        psbt: psbt.toBuffer(),
        inputsToSign: [{ account: accounts[0]!, signingIndexes: [0] }],
      }),
    ).rejects.toMatchObject({ code: 4001 });
    expect(tw.prompts().map((p) => p.approved)).toEqual([false, true, false, false]);
  });

  it('a silent connect needs a prior authorization; disconnectSite empties the accounts with change', async () => {
    const fresh = createBitcoinTestWallet({ network: 'regtest' });
    expect(
      (await fresh.wallet.features['standard:connect'].connect({ silent: true })).accounts,
    ).toEqual([]);

    const tw = createBitcoinTestWallet({ network: 'regtest', authorized: true });
    const changes: number[] = [];
    tw.wallet.features['standard:events'].on('change', ({ accounts }) =>
      changes.push(accounts!.length),
    );
    const { accounts } = await tw.wallet.features['standard:connect'].connect({ silent: true });
    expect(accounts.map((a) => a.address)).toEqual([tw.paymentAddress, tw.ordinalsAddress]);
    expect(tw.prompts()).toEqual([]);

    tw.disconnectSite();
    expect(tw.wallet.accounts).toEqual([]);
    expect(tw.authorized).toBe(false);
    expect(changes).toEqual([2, 0]);
  });

  it('switchAccount moves to a second key and back, emitting change with the new accounts', async () => {
    const tw = createBitcoinTestWallet({ network: 'regtest' });
    await tw.wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] });
    const first = tw.paymentAddress;
    const seen: string[][] = [];
    tw.wallet.features['standard:events'].on('change', ({ accounts }) =>
      seen.push(accounts!.map((a) => a.address)),
    );
    tw.switchAccount();
    expect(tw.paymentAddress).not.toBe(first);
    tw.switchAccount();
    expect(seen).toEqual([[seen[0]![0]!], [first]]);
    expect(seen[0]![0]).not.toBe(first);
  });

  it('signs only for its connected accounts (4100) and BIP-137 only for P2WPKH', async () => {
    const tw = createBitcoinTestWallet({ network: 'regtest', messageScheme: 'bip137' });
    const { accounts } = await tw.wallet.features['bitcoin:connect'].connect({
      purposes: ['payment'],
    });
    const [signed] = await tw.wallet.features['bitcoin:signMessage'].signMessage({
      account: accounts[0]!,
      message: utf8('hi'),
    });
    expect(signed!.signature).toHaveLength(65);
    await expect(
      tw.wallet.features['bitcoin:signMessage'].signMessage({
        account: tw.ordinalsAccount,
        message: utf8('hi'),
      }),
    ).rejects.toMatchObject({ code: 4100 });
    await tw.wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] });
    await expect(
      tw.wallet.features['bitcoin:signMessage'].signMessage({
        account: tw.ordinalsAccount,
        message: utf8('hi'),
      }),
    ).rejects.toMatchObject({ code: -32602 });
  });

  it('a batch of messages is one prompt: approved, all are signed; rejected, none', async () => {
    const tw = createBitcoinTestWallet({ network: 'regtest' });
    const { accounts } = await tw.wallet.features['bitcoin:connect'].connect({
      purposes: ['payment', 'ordinals'],
    });
    const inputs = accounts.map((account) => ({ account, message: utf8('batch') }));
    const signed = await tw.wallet.features['bitcoin:signMessage'].signMessage(...inputs);
    expect(signed).toHaveLength(2);
    tw.rejectNext('bitcoin:signMessage');
    await expect(
      tw.wallet.features['bitcoin:signMessage'].signMessage(...inputs),
    ).rejects.toMatchObject({ code: 4001 });
    expect(tw.prompts().map((p) => p.feature)).toEqual([
      'bitcoin:connect',
      'bitcoin:signMessage',
      'bitcoin:signMessage',
    ]);
  });

  it.each(['p2wpkh', 'p2tr'] as const)(
    'signs the requested %s input of a PSBT, which validates and finalizes; refuses an input not its own',
    async (paymentType) => {
      const tw = createBitcoinTestWallet({ network: 'regtest', paymentType });
      const { accounts } = await tw.wallet.features['bitcoin:connect'].connect({
        purposes: ['payment'],
      });
      const own = payments[paymentType === 'p2wpkh' ? 'p2wpkh' : 'p2tr']({
        address: tw.paymentAddress,
        network: networks.regtest,
      }).output!;
      const foreign = payments.p2wpkh({
        address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
        network: networks.regtest,
      }).output!;
      const sign = (indexes: number[], psbt = madeUpPsbt(own, foreign)) =>
        tw.wallet.features['bitcoin:signTransaction'].signTransaction({
          psbt: psbt.toBuffer(),
          chain: 'bitcoin:regtest',
          inputsToSign: [{ account: accounts[0]!, signingIndexes: indexes }],
        });

      await expect(sign([1])).rejects.toMatchObject({ code: -32602 });
      await expect(sign([2])).rejects.toMatchObject({ code: -32602 });
      const [{ signedPsbt }] = (await sign([0], madeUpPsbt(own))) as [{ signedPsbt: Uint8Array }];

      const signed = Psbt.fromBuffer(signedPsbt, { network: networks.regtest });
      expect(signed.validateSignaturesOfInput(0, validator)).toBe(true);
      signed.finalizeInput(0);
      const tx = signed.extractTransaction(true);
      expect(tx.ins[0]!.witness).toHaveLength(paymentType === 'p2wpkh' ? 2 : 1);
      if (paymentType === 'p2tr') expect(tx.ins[0]!.witness[0]).toHaveLength(64);
      else expect(tx.ins[0]!.witness[0]!.at(-1)).toBe(Transaction.SIGHASH_ALL);
      expect(tw.prompts().at(-1)).toEqual({ feature: 'bitcoin:signTransaction', approved: true });
    },
  );
});

describe('@portico/testing/bitcoin-wallet in a page', () => {
  it('imports only browser-safe packages (an allow-list; no Node built-ins)', () => {
    const { packages } = pageLoadGraph(join(__dirname, '../..'), 'bitcoinWallet.ts');
    const allowed = [
      '@bitcoinerlab/secp256k1',
      '@wallet-standard/features',
      'bitcoinjs-lib',
      'ecpair',
    ];
    expect([...packages].filter((name) => !allowed.includes(name))).toEqual([]);
  });
});
