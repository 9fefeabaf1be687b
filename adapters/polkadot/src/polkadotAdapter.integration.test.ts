/**
 * The Polkadot adapter with the test extension (injected at `window.injectedWeb3`, signing with
 * real keyring pairs) on the local chain (chopsticks, @portico/testing/polkadot): connect,
 * reconnect, account changes, disconnect, signatures verified for sr25519 and ed25519, refusals
 * and a broken wallet. The chain's SS58 prefix (2 on this runtime) is read from the node by the
 * chain chunk: no prefix is given to the adapter. Nothing is mocked.
 */
import {
  createPortico,
  MESSAGES,
  TOKENS,
  UserRejectedError,
  WalletRequestError,
  type Adapter,
  type AdapterEvent,
  type Connector,
} from '@portico/core';
import {
  describeWithChopsticks,
  startLocalPolkadot,
  type LocalPolkadot,
} from '@portico/testing/polkadot';
import {
  addressOfKey,
  ALICE,
  BOB,
  CHARLIE_ED25519,
  installTestPolkadotExtension,
  type TestPolkadotExtensionOptions,
} from '@portico/testing/polkadot-wallet';
import { createMemoryStorage } from '@portico/core/testing';
import { polkadotAdapter } from './polkadotAdapter';
import { verifyPolkadotMessage } from './verify/verifyPolkadotMessage';

jest.setTimeout(60_000);

let chain: LocalPolkadot;
const adapters: Adapter[] = [];
/** Portico instances, destroyed after every test (each holds a connection to the node). */
const instances: { destroy(): void }[] = [];

