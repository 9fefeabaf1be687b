/**
 * verifyPolkadotMessage against real signatures made with @polkadot/keyring pairs of each key
 * type, over the `<Bytes>`-wrapped message (what extensions sign) and the bare one.
 */
import { Keyring } from '@polkadot/keyring';
import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { verifyPolkadotMessage } from './verifyPolkadotMessage';

const MESSAGE = 'Sign in to Portico ✓';
const TYPES = ['sr25519', 'ed25519', 'ecdsa'] as const;

beforeAll(() => cryptoWaitReady());

const pairOf = (type: (typeof TYPES)[number]) =>
  new Keyring({ type, ss58Format: 0 }).addFromUri(`//Verify-${type}`);

describe('verifyPolkadotMessage', () => {
  it.each(TYPES)(
    'accepts a %s signature of the <Bytes>-wrapped message and of the bare one',
    async (type) => {
      const pair = pairOf(type);
      const wrapped = u8aToHex(pair.sign(u8aWrapBytes(stringToU8a(MESSAGE))));
      const bare = u8aToHex(pair.sign(stringToU8a(MESSAGE)));
      const withType = u8aToHex(pair.sign(u8aWrapBytes(stringToU8a(MESSAGE)), { withType: true }));
      for (const signature of [wrapped, bare, withType]) {
        expect(
          await verifyPolkadotMessage({ message: MESSAGE, signature, address: pair.address }),
        ).toBe(true);
      }
      // The message given already wrapped, and as bytes.
      const message = `<Bytes>${MESSAGE}</Bytes>`;
      expect(
        await verifyPolkadotMessage({ message, signature: wrapped, address: pair.address }),
      ).toBe(true);
      expect(
        await verifyPolkadotMessage({
          message: stringToU8a(MESSAGE),
          signature: wrapped,
          address: pair.address,
        }),
      ).toBe(true);
    },
  );

  it('refuses another message, another signer, a tampered signature and malformed input, without rejecting', async () => {
    const pair = pairOf('sr25519');
    const other = pairOf('ed25519');
    const signature = u8aToHex(pair.sign(u8aWrapBytes(stringToU8a(MESSAGE))));
    const tampered = `${signature.slice(0, -2)}${signature.endsWith('00') ? '01' : '00'}`;
    const cases = [
      { message: `${MESSAGE}!`, signature, address: pair.address },
      { message: MESSAGE, signature, address: other.address },
      { message: MESSAGE, signature: tampered, address: pair.address },
      { message: MESSAGE, signature: '0x1234', address: pair.address },
      { message: MESSAGE, signature: 'not hex', address: pair.address },
      { message: MESSAGE, signature, address: 'not an address' },
    ];
    for (const params of cases) expect(await verifyPolkadotMessage(params)).toBe(false);
  });
});
