import type { NameLookup } from '../contracts/nameLookup';
import { TOKENS } from '../di/surface';
import type { Portico } from '../porticoApi';

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
  const features = portico.resolve(TOKENS.features);
  for (const plugin of portico.resolve(TOKENS.options).plugins) {
    if (plugin.providesNameLookup !== true) continue;
    // A plugin switched off is refused without its code being fetched.
    const loaded = await features.load(plugin).catch(() => undefined);
    if (loaded) return loaded.nameLookup;
  }
  return undefined;
}