async function waitUntil(predicate: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; !predicate(); attempt += 1) {
    if (attempt > 2_000) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** A page (any object as window) with the test extension, and a bare adapter watching it. */
async function page(options: Partial<TestPolkadotExtensionOptions> = {}) {
  const window = new EventTarget();
  const extension = await installTestPolkadotExtension(window, {
    accounts: [ALICE, CHARLIE_ED25519, BOB],
    ...options,
  });
  const events: AdapterEvent[] = [];
  const adapter = polkadotAdapter({ window, appName: 'Portico tests' }).create({
    networks: [chain.network],
    emit: (event) => events.push(event),
    resolve: () => undefined,
    sharedConnectors: [],
  });
  adapters.push(adapter);
  adapter.watchConnectors();
  const connectors = () => {
    const last = [...events].reverse().find((event) => event.type === 'connectors');
    return last?.type === 'connectors' ? last.connectors : [];
  };
  const connector: Connector = connectors().find(
    (candidate) => candidate.id === `polkadot-injected:${extension.key}`,
  )!;
  return { window, extension, events, adapter, connector, network: chain.network };
}

describeWithChopsticks('the Polkadot adapter with an injected extension on a local chain', () => {
  let alice: string;
  let bob: string;
  let charlie: string;

  beforeAll(async () => {
    chain = await startLocalPolkadot();
    [alice, bob, charlie] = await Promise.all([
      addressOfKey(ALICE, chain.ss58Prefix),
      addressOfKey(BOB, chain.ss58Prefix),
      addressOfKey(CHARLIE_ED25519, chain.ss58Prefix),
    ]);
  });
  afterEach(() => {
    for (const instance of instances.splice(0)) instance.destroy();
  });
  afterAll(async () => {
    for (const adapter of adapters) adapter.destroy?.();
    await chain?.stop();
  });

  it("connects with every account the extension gives, each in the network's SS58 prefix, with its name", async () => {
    const { extension, adapter, connector, network } = await page();
    expect(chain.ss58Prefix).not.toBe(42);
    const connection = await adapter.connect({ connector, network });
    expect(connection).toEqual({
      address: alice,
      chainId: network.id,
      accountType: 'eoa',
      accounts: [
        { address: alice, type: 'eoa', name: 'Alice' },
        { address: charlie, type: 'eoa', name: 'Charlie (ed25519)' },
        { address: bob, type: 'eoa', name: 'Bob' },
      ],
    });
    // The extension lists them in the generic prefix (42): the same keys, other text.
    expect(extension.accounts[0]?.address).toBe(await addressOfKey(ALICE));
    expect(extension.prompts).toEqual([{ kind: 'enable', originName: 'Portico tests' }]);
  });

  it('reconnects without a prompt where the site is authorised, on the preferred account; gives undefined where the visitor would be asked', async () => {
    const authorised = await page({ authorised: true });
    const connection = await authorised.adapter.reconnect({
      connector: authorised.connector,
      network: authorised.network,
      preferredAddress: bob,
    });
    expect(connection?.address).toBe(bob);
    expect(connection?.accounts?.map((account) => account.address)).toEqual([bob, alice, charlie]);
    expect(authorised.extension.prompts).toEqual([]);

    const unauthorised = await page();
    unauthorised.extension.rejectAll(true);
    expect(
      await unauthorised.adapter.reconnect({
        connector: unauthorised.connector,
        network: unauthorised.network,
      }),
    ).toBeUndefined();
  });

  it("tells core about the extension's account changes and a revoked site; nothing after disconnect", async () => {
    const { extension, events, adapter, connector, network } = await page({ authorised: true });
    await adapter.connect({ connector, network });
    extension.setAccounts([BOB]);
    await waitUntil(
      () => events.some((event) => event.type === 'accountsChanged'),
      'accountsChanged',
    );
    expect(events.filter((event) => event.type === 'accountsChanged')).toEqual([
      { type: 'accountsChanged', connectorId: connector.id, accounts: [bob] },
    ]);
    extension.revoke();
    await waitUntil(() => events.some((event) => event.type === 'disconnect'), 'disconnect');

    extension.authorised = true;
    await adapter.connect({ connector, network });
    const seen = events.length;
    await adapter.disconnect({ connector });
    extension.setAccounts([ALICE]);
    extension.revoke();
    // The wallet's listener runs in a microtask: give it the chance to (wrongly) report.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events.slice(seen)).toEqual([]);
  });

  it('signs a message with sr25519 and ed25519 keys, each verifying with verifyPolkadotMessage', async () => {
    const { extension, adapter, connector, network } = await page({ authorised: true });
    await adapter.connect({ connector, network });
    const message = 'Portico: sign in to the local chain';
    for (const address of [alice, charlie]) {
      const signature = await adapter.signMessage({ connector, address, message });
      expect(await verifyPolkadotMessage({ message, signature, address })).toBe(true);
      expect(await verifyPolkadotMessage({ message: `${message}.`, signature, address })).toBe(
        false,
      );
    }
    // The extension was asked with its own text of the key (prefix 42).
    expect(extension.prompts.map((prompt) => 'address' in prompt && prompt.address)).toEqual([
      await addressOfKey(ALICE),
      await addressOfKey(CHARLIE_ED25519),
    ]);
  });

  it("turns refusals into core's UserRejectedError ('Signature declined'), for a connect and a signature", async () => {
    const { extension, adapter, connector, network } = await page();
    extension.rejectNext();
    const connectRefused = await failureOf(adapter.connect({ connector, network }));
    expect(connectRefused).toBeInstanceOf(UserRejectedError);
    await adapter.connect({ connector, network });
    extension.rejectNext();
    const signRefused = await failureOf(
      adapter.signMessage({ connector, address: alice, message: 'no' }),
    );
    expect(signRefused).toBeInstanceOf(UserRejectedError);
    expect((signRefused as Error).message).toBe(MESSAGES.signatureDeclined);
  });

  it("a wallet answering garbage fails with a clear error ('An error occurred'), for a connect and a signature", async () => {
    const { extension, adapter, connector, network } = await page({ authorised: true });
    extension.answerGarbageNext();
    const badAccounts = await failureOf(adapter.connect({ connector, network }));
    expect(badAccounts).toBeInstanceOf(WalletRequestError);
    expect((badAccounts as Error).message).toBe(MESSAGES.anErrorOccurred);
    await adapter.connect({ connector, network });
    extension.answerGarbageNext();
    const badSignature = await failureOf(
      adapter.signMessage({ connector, address: alice, message: 'garbage' }),
    );
    expect(badSignature).toBeInstanceOf(WalletRequestError);
    expect((badSignature as Error).message).toBe(MESSAGES.anErrorOccurred);
  });

  it('Portico connects through it end to end: all the accounts, a switch to another, the balance in parts, a verified signature, and a reload back on the chosen account without a prompt', async () => {
    const window = new EventTarget();
    const extension = await installTestPolkadotExtension(window, {
      accounts: [ALICE, CHARLIE_ED25519],
    });
    const backend = createMemoryStorage();
    const open = () =>
      createPortico({
        networks: [chain.network],
        adapters: [polkadotAdapter({ window, appName: 'Portico tests' })],
        storage: { backend },
        platform: { isMobile: false },
      });
    const portico = open();
    instances.push(portico);
    const connectorId = `polkadot-injected:${extension.key}`;
    await waitUntil(
      () => portico.getConnectors('polkadot').some((connector) => connector.id === connectorId),
      'the extension listed',
    );
    await portico.connect({ connectorId, namespace: 'polkadot' });
    const account = () => portico.getAccount('polkadot');
    expect(account()?.address).toBe(alice);
    expect(account()?.caipAddress).toBe(`polkadot:${chain.network.id}:${alice}`);
    expect(account()?.allAccounts.map((entry) => [entry.address, entry.name])).toEqual([
      [alice, 'Alice'],
      [charlie, 'Charlie (ed25519)'],
    ]);
    await portico.switchAccount({ namespace: 'polkadot', address: charlie });
    expect(account()?.address).toBe(charlie);
    await portico.refreshBalance('polkadot');
    const { free, reserved } = await chain.balanceOf(charlie);
    const balance = await portico
      .getAdapter('polkadot')
      .getBalance({ address: charlie, network: chain.network });
    expect(balance).toMatchObject({ value: free + reserved, symbol: chain.symbol });
    expect(balance.parts?.free).toBe(free);
    // What the account view shows: the total and, for a balance in parts, what can move now.
    const shown = portico.resolve(TOKENS.state).getState().chains.polkadot?.account;
    expect(shown).toMatchObject({ balance: '10,000.000', balanceSymbol: chain.symbol });
    expect(shown?.balanceTransferable).toBeDefined();

    const message = 'Portico end to end';
    const signature = await portico.signMessage({ message, namespace: 'polkadot' });
    expect(await verifyPolkadotMessage({ message, signature, address: charlie })).toBe(true);
    portico.destroy();

    const prompts = extension.prompts.length;
    const reloaded = open();
    instances.push(reloaded);
    await reloaded.ready;
    expect(reloaded.getAccount('polkadot')?.status).toBe('connected');
    expect(reloaded.getAccount('polkadot')?.address).toBe(charlie);
    expect(extension.prompts.length).toBe(prompts);
    reloaded.destroy();
  });
});
