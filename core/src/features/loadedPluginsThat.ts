import type { LoadedFeature } from '../contracts/feature';
import { TOKENS } from '../di/surface';
import type { Portico } from '../porticoApi';

/** The plugin-object flags that say a plugin offers something to the rest of the modal. */
export type PluginOffer = 'takesConnect' | 'providesNameLookup';

/**
 * The installed plugins whose object sets `offer`, in the order the app gave them, each loaded
 * (its code fetched once per instance) only when the caller asks for the next one. A plugin
 * switched off is skipped without its code being fetched; one whose code fails to load is
 * skipped too.
 */
export async function* loadedPluginsThat(
  portico: Pick<Portico, 'resolve'>,
  offer: PluginOffer,
): AsyncGenerator<LoadedFeature> {
  const features = portico.resolve(TOKENS.features);
  for (const plugin of portico.resolve(TOKENS.options).plugins) {
    if (plugin[offer] !== true) continue;
    const loaded = await features.load(plugin).catch(() => undefined);
    if (loaded) yield loaded;
  }
}
