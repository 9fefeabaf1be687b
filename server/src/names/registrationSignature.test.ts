import fc from 'fast-check';
import { ANVIL_ACCOUNTS } from '@portico/testing';
import { privateKeyToAccount } from 'viem/accounts';
import { InvalidRequestError, SignatureError } from '../errors';
import { assertSignedBy, readSignature } from './registrationSignature';

const signer = privateKeyToAccount(ANVIL_ACCOUNTS[0]!.privateKey);
const other = privateKeyToAccount(ANVIL_ACCOUNTS[1]!.privateKey);

describe('assertSignedBy', () => {
  it("accepts the account's own personal_sign signature of the message", async () => {
    const message = '{"name":"alice.portico.id","attributes":{},"timestamp":1750000000}';
    const signature = await signer.signMessage({ message });
    await expect(assertSignedBy(signer.address, message, signature)).resolves.toBeUndefined();
  });

  it('refuses with 401 a signature by another account, or of another message', async () => {
    const message = 'register alice';
    const signature = await other.signMessage({ message });
    await expect(assertSignedBy(signer.address, message, signature)).rejects.toThrow(
      new SignatureError(`The message was not signed by ${signer.address}`),
    );
    const own = await signer.signMessage({ message: 'register bob' });
    await expect(assertSignedBy(signer.address, message, own)).rejects.toBeInstanceOf(
      SignatureError,
    );
  });

  it('refuses with 401, never a crash, any well-formed hex that is no signature of it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 100 }), async (bytes) => {
        const signature = `0x${Buffer.from(bytes).toString('hex')}` as const;
        await expect(assertSignedBy(signer.address, 'hello', signature)).rejects.toBeInstanceOf(
          SignatureError,
        );
      }),
      { numRuns: 50 },
    );
  });
});

describe('readSignature', () => {
  it('refuses with 400 anything but 0x and whole bytes of hex', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const valid = /^0x([0-9a-fA-F]{2})+$/.test(text) && text.length <= 2050;
        if (valid) expect(readSignature(text)).toBe(text);
        else expect(() => readSignature(text)).toThrow(InvalidRequestError);
      }),
    );
    for (const text of ['0x', '0xsig', '0xabc', 'abcd', `0x${'ab'.repeat(1025)}`]) {
      expect(() => readSignature(text)).toThrow('Invalid signature: it must be 0x-prefixed hex');
    }
  });
});
