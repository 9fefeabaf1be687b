import type { ConnectWithRequest } from '../contracts/feature';
import type { Portico } from '../porticoApi';
import { loadedPluginsThat } from './loadedPluginsThat';

/**
 * A visitor's connect as the modal makes it: through the first enabled plugin whose object says
 * `takesConnect` and whose `connectWith` takes this connect (its code loaded first, once per
 * instance), else `portico.connect(request)`. A plugin that fails to load or declines leaves it
 * to the next one. Not part of the page's code: only a UI's connect views import it.
 */
export async function connectWith(portico: Portico, request: ConnectWithRequest): Promise<void> {
  for await (const loaded of loadedPluginsThat(portico, 'takesConnect')) {
    const taken = loaded.connectWith?.(portico, request);
    if (taken) {
      await taken;
      return;
    }
  }
  await portico.connect(request);
}
