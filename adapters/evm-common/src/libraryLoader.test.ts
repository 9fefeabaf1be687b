import type { EvmLibrary, EvmLibraryModule } from './library';
import { createLibraryLoader } from './libraryLoader';

/** A library whose load() answers from a list: a module, or an error to reject with. */
function libraryAnswering(answers: (EvmLibraryModule | Error)[]) {
  const library = {
    name: 'scripted (no real library: only load() is under test)',
    loads: 0,
    async load() {
      library.loads += 1;
      const answer = answers.shift();
      if (!answer || answer instanceof Error) throw answer ?? new Error('no answer left');
      return answer;
    },
  } satisfies EvmLibrary & { loads: number };
  return library;
}

const MODULE = {} as EvmLibraryModule;

describe('createLibraryLoader', () => {
  it('does not load until asked', () => {
    const library = libraryAnswering([MODULE]);
    createLibraryLoader(library);
    expect(library.loads).toBe(0);
  });

  it('loads once, however many calls come, at once or later', async () => {
    const library = libraryAnswering([MODULE]);
    const load = createLibraryLoader(library);
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(MODULE);
    expect([a, b]).toEqual([MODULE, MODULE]);
    expect(library.loads).toBe(1);
  });

  it('forgets a failed load: the next call loads again', async () => {
    const library = libraryAnswering([new Error('chunk failed to load (simulated)'), MODULE]);
    const load = createLibraryLoader(library);
    await expect(load()).rejects.toThrow('simulated');
    expect(await load()).toBe(MODULE);
    expect(library.loads).toBe(2);
  });

  it('keeps nothing between loaders: two adapter instances each load', async () => {
    const library = libraryAnswering([MODULE, MODULE]);
    await createLibraryLoader(library)();
    await createLibraryLoader(library)();
    expect(library.loads).toBe(2);
  });
});
