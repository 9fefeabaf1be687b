import { networks, Psbt } from 'bitcoinjs-lib';
import { decodeStrictBase64, encodeBase64, unsignedTransactionHex } from './psbtBytes';

function psbtPaying(value: bigint): Psbt {
  const psbt = new Psbt({ network: networks.regtest });
  psbt.addInput({
    hash: 'aa'.repeat(32),
    index: 1,
    witnessUtxo: {
      script: Uint8Array.from([0x00, 0x14, ...new Uint8Array(20).fill(1)]),
      value: 10_000n,
    },
  });
  psbt.addOutput({ script: Uint8Array.from([0x00, 0x14, ...new Uint8Array(20).fill(2)]), value });
  return psbt;
}

describe('psbtBytes', () => {
  it('reads the unsigned transaction of a PSBT, unchanged by input data, changed by outputs', () => {
    const psbt = psbtPaying(9_000n);
    const base = unsignedTransactionHex(decodeStrictBase64(psbt.toBase64())!);
    expect(base).toBe(
      psbt.data.globalMap.unsignedTx
        .toBuffer()
        .reduce((hex, b) => hex + b.toString(16).padStart(2, '0'), ''),
    );
    psbt.updateInput(0, { finalScriptWitness: Uint8Array.from([1, 1, 7]) });
    expect(unsignedTransactionHex(decodeStrictBase64(psbt.toBase64())!)).toBe(base);
    expect(unsignedTransactionHex(decodeStrictBase64(psbtPaying(8_999n).toBase64())!)).not.toBe(
      base,
    );
  });

  it('refuses what is not a PSBT or is cut short', () => {
    const bytes = decodeStrictBase64(psbtPaying(1n).toBase64())!;
    expect(unsignedTransactionHex(bytes.subarray(0, 20))).toBeUndefined();
    expect(
      unsignedTransactionHex(Uint8Array.from([0x70, 0x73, 0x62, 0x74, 0xff, 0x00])),
    ).toBeUndefined();
    expect(unsignedTransactionHex(new TextEncoder().encode('not a psbt at all'))).toBeUndefined();
  });

  it('takes strict padded base64 only', () => {
    expect(decodeStrictBase64(encodeBase64(Uint8Array.from([1, 2, 3, 250])))).toEqual(
      Uint8Array.from([1, 2, 3, 250]),
    );
    for (const text of ['', 'AQID+g', 'AQ ID', 'AQID_g==', '====', 5, null]) {
      expect(decodeStrictBase64(text)).toBeUndefined();
    }
  });
});
