/**
 * Test fixture run as a plain Node process (bundled by esbuild in the hydration test): prints
 * the server markup of the buttons, rendered where `window` and `document` do not exist.
 */
import { renderServerMarkup } from './renderServerMarkup';
import { createServerPortico } from './serverButtons';

if (typeof window !== 'undefined' || typeof document !== 'undefined') {
  throw new Error('printServerMarkup must run without a DOM');
}
const portico = createServerPortico();
process.stdout.write(renderServerMarkup(portico));
portico.destroy();
