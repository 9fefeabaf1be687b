import type { NameLookup } from '../contracts/nameLookup';
import type { Portico } from '../porticoApi';
import { loadedPluginsThat } from './loadedPluginsThat';

/**
 * The names of addresses a names plugin gives the rest of the modal (NameLookup): that of the
 * first enabled plugin whose object says `providesNameLookup`, its code loaded if it is not
 * yet (once per instance). Undefined when no such plugin is installed and switched on (no
 * plugin code is fetched) or its code fails to load. Not part of the page's code: only a UI
 * that shows names imports it.
 */
export async function nameLookupOf(
  portico: Pick<Portico, 'resolve'>,
): Promise<NameLookup | undefined> {
  for await (const loaded of loadedPluginsThat(portico, 'providesNameLookup')) {
    return loaded.nameLookup;
  }
  return undefined;
}
