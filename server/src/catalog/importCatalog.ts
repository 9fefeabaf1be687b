/**
 * Replacing the catalogue with an operator's JSON file (`portico-server import-catalog
 * <file>`): the whole file is read and checked (catalogFile.ts) before anything is written,
 * and the repository replaces the catalogue in one transaction, so a bad file changes
 * nothing. A server already running keeps its catalogue in memory until it restarts (or its
 * CatalogStore reloads).
 */
import { readFile } from 'node:fs/promises';
import { CatalogFileError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { CatalogWalletRecord, Repository } from '../storage/repository';
import { parseCatalogFile } from './catalogFile';

/** The wallets of a catalogue file; CatalogFileError when it cannot be read or used. */
export async function readCatalogFile(path: string): Promise<CatalogWalletRecord[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (cause) {
    throw new CatalogFileError(SERVER_MESSAGES.catalogFileUnreadable(path), { cause });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new CatalogFileError(SERVER_MESSAGES.catalogFileNotJson(path), { cause });
  }
  return parseCatalogFile(json);
}

/** Replaces the catalogue with the file's wallets; resolves to how many there are. */
export async function importCatalogFile(
  repository: Pick<Repository, 'replaceCatalog'>,
  path: string,
): Promise<number> {
  const wallets = await readCatalogFile(path);
  await repository.replaceCatalog(wallets);
  return wallets.length;
}
