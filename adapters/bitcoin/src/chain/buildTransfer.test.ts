import { Psbt, networks } from 'bitcoinjs-lib';
import { bitcoinRegtest } from '../bitcoinRegtest';
import { finalTransaction } from './broadcast';
import { buildTransfer, TRANSFER_SEQUENCE } from './buildTransfer';
import { coinsTo, scriptedReads } from './__fixtures__/scriptedReads';
import { signAll, testKey, type TestKey } from './__fixtures__/testSigner';
import { transferVsize, type PaymentScriptType } from './transactionSize';

// The API's answers are scripted here (__fixtures__/scriptedReads.ts); the signing, sizes and
// PSBTs are bitcoinjs-lib's own. bitcoinChain.integration.test.ts runs against a real chain.
const network = bitcoinRegtest('http://127.0.0.1:1');
const TYPES: readonly PaymentScriptType[] = ['p2wpkh', 'p2tr', 'p2sh-p2wpkh', 'p2pkh'];
const receivers = {
  p2wpkh: testKey('p2wpkh', 200).address,
  p2tr: testKey('p2tr', 201).address,
  p2sh: testKey('p2sh-p2wpkh', 202).address,
  p2pkh: testKey('p2pkh', 203).address,
};

async function build(
  key: TestKey,
  values: bigint[],
  amount: bigint,
  to: string,
  feeRateMilli = 2_500n,
) {
  const { utxos, hexes } = coinsTo(key.address, values);
  const reads = scriptedReads({ utxos, hexes, feeRateMilli });
  return buildTransfer(reads, networks.regtest, {
    network,
    from: key.address,
    fromPublicKey: key.publicKey,
    to,
    amount,
  });
}

describe('buildTransfer: sizes and fees against bitcoinjs’s signed transactions', () => {
  for (const type of TYPES) {
    for (const [receiverType, to] of Object.entries(receivers)) {
      it(`${type} inputs → ${receiverType} receiver: the signed transaction is at most the estimated vsize and at most 1 vB per input smaller; fee = ceil(vsize × rate)`, async () => {
        const key = testKey(type, 7);
        for (const values of [
          [100_000n],
          [40_000n, 30_000n, 50_000n],
          [9_000n, 9_000n, 9_000n, 9_000n, 9_000n],
        ]) {
          const amount = 20_000n;
          const built = await build(key, values, amount, to);
          const signed = finalTransaction(signAll(built.psbt, key), networks.regtest);
          const inputs = signed.ins.length;
          const outputs = signed.outs.map((output) => output.script.length);
          const estimate = transferVsize(type, inputs, outputs);
          expect(signed.virtualSize()).toBeLessThanOrEqual(estimate);
          expect(estimate - signed.virtualSize()).toBeLessThanOrEqual(inputs);
          expect(built.fee).toBe((BigInt(estimate) * 2_500n + 999n) / 1000n);
          const paidIn = values
            .slice()
            .sort((a, b) => (a > b ? -1 : 1))
            .slice(0, inputs)
            .reduce((s, v) => s + v, 0n);
          const paidOut = signed.outs.reduce((sum, output) => sum + output.value, 0n);
          expect(paidIn - paidOut).toBe(built.fee);
          expect(signed.outs[0]?.value).toBe(amount);
          expect(built.change).toBe(signed.outs[1]?.value ?? 0n);
        }
      });
    }
  }
});

