import type { AccountTypePolicy } from '../contracts/accountTypes';
import type { Adapter } from '../contracts/adapter';
import { AdapterNotFoundError } from '../errors/errors';
import type { ChainNamespace } from '../validators/caip';

/** One namespace's live adapter with what its plugin declared. */
export interface InstalledAdapter {
  readonly adapter: Adapter;
  readonly accountTypes: AccountTypePolicy;
  /** False for core's session adapter (a namespace without an adapter): no chain reads. */
  readonly readsChain?: boolean;
  /** The plugin's AdapterPlugin.accountPicker: the visitor picks one of the wallet's accounts. */
  readonly accountPicker?: boolean;
}

export type InstalledAdapters = ReadonlyMap<ChainNamespace, InstalledAdapter>;

/** The namespace's installed adapter; 'Adapter not found' when none is. */
export function adapterIn(
  adapters: InstalledAdapters,
  namespace: ChainNamespace,
): InstalledAdapter {
  const installed = adapters.get(namespace);
  if (!installed) throw new AdapterNotFoundError(namespace);
  return installed;
}
