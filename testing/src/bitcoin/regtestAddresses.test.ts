import fc from 'fast-check';
import { address as btcAddress, networks } from 'bitcoinjs-lib';
import {
  bitcoinToLitecoinRegtestAddress,
  encodeBitcoinRegtestAddress,
  isBitcoinRegtestAddress,
  litecoinToBitcoinRegtestAddress,
  parseBitcoinRegtestAddress,
  regtestScriptFromHex,
  regtestScriptHex,
  type RegtestScript,
} from './regtestAddresses';

const RUNS = 500;

const scriptArbitrary: fc.Arbitrary<RegtestScript> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('p2pkh' as const, 'p2sh' as const),
    hash: fc.uint8Array({ minLength: 20, maxLength: 20 }),
  }),
  fc.record({
    kind: fc.constant('witness' as const),
    version: fc.constant(0 as const),
    program: fc.oneof(
      fc.uint8Array({ minLength: 20, maxLength: 20 }),
      fc.uint8Array({ minLength: 32, maxLength: 32 }),
    ),
  }),
  fc.record({
    kind: fc.constant('witness' as const),
    version: fc.constant(1 as const),
    program: fc.uint8Array({ minLength: 32, maxLength: 32 }),
  }),
);

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('Bitcoin regtest <-> litecoind regtest addresses', () => {
  test('known addresses translate to what litecoind 0.21.2 itself prints for the same script', () => {
    // expected values printed by litecoind (deriveaddresses raw(<script>), validateaddress)
    const vectors = [
      [
        'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
        'rltc1qw508d6qejxtdg4y5r3zarvary0c5xw7k693xs3',
      ],
      [
        'bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6',
        'rltc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqsyzyjh',
      ],
      ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'],
      ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'QTmhZTeRJcLvaMbw5bS7zkYy2yAhn7UDZp'],
    ];
    for (const [bitcoin, litecoin] of vectors) {
      expect(bitcoinToLitecoinRegtestAddress(bitcoin!)).toBe(litecoin);
      expect(litecoinToBitcoinRegtestAddress(litecoin!)).toBe(bitcoin);
    }
    // litecoind still accepts the Bitcoin-style '2…' P2SH version
    expect(litecoinToBitcoinRegtestAddress('2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc')).toBe(
      '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
    );
  });

  test('every script round-trips through both encodings, and bitcoinjs-lib agrees on the Bitcoin side (property)', () => {
    fc.assert(
      fc.property(scriptArbitrary, (script) => {
        const bitcoin = encodeBitcoinRegtestAddress(script);
        const litecoin = bitcoinToLitecoinRegtestAddress(bitcoin);
        expect(litecoinToBitcoinRegtestAddress(litecoin)).toBe(bitcoin);
        expect(bitcoin === litecoin).toBe(script.kind === 'p2pkh'); // P2PKH shares its version
        if (script.kind === 'witness') expect(litecoin.startsWith('rltc1')).toBe(true);
        if (script.kind === 'p2sh') expect(litecoin.startsWith('Q')).toBe(true);
        // the same output script, as bitcoinjs-lib's networks.regtest reads the address
        const scriptHex = regtestScriptHex(parseBitcoinRegtestAddress(bitcoin));
        if (script.kind !== 'witness' || script.version === 0) {
          expect(hex(btcAddress.toOutputScript(bitcoin, networks.regtest))).toBe(scriptHex);
        } else {
          expect(scriptHex).toBe(`5120${hex(script.program)}`);
        }
        expect(regtestScriptFromHex(scriptHex)).toEqual(script);
        // upper case bech32 is the same address (BIP173)
        if (script.kind === 'witness') {
          expect(parseBitcoinRegtestAddress(bitcoin.toUpperCase())).toEqual(script);
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("refuses mainnet, testnet and litecoind's own encodings as Bitcoin regtest addresses", () => {
    fc.assert(
      fc.property(
        scriptArbitrary,
        fc.constantFrom(networks.bitcoin, networks.testnet),
        (script, network) => {
          const bitcoin = encodeBitcoinRegtestAddress(script);
          const litecoin = bitcoinToLitecoinRegtestAddress(bitcoin);
          if (litecoin !== bitcoin) expect(isBitcoinRegtestAddress(litecoin)).toBe(false);
          let other: string;
          if (script.kind === 'witness') {
            other = btcAddress.toBech32(script.program, script.version, network.bech32);
          } else {
            const version = script.kind === 'p2pkh' ? network.pubKeyHash : network.scriptHash;
            other = btcAddress.toBase58Check(script.hash, version);
          }
          // testnet shares regtest's base58 versions (only bech32 differs: tb vs bcrt)
          const sharesEncoding = network === networks.testnet && script.kind !== 'witness';
          expect(isBitcoinRegtestAddress(other)).toBe(sharesEncoding);
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('refuses malformed text, bad checksums, wrong bech32 variants and other witness versions', () => {
    const valid = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
    const invalid = [
      '',
      'hello',
      `${valid.slice(0, -1)}1`, // checksum
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfm', // base58 checksum
      'Bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', // mixed case
      btcAddress.toBech32(new Uint8Array(20), 2, 'bcrt'), // witness v2
      btcAddress.toBech32(new Uint8Array(20), 1, 'bcrt'), // v1 with 20 bytes
      btcAddress.toBech32(new Uint8Array(25), 0, 'bcrt'), // v0 with 25 bytes
      // v1 program encoded with bech32 (not bech32m)
      'bcrt1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k0ylj56',
      btcAddress.toBase58Check(new Uint8Array(20), 0), // mainnet P2PKH version
      'x'.repeat(200),
    ];
    for (const address of invalid) {
      expect([address, isBitcoinRegtestAddress(address)]).toEqual([address, false]);
    }
    expect(() => bitcoinToLitecoinRegtestAddress('hello')).toThrow(/not a Bitcoin regtest address/);
    expect(regtestScriptFromHex('6a0401020304')).toBeUndefined();
  });
});
