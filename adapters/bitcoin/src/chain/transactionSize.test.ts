import { address, networks } from 'bitcoinjs-lib';
import { testKey } from './__fixtures__/testSigner';
import { dustLimit, inputWeight, outputBytes, transferVsize, varIntBytes } from './transactionSize';

const script = (a: string) => address.toOutputScript(a, networks.regtest);

describe('transaction sizes', () => {
  it('dust limits are Bitcoin Core’s at 3 sat/vB: P2PKH 546, P2SH 540, P2WPKH 294, P2TR and P2WSH 330', () => {
    expect(dustLimit(script(testKey('p2pkh', 1).address))).toBe(546n);
    expect(dustLimit(script(testKey('p2sh-p2wpkh', 1).address))).toBe(540n);
    expect(dustLimit(script(testKey('p2wpkh', 1).address))).toBe(294n);
    expect(dustLimit(script(testKey('p2tr', 1).address))).toBe(330n);
    expect(dustLimit(new Uint8Array([0x00, 0x20, ...new Uint8Array(32)]))).toBe(330n);
  });

  it('the usual figures: a P2WPKH input 68 vB, P2TR 57.75, P2SH-P2WPKH 91, P2PKH 148; 1-in 2-out P2WPKH 141 vB', () => {
    expect(inputWeight('p2wpkh')).toBe(272);
    expect(inputWeight('p2tr')).toBe(231);
    expect(inputWeight('p2sh-p2wpkh')).toBe(364);
    expect(inputWeight('p2pkh')).toBe(592);
    expect(transferVsize('p2wpkh', 1, [22, 22])).toBe(141);
    expect(transferVsize('p2tr', 1, [34, 34])).toBe(155); // 154 with a 64-byte (SIGHASH_DEFAULT) signature
    expect(transferVsize('p2pkh', 1, [25, 25])).toBe(226);
  });

  it('CompactSize lengths and output bytes', () => {
    expect([0, 252, 253, 65_535, 65_536, 2 ** 32].map(varIntBytes)).toEqual([1, 1, 3, 3, 5, 9]);
    expect(outputBytes(22)).toBe(31);
    expect(outputBytes(34)).toBe(43);
  });
});
