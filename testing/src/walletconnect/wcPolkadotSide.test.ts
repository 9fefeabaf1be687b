import { Keyring } from '@polkadot/keyring';
import { TypeRegistry } from '@polkadot/types';
import { stringToHex, u8aToHex, u8aWrapBytes } from '@polkadot/util';
import {
  cryptoWaitReady,
  decodeAddress,
  signatureVerify,
  sr25519Verify,
} from '@polkadot/util-crypto';
import { createPolkadotSide, type PolkadotSide } from './wcPolkadotSide';

const REFERENCE = 'e143f23803ac50e8f6f8e62695d1ce9e';
const CHAIN = `polkadot:${REFERENCE}`;
const GENESIS = `0x${REFERENCE}4e1d68aa36c1cd2cfd15340213f3423e`;
const SIGNED_EXTENSIONS = [
  'CheckNonZeroSender',
  'CheckSpecVersion',
  'CheckTxVersion',
  'CheckGenesis',
  'CheckMortality',
  'CheckNonce',
  'CheckWeight',
  'ChargeTransactionPayment',
];

let side: PolkadotSide;
let charlie: string;
let dave: string;
let eve: string;

beforeAll(async () => {
  await cryptoWaitReady();
  side = await createPolkadotSide({
    chains: [CHAIN],
    accounts: [{ uri: '//Charlie' }, { uri: '//Dave', type: 'ed25519' }],
  });
  const sr25519 = new Keyring({ type: 'sr25519', ss58Format: 42 });
  const ed25519 = new Keyring({ type: 'ed25519', ss58Format: 0 });
  charlie = sr25519.addFromUri('//Charlie').address;
  dave = ed25519.addFromUri('//Dave').address;
  eve = sr25519.addFromUri('//Eve').address;
});

/** A transfer-like payload of `address` on the chain (the call bytes are arbitrary here). */
function payloadOf(address: string, genesisHash = GENESIS) {
  return {
    address,
    blockHash: `0x${'11'.repeat(32)}`,
    blockNumber: '0x00000010',
    era: '0x0500',
    genesisHash,
    method:
      '0x0a030000000000000000000000000000000000000000000000000000000000000000000b00a0724e1809',
    nonce: '0x00000000',
    specVersion: '0x000f4240',
    tip: '0x00000000000000000000000000000000',
    transactionVersion: '0x0000000f',
    signedExtensions: SIGNED_EXTENSIONS,
    version: 4,
  };
}

/** The bytes an extension signs for `payload` (short payloads are signed as they are). */
function signedBytesOf(payload: ReturnType<typeof payloadOf>): Uint8Array {
  const registry = new TypeRegistry();
  registry.setSignedExtensions(payload.signedExtensions);
  return registry
    .createType('ExtrinsicPayload', payload, { version: payload.version })
    .toU8a({ method: true });
}

describe('the WalletConnect test wallet: Polkadot side', () => {
  it('offers each account on each chain, in the generic prefix, with the Polkadot methods', () => {
    const daveGeneric = new Keyring({ type: 'ed25519', ss58Format: 42 }).addFromUri('//Dave');
    expect(side.addresses).toEqual([charlie, daveGeneric.address]);
    expect(side.namespace).toEqual({
      chains: [CHAIN],
      accounts: [`${CHAIN}:${charlie}`, `${CHAIN}:${daveGeneric.address}`],
      methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
      events: ['accountsChanged'],
    });
  });

  it('polkadot_signMessage: signs the <Bytes>-wrapped data (sr25519 and ed25519; any prefix of its address)', () => {
    const wrapped = u8aWrapBytes('Sign in to Portico');
    for (const address of [charlie, dave]) {
      const { signature } = side.answer(
        'polkadot_signMessage',
        { address, data: u8aToHex(wrapped), type: 'bytes' },
        CHAIN,
      ) as { signature: string };
      expect(signature).toMatch(/^0x[0-9a-f]{128}$/);
      expect(signatureVerify(wrapped, signature, address).isValid).toBe(true);
    }
  });

  it('polkadot_signMessage: the older `message` field is wrapped by the wallet, as extensions do', () => {
    const { signature } = side.answer(
      'polkadot_signMessage',
      { address: charlie, message: stringToHex('hello') },
      CHAIN,
    ) as { signature: string };
    // sr25519Verify checks exactly the bytes given (signatureVerify also tries them wrapped).
    const publicKey = decodeAddress(charlie);
    expect(sr25519Verify(u8aWrapBytes('hello'), signature, publicKey)).toBe(true);
    expect(sr25519Verify('hello', signature, publicKey)).toBe(false);
  });

  it('polkadot_signMessage: refuses unwrapped data, payloads, other accounts and bad params', () => {
    const call = (params: unknown) => () => side.answer('polkadot_signMessage', params, CHAIN);
    expect(call({ address: charlie, data: stringToHex('bare') })).toThrow(/wrapped/);
    const wrapped = u8aToHex(u8aWrapBytes('x'));
    expect(call({ address: charlie, data: wrapped, type: 'payload' })).toThrow(/bytes/);
    expect(call({ address: eve, data: wrapped })).toThrow(/not this wallet/);
    expect(call({ address: 'nope', data: wrapped })).toThrow(/SS58/);
    expect(call({ address: charlie })).toThrow(/message must be a string/);
    expect(call([charlie])).toThrow(/object/);
  });

  it('polkadot_signTransaction: a MultiSignature of the payload by the account (sr25519 type byte 01, ed25519 00)', () => {
    for (const [address, typeByte] of [
      [charlie, '01'],
      [dave, '00'],
    ] as const) {
      const payload = payloadOf(address);
      const { signature } = side.answer(
        'polkadot_signTransaction',
        { address, transactionPayload: payload },
        CHAIN,
      ) as { signature: string };
      expect(signature).toMatch(new RegExp(`^0x${typeByte}[0-9a-f]{128}$`));
      expect(signatureVerify(signedBytesOf(payload), signature, address).isValid).toBe(true);
    }
  });

  it('polkadot_signTransaction: refuses another account, a payload of another address or chain, and unknown methods', () => {
    const call = (params: unknown) => () => side.answer('polkadot_signTransaction', params, CHAIN);
    expect(call({ address: eve, transactionPayload: payloadOf(eve) })).toThrow(/not this wallet/);
    expect(call({ address: charlie, transactionPayload: payloadOf(dave) })).toThrow(
      /not params.address/,
    );
    expect(
      call({ address: charlie, transactionPayload: payloadOf(charlie, `0x${'22'.repeat(32)}`) }),
    ).toThrow(/not for polkadot:/);
    expect(call({ address: charlie, transactionPayload: 'x' })).toThrow(/object/);
    expect(() => side.answer('polkadot_sendTransaction', {}, CHAIN)).toThrow(/does not support/);
  });
});
