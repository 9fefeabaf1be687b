/**
 * An injected extension as a PolkadotWallet, against the real test extension (its keyring
 * pairs sign for real; signatures are checked with the package's verifier). No chain is needed:
 * the wallet side never reaches one.
 */
import { MESSAGES, UserRejectedError, WalletRequestError } from '@portico/core';
import { westend } from '@portico/core/networks';
import {
  addressOfKey,
  ALICE,
  BOB,
  CHARLIE_ED25519,
  installTestPolkadotExtension,
  type TestPolkadotExtensionOptions,
} from '@portico/testing/polkadot-wallet';
import type { InjectedExtensionProvider } from '../discovery';
import { verifyPolkadotMessage } from '../verify/verifyPolkadotMessage';
import { createInjectedWallet } from './injectedWallet';
import type { PolkadotAccount } from './polkadotWallet';

const WESTEND_GENESIS = `0x${westend.id}${'0'.repeat(32)}`;
const OTHER_GENESIS = `0x${'ab'.repeat(32)}`;
const ETHEREUM_ACCOUNT = '0x' + '11'.repeat(20);

async function setUp(options: Partial<TestPolkadotExtensionOptions> = {}) {
  const window: { injectedWeb3?: Record<string, unknown> } = {};
  const extension = await installTestPolkadotExtension(window, {
    accounts: [ALICE, CHARLIE_ED25519],
    ...options,
  });
  const provider = window.injectedWeb3![extension.key] as InjectedExtensionProvider;
  const wallet = createInjectedWallet(provider, { appName: 'Portico tests' });
  return { extension, wallet };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('createInjectedWallet (the window.injectedWeb3 protocol)', () => {
  it('connect asks the extension once with the app name and gives every account with its name and type', async () => {
    const { extension, wallet } = await setUp();
    const accounts = await wallet.connect(westend);
    expect(accounts).toEqual([
      { address: await addressOfKey(ALICE), name: 'Alice', type: 'sr25519' },
      { address: await addressOfKey(CHARLIE_ED25519), name: 'Charlie (ed25519)', type: 'ed25519' },
    ]);
    expect(extension.prompts).toEqual([{ kind: 'enable', originName: 'Portico tests' }]);
  });

  it('leaves out ethereum accounts and accounts restricted to another chain, keeps ones of this chain', async () => {
    const { wallet } = await setUp({
      accounts: [
        { ...ALICE, genesisHash: OTHER_GENESIS },
        { ...BOB, genesisHash: WESTEND_GENESIS },
        { address: ETHEREUM_ACCOUNT, type: 'ethereum', name: 'EVM' },
        CHARLIE_ED25519,
      ],
    });
    const accounts = await wallet.connect(westend);
    expect(accounts.map((account) => account.name)).toEqual(['Bob', 'Charlie (ed25519)']);
  });

  it('reconnect answers without a prompt when the site is authorised, and [] when the visitor refuses the prompt', async () => {
    const authorised = await setUp({ authorised: true });
    expect(await authorised.wallet.reconnect(westend)).toHaveLength(2);
    expect(authorised.extension.prompts).toEqual([]);

    const unauthorised = await setUp();
    unauthorised.extension.rejectAll(true);
    expect(await unauthorised.wallet.reconnect(westend)).toEqual([]);
    expect(unauthorised.extension.authorised).toBe(false);
  });

  it("a refused connect is core's UserRejectedError ('Signature declined')", async () => {
    const { extension, wallet } = await setUp();
    extension.rejectNext();
    const error = await failureOf(wallet.connect(westend));
    expect(error).toBeInstanceOf(UserRejectedError);
    expect((error as Error).message).toBe(MESSAGES.signatureDeclined);
  });

  it('signs a message with signRaw, sr25519 and ed25519, each verifying for its address', async () => {
    const { extension, wallet } = await setUp({ authorised: true });
    const accounts = await wallet.connect(westend);
    const message = 'Sign in to Portico: nonce 42 ✓';
    for (const { address } of accounts) {
      const signature = await wallet.signRaw({ address, message });
      expect(signature).toMatch(/^0x[0-9a-f]{128}$/);
      expect(await verifyPolkadotMessage({ message, signature, address })).toBe(true);
      expect(await verifyPolkadotMessage({ message: 'another', signature, address })).toBe(false);
    }
    expect(extension.prompts.map((prompt) => prompt.kind)).toEqual(['signRaw', 'signRaw']);
    const [first] = extension.prompts;
    expect(first).toMatchObject({ data: `0x${Buffer.from(message, 'utf8').toString('hex')}` });
  });

  it("a refused signature is UserRejectedError; a garbage signature is WalletRequestError ('An error occurred')", async () => {
    const { extension, wallet } = await setUp({ authorised: true });
    const [alice] = await wallet.connect(westend);
    extension.rejectNext();
    expect(
      await failureOf(wallet.signRaw({ address: alice!.address, message: 'm' })),
    ).toBeInstanceOf(UserRejectedError);
    extension.answerGarbageNext();
    const garbage = await failureOf(wallet.signRaw({ address: alice!.address, message: 'm' }));
    expect(garbage).toBeInstanceOf(WalletRequestError);
    expect((garbage as Error).message).toBe(MESSAGES.anErrorOccurred);
    // Malformed entries are left out: no account (the session turns that into a failed connect).
    extension.answerGarbageNext();
    expect(await wallet.connect(westend)).toEqual([]);
  });

  it('tells listeners about account changes and about a revoked site ([]); stops after disconnect', async () => {
    const { extension, wallet } = await setUp({ authorised: true });
    await wallet.connect(westend);
    const heard: (readonly PolkadotAccount[])[] = [];
    wallet.onAccountsChanged((accounts) => heard.push(accounts));
    await new Promise((resolve) => setTimeout(resolve, 0));
    extension.setAccounts([BOB]);
    extension.revoke();
    await wallet.disconnect();
    extension.authorised = true;
    expect(heard.map((accounts) => accounts.map((account) => account.name))).toEqual([
      ['Alice', 'Charlie (ed25519)'],
      ['Bob'],
      [],
    ]);
  });

  it('a sign request before any connect fails as a failed request, never reaching the extension', async () => {
    const { extension, wallet } = await setUp({ authorised: true });
    const error = await failureOf(
      wallet.signRaw({ address: await addressOfKey(ALICE), message: 'm' }),
    );
    expect(error).toBeInstanceOf(WalletRequestError);
    expect(extension.prompts).toEqual([]);
  });
});
