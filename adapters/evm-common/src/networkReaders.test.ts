import { InstanceDestroyedError } from '@portico/core';
import { startAnvilPair, type AnvilInstance } from '@portico/testing';
import { createViemTestLibrary } from './__fixtures__/viemTestLibrary';
import { localNetwork } from './__fixtures__/localChain';
import { createLibraryLoader } from './libraryLoader';
import { createNetworkReaders } from './networkReaders';

let nodes: [AnvilInstance, AnvilInstance] | undefined;

beforeAll(async () => {
  nodes = await startAnvilPair([31337, 31338]);
});
afterAll(async () => {
  await Promise.all(nodes?.map((node) => node.stop()) ?? []);
});

function setup(rpc?: Parameters<typeof createNetworkReaders>[1]) {
  const library = createViemTestLibrary();
  return { library, readers: createNetworkReaders(createLibraryLoader(library), rpc) };
}

describe('createNetworkReaders', () => {
  it('loads the library and creates a reader only on first use, one per network, reused', async () => {
    const { library, readers } = setup();
    expect(library.loadCount).toBe(0);
    const [one, two] = nodes!.map((node) => localNetwork(node));
    const first = await readers.readerFor(one!);
    expect(await readers.readerFor(one!)).toBe(first);
    await readers.readerFor(two!);
    expect(library.loadCount).toBe(1);
    expect(library.readers.map((reader) => reader.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ]);
    expect(await first.getGasPrice()).toBeGreaterThan(0n);
    readers.destroy();
  });

  it('gives calls made while the library loads the same reader', async () => {
    const { library, readers } = setup();
    const network = localNetwork(nodes![0]);
    const [a, b] = await Promise.all([readers.readerFor(network), readers.readerFor(network)]);
    expect(a).toBe(b);
    expect(library.readers).toHaveLength(1);
    readers.destroy();
  });

  it("builds each reader over the network's RPC policy: the app's URLs first", async () => {
    const { library, readers } = setup({ urls: { 'eip155:31337': ['http://127.0.0.1:9/first'] } });
    await readers.readerFor(localNetwork(nodes![0]));
    expect(library.readers[0]?.urls).toEqual(['http://127.0.0.1:9/first', nodes![0].url]);
    readers.destroy();
  });

  it('destroys every reader on destroy, and refuses to make new ones afterwards', async () => {
    const { library, readers } = setup();
    await Promise.all(nodes!.map((node) => readers.readerFor(localNetwork(node))));
    readers.destroy();
    expect(library.readers.map((reader) => reader.destroyed)).toEqual([true, true]);
    await expect(readers.readerFor(localNetwork(nodes![0]))).rejects.toBeInstanceOf(
      InstanceDestroyedError,
    );
  });

  it('makes no reader when destroyed while the library loads: the pending read is refused', async () => {
    const { library, readers } = setup();
    const pending = readers.readerFor(localNetwork(nodes![0]));
    readers.destroy();
    await expect(pending).rejects.toBeInstanceOf(InstanceDestroyedError);
    expect(library.readers).toHaveLength(0);
  });

  it('tries again after the library failed to load (a lazy chunk that did not download)', async () => {
    const library = createViemTestLibrary();
    let failures = 1;
    const readers = createNetworkReaders(async () => {
      if (failures-- > 0) throw new Error('chunk failed to load (simulated)');
      return library.load();
    }, undefined);
    const network = localNetwork(nodes![0]);
    await expect(readers.readerFor(network)).rejects.toThrow('simulated');
    expect(await (await readers.readerFor(network)).getGasPrice()).toBeGreaterThan(0n);
    readers.destroy();
  });
});
