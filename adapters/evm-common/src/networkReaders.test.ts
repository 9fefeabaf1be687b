import { InstanceDestroyedError } from '@portico/core';
import { startAnvilPair, type AnvilInstance } from '@portico/testing';
import { createViemTestLibrary } from './__fixtures__/viemTestLibrary';
import { localNetwork } from './__fixtures__/localChain';
import { createNetworkReaders } from './networkReaders';

let nodes: [AnvilInstance, AnvilInstance] | undefined;

beforeAll(async () => {
  nodes = await startAnvilPair([31337, 31338]);
});
afterAll(async () => {
  await Promise.all(nodes?.map((node) => node.stop()) ?? []);
});

describe('createNetworkReaders', () => {
  it('creates one reader per network on first use and reuses it', async () => {
    const library = createViemTestLibrary();
    const readers = createNetworkReaders(library, undefined);
    expect(library.readers).toHaveLength(0);
    const [one, two] = nodes!.map((node) => localNetwork(node));
    const first = readers.readerFor(one!);
    expect(readers.readerFor(one!)).toBe(first);
    readers.readerFor(two!);
    expect(library.readers.map((reader) => reader.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ]);
    expect(await first.getGasPrice()).toBeGreaterThan(0n);
    readers.destroy();
  });

  it("builds each reader over the network's RPC policy: the app's URLs first", () => {
    const library = createViemTestLibrary();
    const network = localNetwork(nodes![0]);
    const readers = createNetworkReaders(library, {
      urls: { 'eip155:31337': ['http://127.0.0.1:9/first'] },
    });
    readers.readerFor(network);
    expect(library.readers[0]?.urls).toEqual(['http://127.0.0.1:9/first', nodes![0].url]);
    readers.destroy();
  });

  it('destroys every reader on destroy, and refuses to make new ones afterwards', () => {
    const library = createViemTestLibrary();
    const readers = createNetworkReaders(library, undefined);
    nodes!.forEach((node) => readers.readerFor(localNetwork(node)));
    readers.destroy();
    expect(library.readers.map((reader) => reader.destroyed)).toEqual([true, true]);
    expect(() => readers.readerFor(localNetwork(nodes![0]))).toThrow(InstanceDestroyedError);
  });
});
