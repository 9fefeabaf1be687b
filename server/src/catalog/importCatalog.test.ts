import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestRepository } from '../__fixtures__/testRepository';
import { CatalogFileError } from '../errors';
import type { Repository } from '../storage/repository';
import { createCatalogStore } from './catalogStore';
import { generateCatalog } from './generateCatalog';
import { importCatalogFile, readCatalogFile } from './importCatalog';
import { seedCatalog } from './seedCatalog';

let repository: Repository & { close(): Promise<void> };
let folder: string;

beforeAll(async () => {
  repository = await openTestRepository();
  folder = mkdtempSync(join(tmpdir(), 'portico-catalog-'));
}, 60_000);
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await repository?.close();
});

function file(name: string, content: string): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

const ids = async () => (await repository.listCatalog()).map((wallet) => wallet.id);

describe('seedCatalog', () => {
  it('fills an empty database with the bundled catalogue, once', async () => {
    await repository.replaceCatalog([]);
    await seedCatalog(repository);
    const seeded = await repository.countCatalog();
    expect(seeded).toBeGreaterThanOrEqual(40);
    expect(await ids()).toContain('metamask');
    await seedCatalog(repository, file('other.json', JSON.stringify(generateCatalog(3, 1))));
    expect(await repository.countCatalog()).toBe(seeded);
  });

  it('fills an empty database with the operator’s file when one is configured', async () => {
    await repository.replaceCatalog([]);
    await seedCatalog(
      repository,
      file('mine.json', JSON.stringify({ data: generateCatalog(5, 2) })),
    );
    expect((await ids()).sort()).toEqual([
      'wallet-1',
      'wallet-2',
      'wallet-3',
      'wallet-4',
      'wallet-5',
    ]);
  });
});

describe('importCatalogFile', () => {
  it('replaces the catalogue and answers how many wallets it holds', async () => {
    const wallets = generateCatalog(250, 3);
    expect(await importCatalogFile(repository, file('big.json', JSON.stringify(wallets)))).toBe(
      250,
    );
    expect(await repository.countCatalog()).toBe(250);
    const store = createCatalogStore(repository);
    await store.reload();
    expect(store.size()).toBe(250);
    expect(store.get('wallet-7')).toEqual(wallets[6]);
  });

  it.each([
    ['an unreadable file', () => join(folder, 'missing.json'), /^Cannot read the catalogue file /],
    ['a file that is not JSON', () => file('bad.json', '{ nope'), /is not valid JSON$/],
    [
      'a file with a bad entry',
      () =>
        file(
          'script.json',
          JSON.stringify([{ id: 'x', name: 'X', mobile_link: 'javascript:alert(1)' }]),
        ),
      /^Catalogue entry 0: mobile_link must be/,
    ],
  ])('%s is refused and the old catalogue stays', async (_, path, message) => {
    await importCatalogFile(repository, file('good.json', JSON.stringify(generateCatalog(4, 4))));
    const before = await repository.listCatalog();
    const failure = importCatalogFile(repository, path());
    await expect(failure).rejects.toBeInstanceOf(CatalogFileError);
    await expect(failure).rejects.toThrow(message);
    expect(await repository.listCatalog()).toEqual(before);
  });

  it('a store is empty until it reloads, and sees an import once it reloads again', async () => {
    await importCatalogFile(repository, file('first.json', JSON.stringify(generateCatalog(3, 5))));
    const store = createCatalogStore(repository);
    expect(store.size()).toBe(0);
    await store.reload();
    expect(store.size()).toBe(3);
    await importCatalogFile(repository, file('second.json', JSON.stringify(generateCatalog(8, 6))));
    expect(store.size()).toBe(3);
    await store.reload();
    expect(store.size()).toBe(8);
  });

  it('reads back what generate-catalog writes', async () => {
    const wallets = generateCatalog(20, 9);
    expect(await readCatalogFile(file('generated.json', JSON.stringify(wallets)))).toEqual(wallets);
  });
});