describe('buildTransfer: the PSBT', () => {
  it('P2WPKH: every input has witnessUtxo, sequence 0xfffffffd; receiver first, change back to from second', async () => {
    const key = testKey('p2wpkh', 8);
    const built = await build(key, [50_000n, 70_000n], 100_000n, receivers.p2tr);
    const psbt = Psbt.fromBase64(built.psbt, { network: networks.regtest });
    expect(built.inputIndexes).toEqual([0, 1]);
    expect(psbt.data.inputs.every((input) => input.witnessUtxo && !input.nonWitnessUtxo)).toBe(
      true,
    );
    expect(psbt.txInputs.every((input) => input.sequence === TRANSFER_SEQUENCE)).toBe(true);
    expect(psbt.version).toBe(2);
    expect(psbt.txOutputs.map((output) => output.address)).toEqual([receivers.p2tr, key.address]);
    expect(psbt.txOutputs[1]?.value).toBe(built.change);
  });

  it('P2TR: inputs carry the internal key (a 33-byte public key is taken as its x-only key)', async () => {
    const key = testKey('p2tr', 9);
    const compressed = Buffer.from(key.keyPair.publicKey).toString('hex');
    const { utxos, hexes } = coinsTo(key.address, [30_000n]);
    const built = await buildTransfer(scriptedReads({ utxos, hexes }), networks.regtest, {
      network,
      from: key.address,
      fromPublicKey: compressed,
      to: receivers.p2wpkh,
      amount: 10_000n,
    });
    const input = Psbt.fromBase64(built.psbt).data.inputs[0];
    expect(Buffer.from(input?.tapInternalKey ?? []).toString('hex')).toBe(key.publicKey);
  });

  it('P2SH-P2WPKH: the redeem script of the public key; without the key, or with another key, refused', async () => {
    const key = testKey('p2sh-p2wpkh', 10);
    const built = await build(key, [30_000n], 10_000n, receivers.p2wpkh);
    expect(Psbt.fromBase64(built.psbt).data.inputs[0]?.redeemScript?.length).toBe(22);
    const { utxos, hexes } = coinsTo(key.address, [30_000n]);
    const reads = scriptedReads({ utxos, hexes });
    const transfer = { network, from: key.address, to: receivers.p2wpkh, amount: 10_000n };
    await expect(buildTransfer(reads, networks.regtest, transfer)).rejects.toMatchObject({
      code: 'BITCOIN_UNSUPPORTED_PAYMENT_ADDRESS',
    });
    await expect(
      buildTransfer(reads, networks.regtest, {
        ...transfer,
        fromPublicKey: testKey('p2wpkh', 11).publicKey,
      }),
    ).rejects.toMatchObject({ code: 'BITCOIN_UNSUPPORTED_PAYMENT_ADDRESS' });
  });

  it('P2PKH: inputs carry the previous transaction; one that is not the listed coin is a malformed answer', async () => {
    const key = testKey('p2pkh', 12);
    const built = await build(key, [30_000n], 10_000n, receivers.p2wpkh);
    expect(Psbt.fromBase64(built.psbt).data.inputs[0]?.nonWitnessUtxo).toBeDefined();
    const { utxos, hexes } = coinsTo(key.address, [30_000n]);
    const lying = utxos.map((utxo) => ({ ...utxo, value: 31_000n }));
    await expect(
      buildTransfer(scriptedReads({ utxos: lying, hexes }), networks.regtest, {
        network,
        from: key.address,
        to: receivers.p2wpkh,
        amount: 10_000n,
      }),
    ).rejects.toMatchObject({ code: 'BITCOIN_API_MALFORMED' });
    const other = new Map([
      [utxos[0]?.txid ?? '', [...hexes.values()][0]?.replace(/00000000$/, '01000000') ?? ''],
    ]);
    await expect(
      buildTransfer(scriptedReads({ utxos, hexes: other }), networks.regtest, {
        network,
        from: key.address,
        to: receivers.p2wpkh,
        amount: 10_000n,
      }),
    ).rejects.toMatchObject({ code: 'BITCOIN_API_MALFORMED' });
  });

  it('change under the change script’s dust limit goes to the fee: no change output', async () => {
    const key = testKey('p2wpkh', 13);
    // 1 input, 2 outputs at 1 sat/vB: 141 vB; 1 output: 110 vB. Change would be 100_000 -
    // 99_600 - 141 = 259 < 294 (P2WPKH dust): dropped, the fee is 400.
    const built = await build(key, [100_000n], 99_600n, receivers.p2wpkh, 1_000n);
    expect(built.change).toBe(0n);
    expect(built.fee).toBe(400n);
    expect(Psbt.fromBase64(built.psbt).txOutputs).toHaveLength(1);
    const kept = await build(key, [100_000n], 99_500n, receivers.p2wpkh, 1_000n);
    expect(kept.change).toBe(359n);
    expect(kept.fee).toBe(141n);
  });

  it('the caller’s fee rate is used, floored at 1 sat/vB; above 1,000 sat/vB refused', async () => {
    const key = testKey('p2wpkh', 14);
    const { utxos, hexes } = coinsTo(key.address, [100_000n]);
    const reads = scriptedReads({ utxos, hexes, feeRateMilli: 50_000n });
    const transfer = { network, from: key.address, to: receivers.p2wpkh, amount: 10_000n };
    expect((await buildTransfer(reads, networks.regtest, { ...transfer, feeRate: 0.2 })).fee).toBe(
      141n,
    );
    expect((await buildTransfer(reads, networks.regtest, { ...transfer, feeRate: 3 })).fee).toBe(
      423n,
    );
    expect((await buildTransfer(reads, networks.regtest, transfer)).fee).toBe(7_050n);
    await expect(
      buildTransfer(reads, networks.regtest, { ...transfer, feeRate: 1_001 }),
    ).rejects.toMatchObject({
      code: 'BITCOIN_INVALID_FEE_RATE',
    });
  });
});

