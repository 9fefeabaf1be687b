import fc from 'fast-check';
import { ANVIL_ACCOUNTS } from '@portico/testing';
import type { TypedDataDefinition } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  sessionGrantTypedData,
  sessionRevokeTypedData,
} from '../../../core/src/services/sessionTypedData';
import { SignatureError } from '../errors';
import { assertSignableAccount, assertSignedSessionAction } from './sessionSignature';

const owner = privateKeyToAccount(ANVIL_ACCOUNTS[0]!.privateKey);
const other = privateKeyToAccount(ANVIL_ACCOUNTS[1]!.privateKey);
const fields = {
  server: 'https://api.example',
  caipAddress: `eip155:1:${owner.address}`,
  pci: '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b',
  nonce: `0x${'11'.repeat(32)}` as const,
  issuedAt: 1_750_000_000,
};
const grant = sessionGrantTypedData({ ...fields, project: { name: 'App' }, expiry: 1_750_003_600 });
const revoke = sessionRevokeTypedData(fields);
const sign = (typedData: typeof grant, account = owner) =>
  account.signTypedData(typedData as unknown as TypedDataDefinition);

describe('assertSignedSessionAction', () => {
  it("accepts the account's EIP-712 signature of the very typed data", async () => {
    await expect(
      assertSignedSessionAction(owner.address, grant, await sign(grant)),
    ).resolves.toBeUndefined();
    await expect(
      assertSignedSessionAction(owner.address, revoke, await sign(revoke)),
    ).resolves.toBeUndefined();
  });

  it('refuses with 401 a signature by another account, or of the other action', async () => {
    await expect(
      assertSignedSessionAction(owner.address, grant, await sign(grant, other)),
    ).rejects.toThrow(
      `The GrantSession typed data (EIP-712, domain Portico Sessions) for https://api.example was not signed by ${owner.address}`,
    );
    await expect(
      assertSignedSessionAction(owner.address, revoke, await sign(grant)),
    ).rejects.toThrow(SignatureError);
    const personalSign = await owner.signMessage({ message: fields.pci });
    await expect(assertSignedSessionAction(owner.address, revoke, personalSign)).rejects.toThrow(
      SignatureError,
    );
  });

  it('property: any hex bytes that are not its signature are a 401, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 80 }), async (bytes) => {
        const signature = `0x${Buffer.from(bytes).toString('hex')}` as const;
        await expect(assertSignedSessionAction(owner.address, grant, signature)).rejects.toThrow(
          SignatureError,
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('assertSignableAccount', () => {
  it('refuses with 400 a chain id the typed data cannot carry exactly', () => {
    expect(() => assertSignableAccount(`eip155:1:${owner.address}`)).not.toThrow();
    expect(() => assertSignableAccount(`eip155:${2 ** 53}:${owner.address}`)).toThrow(
      `Invalid account: chain id ${2 ** 53} is too large for a signed smart session`,
    );
  });
});
