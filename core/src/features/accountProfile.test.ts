/**
 * A plugin's context writes the account's profileName and profileImage (spec 3) into core's
 * account state, for the namespace's current account only.
 */
import { TOKENS } from '../di/surface';
import type { FeatureContext, FeaturePlugin } from '../contracts/feature';
import { createTestPortico, whenDiscovered } from '../__fixtures__/instance';
import { createToyChain } from '../__fixtures__/toyChain';

async function connected() {
  let context: FeatureContext | undefined;
  const plugin: FeaturePlugin = {
    id: 'names',
    views: ['RegisterAccountName'],
    load: async () => ({ setup: (given) => void (context = given) }),
  };
  const toy = createToyChain();
  const portico = createTestPortico({
    adapters: [toy.plugin],
    plugins: [plugin],
    features: { names: true },
  });
  await whenDiscovered(portico);
  await portico.connect({ connectorId: 'toy-wallet' });
  await portico.loadFeature('names');
  const core = () => portico.resolve(TOKENS.state).getState();
  const account = () => core().chains.toychain?.account;
  return { portico, toy, context: context!, account, core };
}

describe("a plugin's setAccountProfile", () => {
  it("writes the name and avatar into the namespace's account, and clears them", async () => {
    const { toy, context, account, portico } = await connected();
    context.setAccountProfile!({
      namespace: 'toychain',
      address: toy.wallet.address.toUpperCase(),
      profileName: 'alice.portico.id',
      profileImage: 'https://example.org/a.png',
    });
    expect(account()).toMatchObject({
      address: toy.wallet.address,
      profileName: 'alice.portico.id',
      profileImage: 'https://example.org/a.png',
    });
    context.setAccountProfile!({ namespace: 'toychain', address: toy.wallet.address });
    expect(account()?.profileName).toBeUndefined();
    expect(account()?.profileImage).toBeUndefined();
    portico.destroy();
  });

  it('an answer for another address (the account changed meanwhile) writes nothing', async () => {
    const { context, account, portico, core } = await connected();
    context.setAccountProfile!({ namespace: 'toychain', address: '0x1', profileName: 'bob.id' });
    context.setAccountProfile!({ namespace: 'other', address: '0x1', profileName: 'bob.id' });
    expect(account()?.profileName).toBeUndefined();
    expect(core().chains.other).toBeUndefined();
    portico.destroy();
  });

  it("the wallet switches to another account: the old account's name is not shown for it", async () => {
    const { toy, context, account, portico } = await connected();
    const address = toy.wallet.address;
    context.setAccountProfile!({ namespace: 'toychain', address, profileName: 'alice.id' });
    const other = `toy${'ab'.repeat(32)}`;
    toy.wallet.emit({ type: 'accounts', accounts: [other, address] });
    await waitUntil(() => account()?.address === other);
    expect(account()?.profileName).toBeUndefined();
    expect(account()?.profileImage).toBeUndefined();
    portico.destroy();
  });
});

async function waitUntil(check: () => boolean) {
  for (let tries = 0; tries < 200 && !check(); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(check()).toBe(true);
}