describe('buildTransfer: what it refuses (nothing is read or built)', () => {
  const key = testKey('p2wpkh', 15);
  const { utxos, hexes } = coinsTo(key.address, [100_000n]);
  const reads = scriptedReads({ utxos, hexes });
  const transfer = { network, from: key.address, to: receivers.p2wpkh, amount: 10_000n };

  it.each([
    ['a mainnet address', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['a testnet address', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
    ['a typo', `${receivers.p2wpkh.slice(0, -1)}x`],
    ['an empty text', ''],
    ['a witness v2 address', 'bcrt1zw508d6qejxtdg4y5r3zarvaryvg6kdaj'],
    ['not a string', 42],
  ])('a receiver that is %s: BITCOIN_INVALID_RECEIVER', async (_, to) => {
    await expect(
      buildTransfer(reads, networks.regtest, { ...transfer, to: to as string }),
    ).rejects.toMatchObject({ code: 'BITCOIN_INVALID_RECEIVER' });
  });

  it.each([0n, -1n, 2_100_000_000_000_001n, 1000 as unknown as bigint])(
    'an amount of %p: BITCOIN_INVALID_AMOUNT',
    async (amount) => {
      await expect(
        buildTransfer(reads, networks.regtest, { ...transfer, amount }),
      ).rejects.toMatchObject({
        code: 'BITCOIN_INVALID_AMOUNT',
      });
    },
  );

  it.each([
    ['P2WPKH', receivers.p2wpkh, 294n],
    ['P2TR', receivers.p2tr, 330n],
    ['P2SH', receivers.p2sh, 540n],
    ['P2PKH', receivers.p2pkh, 546n],
  ])(
    'an amount under the %s receiver’s dust limit (%s): BITCOIN_DUST_AMOUNT; the limit itself is built',
    async (_, to, limit) => {
      await expect(
        buildTransfer(reads, networks.regtest, { ...transfer, to, amount: limit - 1n }),
      ).rejects.toMatchObject({ code: 'BITCOIN_DUST_AMOUNT', dustLimit: limit });
      await expect(
        buildTransfer(reads, networks.regtest, { ...transfer, to, amount: limit }),
      ).resolves.toBeDefined();
    },
  );

  it('more than the coins pay: BITCOIN_INSUFFICIENT_FUNDS with what is needed and available', async () => {
    await expect(
      buildTransfer(reads, networks.regtest, { ...transfer, amount: 99_950n }),
    ).rejects.toMatchObject({
      code: 'BITCOIN_INSUFFICIENT_FUNDS',
      available: 100_000n,
      needed: 100_060n,
    });
  });

  it('so many small coins that the transaction would be over 100,000 vB: BITCOIN_TRANSFER_TOO_LARGE, nothing fetched', async () => {
    const legacy = testKey('p2pkh', 16);
    const many = coinsTo(
      legacy.address,
      Array.from({ length: 700 }, () => 1_000n),
    );
    const manyReads = scriptedReads({ utxos: many.utxos, hexes: new Map() });
    await expect(
      buildTransfer(manyReads, networks.regtest, {
        network,
        from: legacy.address,
        to: receivers.p2wpkh,
        amount: 590_000n,
      }),
    ).rejects.toMatchObject({
      code: 'BITCOIN_TRANSFER_TOO_LARGE',
      vsize: expect.any(Number),
    });
    await expect(
      buildTransfer(manyReads, networks.regtest, {
        network,
        from: legacy.address,
        to: receivers.p2wpkh,
        amount: 590_000n,
      }),
    ).rejects.toHaveProperty('vsize', transferVsize('p2pkh', 693, [22]));
  });
});
