/**
 * A plugin's step in the modal (FeaturePlugin.stepAfterConnect, FeatureModule.modalStep):
 * after a visitor's connect the modal goes to the step's view with no close in between, or
 * closes when the step says so; and the step may refuse closing (the modal shakes instead).
 * The plugin here is a small test plugin on core's toy chain; core knows nothing of sign-in.
 */
import type {
  AfterConnectStep,
  FeatureModule,
  FeaturePlugin,
  ModalStep,
} from '../contracts/feature';
import { TOKENS } from '../di/surface';
import { createTestPortico, whenDiscovered } from '../__fixtures__/instance';
import { createToyChain } from '../__fixtures__/toyChain';

interface StepPluginOptions {
  readonly stepAfterConnect?: boolean;
  readonly enabled?: boolean;
  readonly step: ModalStep;
}

/** A test plugin with one view, 'TestSignIn', whose module gives `step`. */
function stepPlugin({ stepAfterConnect = true, step }: StepPluginOptions): FeaturePlugin {
  const module: FeatureModule = { views: {}, modalStep: () => step };
  return {
    id: 'testStep',
    views: ['TestSignIn'],
    stepAfterConnect,
    load: async () => module,
  };
}

async function instance(options: StepPluginOptions) {
  const toy = createToyChain();
  const portico = createTestPortico({
    adapters: [toy.plugin],
    plugins: [stepPlugin(options)],
    features: { testStep: options.enabled ?? true },
  });
  await whenDiscovered(portico);
  const openStates: boolean[] = [];
  portico.subscribeState((state) => openStates.push(state.open));
  return { portico, toy, openStates };
}

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Waits (event loop turns, no fixed delay) until `done` holds. */
async function waitUntil(done: () => boolean) {
  for (let turn = 0; turn < 1000 && !done(); turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(done()).toBe(true);
}

describe('a step after connect', () => {
  it("goes to the step's view after the connect, never closing the modal in between", async () => {
    const { portico, openStates } = await instance({
      step: { afterConnect: () => ({ view: 'TestSignIn' }) },
    });
    await portico.open();
    await portico.connect({ connectorId: 'toy-wallet' });
    await waitUntil(() => portico.getState().view === 'TestSignIn');
    expect(portico.getState()).toMatchObject({ open: true, history: ['TestSignIn'] });
    expect(openStates).not.toContain(false);
    portico.destroy();
  });

  it('stays on the connecting view while the step is pending, then closes when it says close', async () => {
    const answer = deferred<AfterConnectStep>();
    const { portico } = await instance({ step: { afterConnect: () => answer.promise } });
    await portico.open();
    await portico.connect({ connectorId: 'toy-wallet' });
    await waitUntil(() => portico.resolve(TOKENS.features).loaded('testStep') !== undefined);
    expect(portico.getState()).toMatchObject({ open: true, view: 'Connect' });
    answer.resolve('close');
    await waitUntil(() => !portico.getState().open);
    portico.destroy();
  });

  it('a step that fails counts as close', async () => {
    const { portico } = await instance({
      step: { afterConnect: () => Promise.reject(new Error('session store down')) },
    });
    await portico.open();
    await portico.connect({ connectorId: 'toy-wallet' });
    await waitUntil(() => !portico.getState().open);
    portico.destroy();
  });

  it('a visitor who moved to another view while the step was pending is not closed on', async () => {
    const answer = deferred<AfterConnectStep>();
    const { portico } = await instance({ step: { afterConnect: () => answer.promise } });
    await portico.open();
    await portico.connect({ connectorId: 'toy-wallet' });
    portico.resolve(TOKENS.router).push('Networks');
    answer.resolve('close');
    await waitUntil(() => portico.resolve(TOKENS.features).loaded('testStep') !== undefined);
    await answer.promise;
    await new Promise((resolve) => setImmediate(resolve));
    expect(portico.getState()).toMatchObject({ open: true, view: 'Networks' });
    portico.destroy();
  });

  it("a connect made with the modal closed opens it on the step's view", async () => {
    const { portico } = await instance({
      step: { afterConnect: async () => ({ view: 'TestSignIn', data: { why: 'test' } }) },
    });
    await portico.connect({ connectorId: 'toy-wallet' });
    await waitUntil(() => portico.getState().open);
    expect(portico.getState()).toMatchObject({ view: 'TestSignIn', history: ['TestSignIn'] });
    portico.destroy();
  });

  it('without stepAfterConnect the modal closes at the connect, as always', async () => {
    const afterConnect = jest.fn(() => ({ view: 'TestSignIn' }) as const);
    const { portico } = await instance({ stepAfterConnect: false, step: { afterConnect } });
    await portico.open();
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(portico.getState().open).toBe(false);
    expect(afterConnect).not.toHaveBeenCalled();
    portico.destroy();
  });

  it('a switched-off plugin takes no part: the modal closes at the connect', async () => {
    const afterConnect = jest.fn(() => ({ view: 'TestSignIn' }) as const);
    const { portico } = await instance({ enabled: false, step: { afterConnect } });
    await portico.open();
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(portico.getState().open).toBe(false);
    expect(afterConnect).not.toHaveBeenCalled();
    portico.destroy();
  });

  it('a wrong chain put right asks the step instead of closing UnsupportedChain', async () => {
    const { portico, toy } = await instance({
      step: { afterConnect: () => ({ view: 'TestSignIn' }) },
    });
    await portico.open();
    toy.wallet.stuckOnChainId = 'toy-77';
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(portico.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' });
    toy.wallet.stuckOnChainId = undefined;
    toy.emit({ type: 'chainChanged', connectorId: 'toy-wallet', chainId: 'toy-2' });
    await waitUntil(() => portico.getState().view === 'TestSignIn');
    expect(portico.getState().open).toBe(true);
    portico.destroy();
  });
});

describe("a step's canClose", () => {
  it('refuses close and Back on the last view while false, and the modal shakes; closes once true', async () => {
    let closable = false;
    const { portico } = await instance({
      step: { afterConnect: () => ({ view: 'TestSignIn' }), canClose: () => closable },
    });
    const state = portico.resolve(TOKENS.state);
    await portico.open();
    await portico.connect({ connectorId: 'toy-wallet' });
    await waitUntil(() => portico.getState().view === 'TestSignIn');

    portico.close();
    expect(portico.getState().open).toBe(true);
    expect(state.getState().modal.shake).toBe(true);
    portico.back();
    expect(portico.getState()).toMatchObject({ open: true, view: 'TestSignIn' });

    closable = true;
    portico.close();
    expect(portico.getState().open).toBe(false);
    portico.destroy();
  });

  it('is not asked before the plugin is loaded: the modal closes', async () => {
    const canClose = jest.fn(() => false);
    const { portico } = await instance({ step: { canClose } });
    await portico.open();
    portico.close();
    expect(portico.getState().open).toBe(false);
    expect(canClose).not.toHaveBeenCalled();
    portico.destroy();
  });
});
