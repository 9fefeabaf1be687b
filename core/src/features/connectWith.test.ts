/** A visitor's connect through a plugin that takes it (core's connectWith), on real instances. */
import type { ConnectWith, FeatureModule, FeaturePlugin } from '../contracts/feature';
import { createTestPortico, whenDiscovered } from '../__fixtures__/instance';
import { createToyChain } from '../__fixtures__/toyChain';
import type { Portico } from '../portico';
import { connectWith } from './connectWith';

const TOY = { connectorId: 'toy-wallet' } as const;

function takingPlugin(take: ConnectWith, id = 'signIn') {
  const module: FeatureModule = { connectWith: () => take };
  const load = jest.fn(() => Promise.resolve(module));
  const plugin: FeaturePlugin = { id, views: [], takesConnect: true, load };
  return { plugin, load };
}

const instances: Portico[] = [];
afterEach(() => instances.splice(0).forEach((instance) => instance.destroy()));
async function instance(plugins: FeaturePlugin[], features: Record<string, boolean> = {}) {
  const portico = createTestPortico({
    adapters: [createToyChain().plugin],
    plugins,
    features: { signIn: true, ...features },
  });
  instances.push(portico);
  await whenDiscovered(portico);
  return portico;
}

describe('connectWith(portico, request)', () => {
  it('the first plugin that takes the connect makes it (its code loaded once); portico.connect is not called', async () => {
    const taken: string[] = [];
    const { plugin, load } = takingPlugin((_portico, request) => {
      taken.push(request.connectorId);
      return Promise.resolve();
    });
    const portico = await instance([plugin]);
    await connectWith(portico, TOY);
    await connectWith(portico, TOY);
    expect(taken).toEqual(['toy-wallet', 'toy-wallet']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(portico.getAccount()?.status).not.toBe('connected');
  });

  it("a plugin's rejection is the connect's", async () => {
    const refusal = new Error('declined');
    const portico = await instance([takingPlugin(() => Promise.reject(refusal)).plugin]);
    await expect(connectWith(portico, TOY)).rejects.toBe(refusal);
  });

  it('none takes it (declines, switched off, fails to load, no takesConnect): portico.connect connects; a plugin without takesConnect is never loaded', async () => {
    const declining = takingPlugin(() => undefined);
    const off = takingPlugin(() => Promise.resolve(), 'off');
    const failing: FeaturePlugin = {
      id: 'failing',
      views: [],
      takesConnect: true,
      load: () => Promise.reject(new Error('offline')),
    };
    const other: FeaturePlugin = {
      id: 'other',
      views: [],
      load: jest.fn(() => Promise.resolve({})),
    };
    const portico = await instance([declining.plugin, off.plugin, failing, other], {
      off: false,
      failing: true,
      other: true,
    });
    await connectWith(portico, TOY);
    expect(portico.getAccount()?.status).toBe('connected');
    expect(declining.load).toHaveBeenCalledTimes(1);
    expect(off.load).not.toHaveBeenCalled();
    expect(other.load).not.toHaveBeenCalled();
  });
});
