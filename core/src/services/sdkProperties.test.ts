import { SDK_VERSION } from '../constants';
import { SDK_QUERY, SDK_TYPE } from './sdkProperties';

describe('sdk properties (spec 7: the catalogue query carries them)', () => {
  it("st is the sdk type 'portico' and sv core's SDK_VERSION, the spec's 1.7.3", () => {
    expect(SDK_QUERY).toEqual({ st: SDK_TYPE, sv: SDK_VERSION });
    expect(SDK_QUERY).toEqual({ st: 'portico', sv: '1.7.3' });
    expect(Object.isFrozen(SDK_QUERY)).toBe(true);
  });
});
