/**
 * The catalogue a new database starts with: when the repository holds no wallet, the
 * operator's file (config.catalog.file) or else the bundled catalogue of real wallets
 * (data/wallets.json), both checked by parseCatalogFile. A database that has a catalogue
 * keeps it.
 */
import type { Repository } from '../storage/repository';
import { parseCatalogFile } from './catalogFile';
import bundledWallets from './data/wallets.json';
import { readCatalogFile } from './importCatalog';

export async function seedCatalog(
  repository: Pick<Repository, 'countCatalog' | 'replaceCatalog'>,
  file?: string,
): Promise<void> {
  if ((await repository.countCatalog()) > 0) return;
  const wallets = file ? await readCatalogFile(file) : parseCatalogFile(bundledWallets);
  await repository.replaceCatalog(wallets);
}
