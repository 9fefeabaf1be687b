/**
 * AppKit's older siweConfig in Portico: core switches the plugin on for it and the plugin maps
 * it onto SiwxConfig. The legacy "server" here is the test's own config object (as an app
 * writes one); its verifyMessage is viem's verifySiweMessage against anvil, so the test
 * wallet's signature of Portico's EIP-4361 text is really checked.
 */
import type { SiweConfig, SiweSession } from '@portico/core';
import { useLocalEvmChains } from '@portico/testing/evm-adapter';
import { createPublicClient, http, type Hex } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { openSiwxPage, PAGE } from './__fixtures__/siwxOnAnvil';
import { fromSiweConfig } from './fromSiweConfig';

const chains = useLocalEvmChains();
const opened: { close(): void }[] = [];
afterEach(() => {
  for (const page of opened.splice(0)) page.close();
});

function legacyConfig(rpcUrl: string) {
  const client = createPublicClient({ transport: http(rpcUrl) });
  const calls = { signIn: [] as (SiweSession | undefined)[], signOut: 0 };
  let session: SiweSession | null = null;
  let nonce = 0;
  const config: SiweConfig = {
    getNonce: async () => `legacyNonce${(nonce += 1)}`,
    getMessageParams: async () => ({ ...PAGE, chains: [31337], statement: 'Legacy sign-in.' }),
    async verifyMessage({ message, signature }) {
      const fields = parseSiweMessage(message);
      const ok = await client.verifySiweMessage({
        message,
        signature: signature as Hex,
        domain: PAGE.domain,
      });
      if (ok && fields.address && fields.chainId) {
        session = { address: fields.address, chainId: fields.chainId };
      }
      return ok;
    },
    getSession: async () => session,
    async signOut() {
      session = null;
      return true;
    },
    onSignIn: (signedIn) => void calls.signIn.push(signedIn),
    onSignOut: () => void (calls.signOut += 1),
  };
  return { config, calls };
}

describe('siweConfig (AppKit legacy) mapped onto siwx', () => {
  it('signs in with one signature the legacy verifyMessage accepts; onSignIn gets the account; signOut calls signOut', async () => {
    const legacy = legacyConfig(chains.nodes[0].url);
    const page = openSiwxPage(chains, { siweConfig: legacy.config });
    opened.push(page);
    const feature = await page.connectSignedOut();
    const address = page.portico.getAccount('eip155')!.address!;
    expect(await feature.actions.signIn(page.portico)).toBe('signedIn');
    expect(page.signRequests()).toBe(1);
    expect(legacy.calls.signIn).toEqual([{ address, chainId: 31337 }]);
    await feature.actions.signOut(page.portico);
    expect(legacy.calls.signOut).toBe(1);
    expect(await legacy.config.getSession()).toBeNull();
  }, 30_000);

  it('a legacy session for the account is a session (no signature asked); another account has none', async () => {
    const legacy = legacyConfig(chains.nodes[0].url);
    const mapped = fromSiweConfig(legacy.config);
    const data = await mapped.createMessage({
      accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 'eip155:31337',
    });
    expect(data).toMatchObject({ ...PAGE, nonce: 'legacyNonce1', statement: 'Legacy sign-in.' });
    await legacy.config.signOut();
    const session = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 };
    const withSession: SiweConfig = { ...legacy.config, getSession: async () => session };
    const restored = fromSiweConfig(withSession);
    expect(await restored.getSessions('eip155:31337', session.address.toLowerCase())).toHaveLength(
      1,
    );
    expect(await restored.getSessions('eip155:31338', session.address)).toEqual([]);
    await expect(
      restored.createMessage({ accountAddress: 'x', chainId: 'solana:mainnet' }),
    ).rejects.toThrow('eip155 chains only');
    expect(fromSiweConfig({ ...legacy.config, required: true }).getRequired?.()).toBe(true);
  });
});
