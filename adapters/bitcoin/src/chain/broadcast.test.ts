import { Psbt, Transaction, networks } from 'bitcoinjs-lib';
import { bitcoinRegtest } from '../bitcoinRegtest';
import { broadcast } from './broadcast';
import { buildTransfer } from './buildTransfer';
import { coinsTo, scriptedReads } from './__fixtures__/scriptedReads';
import { signAll, testKey } from './__fixtures__/testSigner';

// The API is scripted (__fixtures__/scriptedReads.ts); PSBTs and signatures are real.
const network = bitcoinRegtest('http://127.0.0.1:1');
const key = testKey('p2wpkh', 30);
const { utxos, hexes } = coinsTo(key.address, [80_000n, 20_000n]);

async function built() {
  return buildTransfer(scriptedReads({ utxos, hexes }), networks.regtest, {
    network,
    from: key.address,
    to: testKey('p2tr', 31).address,
    amount: 90_000n,
  });
}

describe('broadcast', () => {
  it('finalizes a signed PSBT, posts its transaction and returns its txid', async () => {
    const reads = scriptedReads({});
    const signed = signAll((await built()).psbt, key);
    const txid = await broadcast(reads, network, networks.regtest, signed);
    expect(reads.posted).toHaveLength(1);
    const posted = Transaction.fromHex(reads.posted[0] ?? '');
    expect(posted.getId()).toBe(txid);
    expect(posted.ins).toHaveLength(2);
    expect(posted.ins.every((input) => input.witness.length === 2)).toBe(true);
  });

  it('takes a PSBT the wallet already finalized as it is', async () => {
    const psbt = Psbt.fromBase64(signAll((await built()).psbt, key));
    psbt.finalizeAllInputs();
    const reads = scriptedReads({});
    await expect(broadcast(reads, network, networks.regtest, psbt.toBase64())).resolves.toBe(
      psbt.extractTransaction().getId(),
    );
  });

  it('an unsigned or half-signed PSBT, or one that does not decode: BITCOIN_INVALID_PSBT and nothing is posted', async () => {
    const reads = scriptedReads({});
    const unsigned = (await built()).psbt;
    const half = Psbt.fromBase64(unsigned);
    half.signInput(0, key.keyPair);
    for (const psbt of [unsigned, half.toBase64(), 'not a psbt', '', 'cHNidP8=']) {
      await expect(broadcast(reads, network, networks.regtest, psbt)).rejects.toMatchObject({
        code: 'BITCOIN_INVALID_PSBT',
      });
    }
    expect(reads.posted).toHaveLength(0);
  });

  it('an API that answers another txid: BITCOIN_TXID_MISMATCH', async () => {
    const reads = scriptedReads({ answerTxid: () => 'ef'.repeat(32) });
    await expect(
      broadcast(reads, network, networks.regtest, signAll((await built()).psbt, key)),
    ).rejects.toMatchObject({
      code: 'BITCOIN_TXID_MISMATCH',
    });
  });
});
