/**
 * The account choice in the modal (AdapterPlugin.accountPicker): after a visitor's connect that
 * gave several accounts the modal shows SelectAccount instead of closing; the choice ends the
 * connect (a plugin's step, or the Account view); closing the list keeps the first account and
 * still asks the step. The wallet is core's toy chain (a stand-in for a polkadot extension).
 */
import type { FeatureModule, FeaturePlugin, ModalStep } from '../contracts/feature';
import { TOKENS } from '../di/surface';
import { createTestPortico, whenDiscovered } from '../__fixtures__/instance';
import { createPickerChain, type PickerChainOptions } from '../__fixtures__/pickerChain';

/** A test plugin with one view, 'TestSignIn', asked after every connect. */
function stepPlugin(step: ModalStep): FeaturePlugin {
  const module: FeatureModule = { views: {}, modalStep: () => step };
  return {
    id: 'testStep',
    views: ['TestSignIn'],
    stepAfterConnect: true,
    load: async () => module,
  };
}

async function instance(options: PickerChainOptions = {}, step?: ModalStep) {
  const chain = createPickerChain(options);
  const portico = createTestPortico({
    adapters: [chain.plugin],
    ...(step && { plugins: [stepPlugin(step)], features: { testStep: true } }),
  });
  await whenDiscovered(portico);
  const openStates: boolean[] = [];
  portico.subscribeState((state) => openStates.push(state.open));
  return { chain, portico, openStates };
}

/** Waits (event loop turns, no fixed delay) until `done` holds. */
async function waitUntil(done: () => boolean) {
  for (let turn = 0; turn < 1000 && !done(); turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(done()).toBe(true);
}

describe('the account choice after a connect', () => {
  it('shows SelectAccount for the namespace, never closing; the choice goes to the Account view', async () => {
    const { chain, portico, openStates } = await instance();
    await portico.open();
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(portico.getState()).toMatchObject({
      open: true,
      view: 'SelectAccount',
      history: ['SelectAccount'],
    });
    expect(portico.resolve(TOKENS.state).getState().modal.data).toEqual({ namespace: 'toychain' });
    await portico.switchAccount({ namespace: 'toychain', address: chain.accounts[1]!.address });
    expect(portico.getState()).toMatchObject({ open: true, view: 'Account', history: ['Account'] });
    expect(portico.getAccount()?.address).toBe(chain.accounts[1]!.address);
    expect(openStates).not.toContain(false);
    portico.destroy();
  });

  it('closes at the connect as always when the wallet gave one account', async () => {
    const { portico } = await instance({ extra: 0 });
    await portico.open();
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(portico.getState().open).toBe(false);
    portico.destroy();
  });

  it('closes at the connect as always when the plugin does not say accountPicker', async () => {
    const { portico } = await instance({ accountPicker: false });
    await portico.open();
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(portico.getState().open).toBe(false);
    portico.destroy();
  });

  it('a connect made with the modal closed does not open it on the list (the app drives it)', async () => {
    const { portico } = await instance();
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(portico.getState().open).toBe(false);
    portico.destroy();
  });

  it("the choice comes before a plugin's step: the step is asked after it and its view follows", async () => {
    const afterConnect = jest.fn(() => ({ view: 'TestSignIn' }) as const);
    const { chain, portico, openStates } = await instance({}, { afterConnect });
    await portico.open();
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(portico.getState().view).toBe('SelectAccount');
    expect(afterConnect).not.toHaveBeenCalled();
    await portico.switchAccount({ namespace: 'toychain', address: chain.accounts[2]!.address });
    await waitUntil(() => portico.getState().view === 'TestSignIn');
    expect(afterConnect).toHaveBeenCalledTimes(1);
    expect(portico.getAccount()?.address).toBe(chain.accounts[2]!.address);
    expect(openStates).not.toContain(false);
    portico.destroy();
  });

  it("closing the list keeps the first account, and a plugin's step still opens its view", async () => {
    const { chain, portico } = await instance({}, { afterConnect: () => ({ view: 'TestSignIn' }) });
    await portico.open();
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(portico.getState().view).toBe('SelectAccount');
    portico.close();
    expect(portico.getAccount()?.address).toBe(chain.wallet.address);
    await waitUntil(() => portico.getState().open);
    expect(portico.getState()).toMatchObject({ view: 'TestSignIn', history: ['TestSignIn'] });
    portico.destroy();
  });

  it('closing the list with no step leaves the modal closed, and a later choice moves nothing', async () => {
    const { chain, portico } = await instance();
    await portico.open();
    await portico.connect({ connectorId: 'toy-wallet' });
    portico.back(); // the only view: Back closes
    expect(portico.getState().open).toBe(false);
    await portico.switchAccount({ namespace: 'toychain', address: chain.accounts[1]!.address });
    expect(portico.getState().open).toBe(false);
    expect(portico.getAccount()?.address).toBe(chain.accounts[1]!.address);
    portico.destroy();
  });

  it('after a wrong chain put right, the list is shown before the modal would close', async () => {
    const { chain, portico } = await instance();
    await portico.open();
    chain.wallet.stuckOnChainId = 'toy-77';
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(portico.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' });
    chain.wallet.stuckOnChainId = undefined;
    chain.emit({ type: 'chainChanged', connectorId: 'toy-wallet', chainId: 'toy-2' });
    expect(portico.getState()).toMatchObject({ open: true, view: 'SelectAccount' });
    portico.destroy();
  });
});

describe('Switch account from the Account view', () => {
  it('a choice on SelectAccount opened from Account goes back to Account, with no step asked', async () => {
    const afterConnect = jest.fn(() => 'close' as const);
    const { chain, portico } = await instance({ extra: 1 }, { afterConnect });
    await portico.connect({ connectorId: 'toy-wallet' }); // modal closed: no list
    await waitUntil(() => afterConnect.mock.calls.length === 1);
    await portico.open();
    expect(portico.getState().view).toBe('Account');
    portico.resolve(TOKENS.router).push('SelectAccount', { namespace: 'toychain' });
    await portico.switchAccount({ namespace: 'toychain', address: chain.accounts[1]!.address });
    expect(portico.getState()).toMatchObject({ open: true, view: 'Account', history: ['Account'] });
    expect(afterConnect).toHaveBeenCalledTimes(1);
    portico.destroy();
  });
});
