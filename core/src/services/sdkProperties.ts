/**
 * The sdk properties the wallet catalogue and the analytics endpoint receive on the query
 * (spec 7: "query carries sdk properties and project id"): `st`, the sdk type, and `sv`,
 * the sdk version (spec 9: "Version string 1.7.3").
 */
import { SDK_VERSION } from '../constants';

export const SDK_TYPE = 'portico';

export const SDK_QUERY: Readonly<{ st: string; sv: string }> = Object.freeze({
  st: SDK_TYPE,
  sv: SDK_VERSION,
});
