/**
 * The CatalogStore of the server context: the catalogue index (catalogIndex.ts) over what the
 * repository holds, rebuilt by `reload()` (at start-up, and after an import in the same
 * process). Until the first reload it is empty.
 */
import type { CatalogStore } from '../context';
import type { Repository } from '../storage/repository';
import { buildCatalogIndex } from './catalogIndex';

export function createCatalogStore(repository: Pick<Repository, 'listCatalog'>): CatalogStore {
  let index = buildCatalogIndex([]);
  return {
    search: (query) => index.search(query),
    get: (id) => index.get(id),
    size: () => index.size,
    async reload() {
      index = buildCatalogIndex(await repository.listCatalog());
    },
  };
}
