import { createToyChain, toyNetworks } from '../__fixtures__/toyChain';
import { ConfigurationError, NetworkNotFoundError } from '../errors/errors';
import type { SiweConfig, SiwxConfig } from '../contracts/siwx';
import { defineNetwork } from '../networks/network';
import { resolveOptions, type PorticoOptions } from './options';

const elsewhere = defineNetwork({
  id: 'else-1',
  chainNamespace: 'toychain',
  name: 'Elsewhere',
  nativeCurrency: { name: 'Toy', symbol: 'TOY', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/else'] } },
});

describe('options', () => {
  it('setting both siweConfig and siwx is rejected', () => {
    const unused = () => Promise.reject(new Error('not called'));
    const siwx: SiwxConfig = {
      createMessage: unused,
      addSession: unused,
      revokeSession: unused,
      setSessions: unused,
      getSessions: unused,
    };
    const siweConfig = {} as SiweConfig;
    expect(() => resolveOptions({ networks: toyNetworks, siweConfig, siwx })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    );
    expect(() => resolveOptions({ networks: toyNetworks, siwx })).not.toThrow();
  });

  it("the 'siwx' feature is on exactly when siwx or siweConfig is set; features.siwx: false turns it off", () => {
    const unused = () => Promise.reject(new Error('not called'));
    const siwx: SiwxConfig = {
      createMessage: unused,
      addSession: unused,
      revokeSession: unused,
      setSessions: unused,
      getSessions: unused,
    };
    const siweConfig: SiweConfig = {
      getNonce: unused,
      verifyMessage: unused,
      getSession: unused,
      signOut: unused,
    };
    const on = (options: Omit<PorticoOptions, 'networks'>) =>
      resolveOptions({ networks: toyNetworks, ...options }).features.siwx;
    expect(on({})).toBe(false);
    expect(on({ features: { siwx: true } })).toBe(false);
    expect(on({ siwx })).toBe(true);
    expect(on({ siwx, features: { siwx: true } })).toBe(true);
    expect(on({ siwx, features: { siwx: false } })).toBe(false);
    expect(on({ siweConfig })).toBe(true);
    expect(on({ siweConfig, features: { siwx: false } })).toBe(false);
    expect(on({ siweConfig: { ...siweConfig, enabled: false } })).toBe(false);
  });

  it("a default network that is not in the configured list gives 'Network Not Found'", () => {
    const attempt = () => resolveOptions({ networks: toyNetworks, defaultNetwork: elsewhere });
    expect(attempt).toThrow(NetworkNotFoundError);
    expect(attempt).toThrow('Network Not Found');
  });

  it('at least one network is required', () => {
    expect(() => resolveOptions({ networks: [] } as unknown as PorticoOptions)).toThrow(
      ConfigurationError,
    );
    expect(() => resolveOptions(undefined as unknown as PorticoOptions)).toThrow(
      'At least one network must be configured',
    );
  });

  it('two adapters for one namespace are rejected', () => {
    const plugin = createToyChain().plugin;
    expect(() => resolveOptions({ networks: toyNetworks, adapters: [plugin, plugin] })).toThrow(
      'Two adapters were given for the namespace toychain',
    );
  });

  it('an adapter whose default account type is not among its accepted ones is rejected', () => {
    const plugin = createToyChain({
      accountTypes: { default: 'payment', accepted: ['eoa'] },
    }).plugin;
    expect(() => resolveOptions({ networks: toyNetworks, adapters: [plugin] })).toThrow(
      'Account type "payment" is not accepted for toychain',
    );
  });

  it('fills in the defaults: reconnect and network switching on, unsupported chains not allowed, light theme', () => {
    expect(resolveOptions({ networks: toyNetworks })).toMatchObject({
      adapters: [],
      plugins: [],
      themeMode: 'light',
      themeVariables: {},
      allowUnsupportedChain: false,
      enableNetworkSwitch: true,
      enableReconnect: true,
      features: expect.objectContaining({ swaps: true, legalCheckbox: false }),
    });
  });

  it("'Project ID Not Configured' is not raised when no hosted service is used", () => {
    expect(() =>
      resolveOptions({
        networks: toyNetworks,
        services: { walletCatalog: 'http://127.0.0.1:8787' },
      }),
    ).not.toThrow();
  });
});
