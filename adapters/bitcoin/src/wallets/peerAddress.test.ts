import * as ecc from '@bitcoinerlab/secp256k1';
import { initEccLib, networks, payments } from 'bitcoinjs-lib';
import { isPeerAddress, type BitcoinAddressFormat } from './peerAddress';

initEccLib(ecc);

const FORMATS: readonly BitcoinAddressFormat[] = ['mainnet', 'testnet', 'regtest'];
const NETWORKS = {
  mainnet: networks.bitcoin,
  testnet: networks.testnet,
  regtest: networks.regtest,
};

/** Every script type the allow-list takes, for one key, as bitcoinjs-lib encodes them. */
function addressesOf(seed: number, format: BitcoinAddressFormat): string[] {
  const network = NETWORKS[format];
  const privateKey = new Uint8Array(32).fill(seed);
  const pubkey = ecc.pointFromScalar(privateKey, true)!;
  const hash = new Uint8Array(32).fill(seed ^ 0x5a);
  return [
    payments.p2wpkh({ pubkey, network }).address!,
    payments.p2tr({ internalPubkey: pubkey.subarray(1), network }).address!,
    payments.p2pkh({ pubkey, network }).address!,
    payments.p2sh({ redeem: payments.p2wpkh({ pubkey, network }), network }).address!,
    payments.p2wsh({ hash, network }).address!,
  ];
}

describe('isPeerAddress: what a wallet answers, without bitcoinjs-lib', () => {
  it('takes every allowed script type of its network and no other network', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      for (const format of FORMATS) {
        for (const address of addressesOf(seed, format)) {
          expect([address, isPeerAddress(address, format)]).toEqual([address, true]);
          // bech32 may be written in capitals; base58 capitals are another (invalid) address.
          expect(isPeerAddress(address.toUpperCase(), format)).toBe(!/^[123mn]/.test(address));
          const [head, last] = [address.slice(0, -1), address.at(-1)!];
          expect(isPeerAddress(`${head}${last === 'q' || last === '2' ? 'p' : 'q'}`, format)).toBe(
            false,
          );
          for (const other of FORMATS) {
            // testnet and regtest share base58 versions (m/n/2…) and differ in bech32 prefixes.
            const shared = other !== format && format !== 'mainnet' && other !== 'mainnet';
            if (other !== format && !(shared && /^[mn2]/.test(address))) {
              expect([address, other, isPeerAddress(address, other)]).toEqual([
                address,
                other,
                false,
              ]);
            }
          }
        }
      }
    }
  });

  it('refuses a bech32 address in mixed case, or a v0 program under a v1 version', () => {
    const [, p2tr] = addressesOf(7, 'regtest') as [string, string];
    expect(isPeerAddress(`${p2tr.slice(0, 8)}${p2tr.slice(8).toUpperCase()}`, 'regtest')).toBe(
      false,
    );
    // BIP-350's valid v1 testnet vector; BIP-173's P2WPKH vector with its last character changed.
    expect(
      isPeerAddress('tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', 'testnet'),
    ).toBe(true);
    expect(isPeerAddress('bc1qw508d6qejxtdg4c5r6nlevl37lfgy3jzzzjf4r', 'mainnet')).toBe(false);
    expect(isPeerAddress('bc1qw508d6qejxtdg4c5r6nlevl37lfgy3jzzzjf4q', 'mainnet')).toBe(false);
  });

  it('refuses what is not an address', () => {
    for (const text of [
      undefined,
      7,
      '',
      'bc1',
      'bcrt1q',
      '1111111111111111111114oLvT3',
      'x'.repeat(100),
    ]) {
      expect(isPeerAddress(text, 'mainnet')).toBe(false);
    }
    expect(isPeerAddress('0OIl000000000000000000000000', 'mainnet')).toBe(false);
    // The all-zero P2PKH (a valid burn address) is one.
    expect(isPeerAddress('1111111111111111111114oLvT2', 'mainnet')).toBe(true);
  });
});
