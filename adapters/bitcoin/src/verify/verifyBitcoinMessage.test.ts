/**
 * verifyBitcoinMessage against BIP-322's published vectors, against Bitcoin Core's
 * `signmessage`, and against @portico/testing's Bitcoin test wallet (a separate signer: the
 * two check each other). Real signatures throughout; nothing is mocked.
 */
import {
  BITCOIN_REGTEST_REFERENCE,
  defineNetwork,
  bitcoin,
  bitcoinTestnet,
  mainnet,
} from '@portico/core/networks';
import { createBitcoinTestWallet } from '@portico/testing/bitcoin-wallet';
import { pageLoadGraph } from '@portico/testing/import-graph';
import { join } from 'node:path';
import type { BitcoinTestWallet } from '@portico/testing/bitcoin-wallet';
import * as ecc from '@bitcoinerlab/secp256k1';
import { crypto as bitcoinCrypto, networks, payments, script, Transaction } from 'bitcoinjs-lib';
import { verifyBitcoinMessage } from './verifyBitcoinMessage';
import { toSignTransaction, toSpendBytes } from './messageDigests';

const regtest = defineNetwork({
  id: BITCOIN_REGTEST_REFERENCE,
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  testnet: true,
});

// bip-0322.mediawiki, "Test vectors" (key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k).
const VECTOR_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
const VECTORS = [
  {
    message: '',
    toSpend: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    toSign: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    signatures: [
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
  {
    message: 'Hello World',
    toSpend: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    toSign: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    signatures: [
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
] as const;
// Bitcoin Core's `signmessage` of "Hello World" by the same key (header 32: compressed P2PKH).
const CORE_SIGNMESSAGE =
  'IOW2xi+ebJLeBtr674l4QH76dqDoVjLV80R9EFKFQX5rBrlCXPIZaYs8Yuayg0ZqjyiCbLy9pzZIS7JWT65/nsU=';
const VECTOR_PUBKEY = Uint8Array.from(
  '02c7f12003196442943d8588e01aee840423cc54fc1521526a3b85c2b0cbd58872'.match(/../g)!,
  (h) => Number.parseInt(h, 16),
);

const hexOf = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const encodeBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

describe('verifyBitcoinMessage: BIP-322 test vectors', () => {
  it.each(VECTORS)('message "$message": both published signatures verify', async (v) => {
    for (const signature of v.signatures) {
      await expect(
        verifyBitcoinMessage({
          address: VECTOR_ADDRESS,
          message: v.message,
          signature,
          network: bitcoin,
        }),
      ).resolves.toBe(true);
    }
  });

  it.each(VECTORS)('message "$message": to_spend and to_sign have the published ids', (v) => {
    const output = payments.p2wpkh({ address: VECTOR_ADDRESS }).output!;
    const message = new TextEncoder().encode(v.message);
    expect(hexOf(bitcoinCrypto.hash256(toSpendBytes(message, output)).reverse())).toBe(v.toSpend);
    expect(toSignTransaction(message, output).getId()).toBe(v.toSign);
  });

  it("P2TR key path: Bitcoin Core's vector (SIGHASH_ALL) and the BIP's (SIGHASH_DEFAULT) verify", async () => {
    // The same key's P2TR address. "Hello World": Bitcoin Core's src/test/util_tests.cpp
    // (65 bytes, SIGHASH_ALL); "": the two signatures of the P2TR vectors BIP-322 added later.
    const address = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3';
    expect(payments.p2tr({ internalPubkey: VECTOR_PUBKEY.slice(1) }).address).toBe(address);
    const cases = [
      [
        'Hello World',
        'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
      ],
      [
        '',
        'AUDVvVp7mCtPZtoORKYcMM+idx9yy5+z4TGeoI/PWEUscd5x0QYJ6IPQ/anBSMWPWSRPqHVrEjOIWhP9FsZSMFdG',
      ],
      [
        '',
        'AUDYeG/k6AL9pNuhgK8aJqxIqBIObX867yc3QgdfS70sWEdUg0Msv0Ps24Pt5aQmcI2wZdwI3Egp5tA5PW+wTOw6',
      ],
    ] as const;
    for (const [message, signature] of cases) {
      await expect(
        verifyBitcoinMessage({ address, message, signature, network: bitcoin }),
      ).resolves.toBe(true);
    }
    await expect(
      verifyBitcoinMessage({
        address,
        message: 'Hello World - This should fail',
        signature: cases[0][1],
        network: bitcoin,
      }),
    ).resolves.toBe(false);
  });

  it('a vector signature does not verify another message, nor with a flipped byte', async () => {
    const [empty, hello] = VECTORS;
    const check = (message: string, signature: string) =>
      verifyBitcoinMessage({ address: VECTOR_ADDRESS, message, signature, network: bitcoin });
    await expect(check('Hello World', empty.signatures[0])).resolves.toBe(false);
    await expect(check('Hello World!', hello.signatures[0])).resolves.toBe(false);
    const flipped = fromBase64(hello.signatures[0]);
    flipped[20]! ^= 1;
    await expect(check('Hello World', encodeBase64(flipped))).resolves.toBe(false);
  });

  it('malformed signatures are false, not errors', async () => {
    for (const signature of [
      '',
      'not base64!',
      'AAAA',
      encodeBase64(new Uint8Array(65).fill(27)),
      'AQ==',
    ]) {
      await expect(
        verifyBitcoinMessage({
          address: VECTOR_ADDRESS,
          message: 'x',
          signature,
          network: bitcoin,
        }),
      ).resolves.toBe(false);
    }
  });
});

describe('verifyBitcoinMessage: BIP-137', () => {
  const p2pkh = payments.p2pkh({ pubkey: VECTOR_PUBKEY }).address!;
  const p2shP2wpkh = payments.p2sh({ redeem: payments.p2wpkh({ pubkey: VECTOR_PUBKEY }) }).address!;
  const withHeader = (signature: string, header: number) => {
    const bytes = fromBase64(signature);
    bytes[0] = header + ((bytes[0]! - 27) & 3);
    return encodeBase64(bytes);
  };
  const check = (address: string, signature: string, message = 'Hello World') =>
    verifyBitcoinMessage({ address, message, signature, network: bitcoin });

  it("Bitcoin Core's signmessage verifies for the key's P2PKH, P2WPKH and P2SH-P2WPKH addresses", async () => {
    await expect(check(p2pkh, CORE_SIGNMESSAGE)).resolves.toBe(true);
    await expect(check(VECTOR_ADDRESS, CORE_SIGNMESSAGE)).resolves.toBe(true);
    await expect(check(p2shP2wpkh, CORE_SIGNMESSAGE)).resolves.toBe(true);
    await expect(check(p2pkh, CORE_SIGNMESSAGE, 'Hello World.')).resolves.toBe(false);
  });

  it('a segwit header binds the signature to its address type', async () => {
    await expect(check(VECTOR_ADDRESS, withHeader(CORE_SIGNMESSAGE, 39))).resolves.toBe(true);
    await expect(check(p2shP2wpkh, withHeader(CORE_SIGNMESSAGE, 35))).resolves.toBe(true);
    await expect(check(p2pkh, withHeader(CORE_SIGNMESSAGE, 39))).resolves.toBe(false);
    await expect(check(VECTOR_ADDRESS, withHeader(CORE_SIGNMESSAGE, 35))).resolves.toBe(false);
    // Uncompressed (27…30): the recovered key makes another P2PKH address.
    await expect(check(p2pkh, withHeader(CORE_SIGNMESSAGE, 27))).resolves.toBe(false);
  });
});

describe('verifyBitcoinMessage: BIP-322 required rules', () => {
  // Signatures made here with the vector key, to reach the rules the wallet never breaks.
  const privateKey = Uint8Array.from(
    'bb051cd0dda0246f33c5a9e133ebd8e7bc02a92af6c41adc131ccd7826c5b004'.match(/../g)!,
    (h) => Number.parseInt(h, 16),
  );
  const message = new TextEncoder().encode('rules');
  const witness = (...items: Uint8Array[]) =>
    encodeBase64(
      Uint8Array.from([items.length, ...items.flatMap((item) => [item.length, ...item])]),
    );
  const N = BigInt('0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141');

  function p2wpkhSignature(hashType: number, highS = false) {
    const keyHash = bitcoinCrypto.hash160(VECTOR_PUBKEY);
    const scriptCode = payments.p2pkh({ hash: keyHash }).output!;
    const digest = toSignTransaction(
      message,
      payments.p2wpkh({ hash: keyHash }).output!,
    ).hashForWitnessV0(0, scriptCode, 0n, hashType);
    const compact = ecc.sign(digest, privateKey);
    if (highS) {
      const s = BigInt(`0x${hexOf(compact.slice(32))}`);
      const flipped = (N - s).toString(16).padStart(64, '0');
      compact.set(
        Uint8Array.from(flipped.match(/../g)!, (h) => Number.parseInt(h, 16)),
        32,
      );
    }
    return witness(script.signature.encode(compact, hashType), VECTOR_PUBKEY);
  }

  function p2trSignature(hashType: number, suffix?: number) {
    const internal = VECTOR_PUBKEY.slice(1);
    const tweak = bitcoinCrypto.taggedHash('TapTweak', internal);
    const evenKey = VECTOR_PUBKEY[0] === 0x03 ? ecc.privateNegate(privateKey) : privateKey;
    const tweaked = ecc.privateAdd(evenKey, tweak)!;
    const output = payments.p2tr({ internalPubkey: internal }).output!;
    const digest = toSignTransaction(message, output).hashForWitnessV1(0, [output], [0n], hashType);
    const signature = ecc.signSchnorr(digest, tweaked);
    const address = payments.p2tr({ internalPubkey: internal }).address!;
    return {
      address,
      signature: witness(suffix === undefined ? signature : Uint8Array.of(...signature, suffix)),
    };
  }
  const check = (address: string, signature: string) =>
    verifyBitcoinMessage({ address, message: 'rules', signature, network: bitcoin });

  it('P2WPKH: SIGHASH_ALL with a low S only', async () => {
    await expect(check(VECTOR_ADDRESS, p2wpkhSignature(Transaction.SIGHASH_ALL))).resolves.toBe(
      true,
    );
    await expect(check(VECTOR_ADDRESS, p2wpkhSignature(Transaction.SIGHASH_NONE))).resolves.toBe(
      false,
    );
    await expect(
      check(VECTOR_ADDRESS, p2wpkhSignature(Transaction.SIGHASH_ALL, true)),
    ).resolves.toBe(false);
  });

  it('P2TR key path: 64 bytes (SIGHASH_DEFAULT) or 65 ending in SIGHASH_ALL; nothing else', async () => {
    const plain = p2trSignature(Transaction.SIGHASH_DEFAULT);
    await expect(check(plain.address, plain.signature)).resolves.toBe(true);
    const all = p2trSignature(Transaction.SIGHASH_ALL, Transaction.SIGHASH_ALL);
    await expect(check(all.address, all.signature)).resolves.toBe(true);
    const single = p2trSignature(Transaction.SIGHASH_SINGLE, Transaction.SIGHASH_SINGLE);
    await expect(check(single.address, single.signature)).resolves.toBe(false);
    // A second stack item (a script-path spend) is not a key-path signature.
    const stack = fromBase64(plain.signature);
    const twoItems = encodeBase64(Uint8Array.of(2, ...stack.slice(1), 1, 0x51));
    await expect(check(plain.address, twoItems)).resolves.toBe(false);
  });
});

describe('verifyBitcoinMessage: round trips with the test wallet', () => {
  async function signWith(tw: BitcoinTestWallet, purpose: 'payment' | 'ordinals', message: string) {
    const { accounts } = await tw.wallet.features['bitcoin:connect'].connect({
      purposes: [purpose],
    });
    const [out] = await tw.wallet.features['bitcoin:signMessage'].signMessage({
      account: accounts[0]!,
      message: new TextEncoder().encode(message),
    });
    return { address: accounts[0]!.address, signature: encodeBase64(out!.signature) };
  }

  it.each([
    ['p2wpkh', 'payment', 'bip322-simple'],
    ['p2wpkh', 'payment', 'bip137'],
    ['p2tr', 'payment', 'bip322-simple'],
    ['p2wpkh', 'ordinals', 'bip322-simple'],
  ] as const)(
    '%s %s address, %s: verifies; a tampered message or signature does not',
    async (paymentType, purpose, messageScheme) => {
      const tw = createBitcoinTestWallet({ network: 'regtest', paymentType, messageScheme });
      const message = 'Sign in to Portico: nonce 8f3a';
      const { address, signature } = await signWith(tw, purpose, message);
      const check = (m: string, s: string) =>
        verifyBitcoinMessage({ address, message: m, signature: s, network: regtest });

      await expect(check(message, signature)).resolves.toBe(true);
      await expect(check(`${message}.`, signature)).resolves.toBe(false);
      const tampered = fromBase64(signature);
      tampered[tampered.length - 5]! ^= 0x40;
      await expect(check(message, encodeBase64(tampered))).resolves.toBe(false);
      // Another key's signature of the same message.
      tw.switchAccount();
      const other = await signWith(tw, purpose, message);
      await expect(check(message, other.signature)).resolves.toBe(false);
    },
  );

  it('testnet addresses verify on testnet; the message may be bytes', async () => {
    const tw = createBitcoinTestWallet({ network: 'testnet' });
    const { address, signature } = await signWith(tw, 'payment', 'bytes');
    await expect(
      verifyBitcoinMessage({
        address,
        message: new TextEncoder().encode('bytes'),
        signature,
        network: bitcoinTestnet,
      }),
    ).resolves.toBe(true);
  });
});

describe('verifyBitcoinMessage: the address and the network', () => {
  it('an address of another network is a clear error, not false', async () => {
    const signature = VECTORS[1].signatures[0];
    await expect(
      verifyBitcoinMessage({
        address: VECTOR_ADDRESS,
        message: 'Hello World',
        signature,
        network: regtest,
      }),
    ).rejects.toMatchObject({
      code: 'BITCOIN_ADDRESS_NOT_OF_NETWORK',
      message: `${VECTOR_ADDRESS} is not an address of Bitcoin Regtest`,
    });
    await expect(
      verifyBitcoinMessage({ address: 'nonsense', message: '', signature, network: bitcoin }),
    ).rejects.toMatchObject({ code: 'BITCOIN_ADDRESS_NOT_OF_NETWORK' });
  });

  it('a network whose address format is unknown is refused; addressFormats names it', async () => {
    const customSignet = defineNetwork({
      id: 'c0ffee00c0ffee00c0ffee00c0ffee00',
      chainNamespace: 'bip122',
      name: 'My Signet',
      nativeCurrency: regtest.nativeCurrency,
      rpcUrls: regtest.rpcUrls,
    });
    const tw = createBitcoinTestWallet({ network: 'testnet' });
    const { accounts } = await tw.wallet.features['bitcoin:connect'].connect({
      purposes: ['payment'],
    });
    const [out] = await tw.wallet.features['bitcoin:signMessage'].signMessage({
      account: accounts[0]!,
      message: new TextEncoder().encode('m'),
    });
    const params = {
      address: tw.paymentAddress,
      message: 'm',
      signature: encodeBase64(out!.signature),
    };
    await expect(verifyBitcoinMessage({ ...params, network: customSignet })).rejects.toMatchObject({
      code: 'BITCOIN_UNKNOWN_NETWORK',
    });
    await expect(
      verifyBitcoinMessage({
        ...params,
        network: mainnet,
        addressFormats: { [mainnet.caipNetworkId]: 'testnet' },
      }),
    ).rejects.toMatchObject({
      code: 'BITCOIN_UNKNOWN_NETWORK',
    });
    await expect(
      verifyBitcoinMessage({
        ...params,
        network: customSignet,
        addressFormats: { [customSignet.caipNetworkId]: 'testnet' },
      }),
    ).resolves.toBe(true);
    expect(networks.testnet.bech32).toBe('tb');
  });
});

describe('verifyBitcoinMessage on page load', () => {
  it('loads nothing but its contract: the verifier (bitcoinjs-lib) is one import() away', () => {
    const graph = pageLoadGraph(join(__dirname, '..'), 'verify/verifyBitcoinMessage.ts');
    expect(graph.modules).toEqual(['verify/verifyBitcoinMessage.ts']);
    expect([...graph.packages]).toEqual([]);
    expect(graph.dynamic).toEqual(['verify/verifyMessage.ts']);
  });
});
