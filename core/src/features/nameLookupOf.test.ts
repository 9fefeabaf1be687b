/** The names of addresses a plugin gives the rest of the modal (NameLookup), on real instances. */
import type { FeatureModule, FeaturePlugin } from '../contracts/feature';
import type { NameLookup } from '../contracts/nameLookup';
import { createTestPortico } from '../__fixtures__/instance';
import type { Portico } from '../portico';
import { nameLookupOf } from './nameLookupOf';

const lookup: NameLookup = {
  namesOf: async (addresses) =>
    new Map(addresses.filter((a) => a === '0xb0b').map((a) => [a, 'bob.portico.test'])),
};

function namesPlugin(module: FeatureModule = { nameLookup: () => lookup }) {
  const load = jest.fn(() => Promise.resolve(module));
  const plugin: FeaturePlugin = { id: 'names', views: [], providesNameLookup: true, load };
  return { plugin, load };
}

const instances: Portico[] = [];
afterEach(() => instances.splice(0).forEach((instance) => instance.destroy()));
function instance(plugins: FeaturePlugin[], names = true) {
  const portico = createTestPortico({ plugins, features: { names } });
  instances.push(portico);
  return { nameLookup: () => nameLookupOf(portico), portico };
}

describe('nameLookupOf(portico)', () => {
  it("loads the plugin that provides names and answers its module's lookup (once)", async () => {
    const { plugin, load } = namesPlugin();
    const features = instance([plugin]);
    expect(load).not.toHaveBeenCalled(); // nothing at creation
    const found = await features.nameLookup();
    expect((await features.portico.loadFeature(plugin)).nameLookup).toBe(lookup);
    expect(found).toBe(lookup);
    expect(await found!.namesOf(['0xb0b', '0xa11ce'], 'eip155:1')).toEqual(
      new Map([['0xb0b', 'bob.portico.test']]),
    );
    expect(await features.nameLookup()).toBe(lookup);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is undefined without such a plugin, with it switched off, or when its code fails to load; nothing else is loaded', async () => {
    const other = { id: 'names', views: [], load: jest.fn(() => Promise.resolve({})) };
    expect(await instance([other]).nameLookup()).toBeUndefined();
    expect(other.load).not.toHaveBeenCalled();

    const off = namesPlugin();
    expect(await instance([off.plugin], false).nameLookup()).toBeUndefined();
    expect(off.load).not.toHaveBeenCalled();

    const failing: FeaturePlugin = {
      id: 'names',
      views: [],
      providesNameLookup: true,
      load: () => Promise.reject(new Error('offline')),
    };
    expect(await instance([failing]).nameLookup()).toBeUndefined();
    // A module that makes no lookup gives none either.
    expect(await instance([namesPlugin({}).plugin]).nameLookup()).toBeUndefined();
  });
});
