import * as ecc from '@bitcoinerlab/secp256k1';
import { initEccLib, networks, payments, Psbt } from 'bitcoinjs-lib';
import { createBitcoinTestWallet } from '../bitcoinWallet';
import { fromBase64, toBase64, utf8 } from '../bitcoin/wallet/bytes';
import { accountKeys, DEFAULT_PRIVATE_KEY_HEX, privateKeyBytes } from '../bitcoin/wallet/keys';
import { signBip137, signBip322Simple } from '../bitcoin/wallet/messageSigning';
import { createBitcoinSide } from './wcBitcoinSide';

initEccLib(ecc);

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const side = createBitcoinSide({ chains: [REGTEST], network: 'regtest' });
const keys = accountKeys(privateKeyBytes(DEFAULT_PRIVATE_KEY_HEX), 'p2wpkh', 'regtest');
const account = side.paymentAddress;
const other = createBitcoinSide({
  chains: [REGTEST],
  network: 'regtest',
  privateKey: '01'.repeat(32),
}).paymentAddress;

/** A PSBT spending one 50,000-sat output of `address` (its witnessUtxo), paying 40,000 sats on. */
function psbtSpending(address: string): Psbt {
  const psbt = new Psbt({ network: networks.regtest });
  psbt.addInput({
    hash: '11'.repeat(32),
    index: 0,
    witnessUtxo: {
      script: payments.p2wpkh({ address, network: networks.regtest }).output!,
      value: 50_000n,
    },
  });
  psbt.addOutput({ address, value: 40_000n });
  return psbt;
}

describe('the WalletConnect test wallet: Bitcoin side (bip122)', () => {
  it('offers its payment account on each chain, with the Bitcoin test wallet’s addresses', () => {
    const standard = createBitcoinTestWallet({ network: 'regtest' });
    expect(side.paymentAddress).toBe(standard.paymentAddress);
    expect(side.ordinalsAddress).toBe(standard.ordinalsAddress);
    expect(side.paymentAddress).toMatch(/^bcrt1q/);
    expect(side.namespace).toEqual({
      chains: [REGTEST],
      accounts: [`${REGTEST}:${side.paymentAddress}`],
      methods: ['getAccountAddresses', 'signMessage', 'signPsbt'],
      events: ['accountsChanged', 'bip122_addressesChanged'],
    });
  });

  it('getAccountAddresses: payment and ordinal addresses with public keys, filtered by intention', async () => {
    expect(await side.answer('getAccountAddresses', { account })).toEqual([
      {
        address: side.paymentAddress,
        publicKey: side.paymentPublicKey,
        path: "m/84'/1'/0'/0/0",
        intention: 'payment',
      },
      {
        address: side.ordinalsAddress,
        publicKey: side.ordinalsPublicKey,
        path: "m/86'/1'/0'/0/0",
        intention: 'ordinal',
      },
    ]);
    expect(side.paymentPublicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(side.ordinalsPublicKey).toMatch(/^[0-9a-f]{64}$/);
    const ordinal = await side.answer('getAccountAddresses', { account, intentions: ['ordinal'] });
    expect(ordinal).toEqual([expect.objectContaining({ address: side.ordinalsAddress })]);
  });

  it('signMessage: BIP-322 for "bip322", BIP-137 for "ecdsa" (the default), by the wallet’s signer', async () => {
    const message = 'Hello over WalletConnect';
    const bip322 = (await side.answer('signMessage', {
      account,
      address: account,
      message,
      protocol: 'bip322',
    })) as { address: string; signature: string; messageHash: string };
    expect(bip322.address).toBe(account);
    expect(bip322.signature).toBe(toBase64(signBip322Simple(keys.payment, utf8(message))));
    expect(bip322.messageHash).toMatch(/^[0-9a-f]{64}$/);
    const ecdsa = (await side.answer('signMessage', { account, message })) as {
      signature: string;
    };
    expect(ecdsa.signature).toBe(toBase64(signBip137(keys.payment, utf8(message))));
    expect(fromBase64(ecdsa.signature)).toHaveLength(65);
    // The ordinals (P2TR) address signs BIP-322 only.
    await expect(
      side.answer('signMessage', { account, address: side.ordinalsAddress, message }),
    ).rejects.toMatchObject({ code: -32602 });
  });

  it('signPsbt: signs the inputs of its address (valid signatures), does not finalize unless it broadcasts', async () => {
    const unsigned = psbtSpending(account);
    const answer = (await side.answer('signPsbt', {
      account,
      psbt: unsigned.toBase64(),
      signInputs: [{ address: account, index: 0, sighashTypes: [1] }],
      broadcast: false,
    })) as { psbt: string; txid?: string };
    expect(answer.txid).toBeUndefined();
    const signed = Psbt.fromBase64(answer.psbt, { network: networks.regtest });
    expect(
      signed.validateSignaturesOfInput(0, (pubkey, hash, signature) =>
        ecc.verify(hash, pubkey, signature),
      ),
    ).toBe(true);
    expect(signed.data.inputs[0]!.finalScriptWitness).toBeUndefined();
    signed.finalizeAllInputs();
    // An input of another address is refused, and signs nothing.
    await expect(
      side.answer('signPsbt', {
        account,
        psbt: psbtSpending(other).toBase64(),
        signInputs: [{ address: account, index: 0 }],
      }),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/does not spend/) });
  });

  it('refuses another account, malformed params, and methods it does not offer (sendTransfer)', async () => {
    await expect(side.answer('getAccountAddresses', { account: other })).rejects.toMatchObject({
      code: -32602,
    });
    await expect(side.answer('signMessage', { account, message: 7 })).rejects.toMatchObject({
      code: -32602,
    });
    await expect(
      side.answer('signPsbt', {
        account,
        psbt: '%%',
        signInputs: [{ address: account, index: 0 }],
      }),
    ).rejects.toMatchObject({ code: -32602 });
    await expect(
      side.answer('signPsbt', {
        account,
        psbt: 'AA==',
        signInputs: [{ address: other, index: 0 }],
      }),
    ).rejects.toMatchObject({ code: -32602 });
    await expect(
      side.answer('sendTransfer', { account, recipientAddress: other, amount: '1000' }),
    ).rejects.toMatchObject({ code: 4200 });
  });
});
