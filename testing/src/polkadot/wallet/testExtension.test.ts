import { stringToHex, stringToU8a, u8aWrapBytes } from '@polkadot/util';
import { signatureVerify } from '@polkadot/util-crypto';
import { addressOfKey, ALICE, BOB, CHARLIE_ED25519 } from './devAccounts';
import { installTestPolkadotExtension, REFUSAL_TEXT } from './testExtension';
import type { InjectedAccount, InjectedWindowProvider } from './types';

const entryOf = (window: { injectedWeb3?: Record<string, unknown> }, key = 'portico-test') =>
  window.injectedWeb3?.[key] as InjectedWindowProvider;

describe('the Polkadot test extension (window.injectedWeb3)', () => {
  it('injects itself, asks once per site, then answers enable without a prompt', async () => {
    const window = {};
    const extension = await installTestPolkadotExtension(window, { accounts: [ALICE] });
    const entry = entryOf(window);
    expect(entry.version).toBe('0.1.0');
    await entry.enable('Portico');
    await entry.enable('Portico');
    expect(extension.prompts).toEqual([{ kind: 'enable', originName: 'Portico' }]);
    expect(extension.authorised).toBe(true);
  });

  it('refuses as polkadot{.js} does and lists nothing to an unauthorised site', async () => {
    const window = {};
    const extension = await installTestPolkadotExtension(window, { accounts: [ALICE] });
    extension.rejectNext();
    await expect(entryOf(window).enable('Portico')).rejects.toThrow(REFUSAL_TEXT);
    expect(extension.authorised).toBe(false);
    await expect(entryOf(window).enable('')).rejects.toThrow();
  });

  it('lists its accounts in the generic prefix with their types and names', async () => {
    const window = {};
    await installTestPolkadotExtension(window, {
      accounts: [ALICE, CHARLIE_ED25519],
      authorised: true,
    });
    const injected = await entryOf(window).enable('Portico');
    expect(await injected.accounts.get()).toEqual([
      {
        address: await addressOfKey(ALICE),
        name: 'Alice',
        type: 'sr25519',
        genesisHash: null,
      },
      {
        address: await addressOfKey(CHARLIE_ED25519),
        name: 'Charlie (ed25519)',
        type: 'ed25519',
        genesisHash: null,
      },
    ]);
    expect(await addressOfKey(ALICE)).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY');
  });

  it('signs raw bytes <Bytes>-wrapped with sr25519 and ed25519 keys, each verifying', async () => {
    const window = {};
    const extension = await installTestPolkadotExtension(window, {
      accounts: [ALICE, CHARLIE_ED25519],
      authorised: true,
    });
    const injected = await entryOf(window).enable('Portico');
    for (const key of [ALICE, CHARLIE_ED25519]) {
      const address = await addressOfKey(key);
      const { signature } = await injected.signer.signRaw({
        address,
        data: stringToHex('hello'),
        type: 'bytes',
      });
      const wrapped = signatureVerify(u8aWrapBytes(stringToU8a('hello')), signature, address);
      expect(wrapped).toMatchObject({ isValid: true, crypto: key.type });
    }
    expect(extension.prompts.map((prompt) => prompt.kind)).toEqual(['signRaw', 'signRaw']);
  });

  it('tells subscribers about new accounts and about a revoked site ([])', async () => {
    const window = {};
    const extension = await installTestPolkadotExtension(window, {
      accounts: [ALICE],
      authorised: true,
    });
    const injected = await entryOf(window).enable('Portico');
    const heard: InjectedAccount[][] = [];
    const stop = injected.accounts.subscribe((accounts) => heard.push(accounts));
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    extension.setAccounts([BOB]);
    extension.revoke();
    stop();
    extension.setAccounts([ALICE]);
    expect(heard.map((accounts) => accounts.map((account) => account.name))).toEqual([
      ['Alice'],
      ['Bob'],
      [],
    ]);
  });

  it('answers garbage once when told to, and is gone after remove()', async () => {
    const window: { injectedWeb3?: Record<string, unknown> } = {};
    const extension = await installTestPolkadotExtension(window, {
      accounts: [ALICE],
      authorised: true,
    });
    const injected = await entryOf(window).enable('Portico');
    extension.answerGarbageNext();
    expect(await injected.accounts.get()).toEqual([{ address: 42, type: 'sr25519' }]);
    expect(await injected.accounts.get()).toHaveLength(1);
    extension.remove();
    expect(window.injectedWeb3).toEqual({});
  });
});
