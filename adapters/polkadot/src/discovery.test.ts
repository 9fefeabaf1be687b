/**
 * Polkadot extension discovery: the real test extension (it injects itself at
 * `window.injectedWeb3` as extensions do) on a plain EventTarget as the window; the hostile
 * entries are hand-made objects, named so: no real extension misbehaves on demand.
 */
import type { Connector } from '@portico/core';
import { ALICE, installTestPolkadotExtension } from '@portico/testing/polkadot-wallet';
import { polkadotExtensionConnectors, watchPolkadotExtensions } from './discovery';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function start(window: EventTarget = new EventTarget()) {
  const reports: (readonly Connector[])[] = [];
  const stop = watchPolkadotExtensions({ window, onChange: (list) => reports.push(list) });
  return { window, reports, stop, latest: () => reports.at(-1) ?? [] };
}

/** A stand-in entry: only `enable`, which discovery never calls. */
const entry = (extra: Record<string, unknown> = {}) => ({
  version: '1',
  enable: () => Promise.reject(new Error('never called')),
  ...extra,
});

describe('watchPolkadotExtensions', () => {
  it('lists the injected test extension at the start as an INJECTED polkadot connector', async () => {
    const window = new EventTarget();
    const extension = await installTestPolkadotExtension(window, { accounts: [ALICE] });
    const { reports } = start(window);
    const provider = (window as { injectedWeb3?: Record<string, unknown> }).injectedWeb3?.[
      extension.key
    ];
    expect(reports).toEqual([
      [
        {
          id: 'polkadot-injected:portico-test',
          name: 'portico-test',
          type: 'INJECTED',
          chain: 'polkadot',
          provider,
        },
      ],
    ]);
    expect(Object.isFrozen(reports[0])).toBe(true);
  });

  it('reads the list again on DOMContentLoaded and on load (extensions that inject late)', async () => {
    const { window, reports, latest } = start();
    expect(reports).toEqual([[]]);
    await installTestPolkadotExtension(window, { accounts: [ALICE], key: 'talisman' });
    window.dispatchEvent(new Event('DOMContentLoaded'));
    expect(latest().map((c) => c.name)).toEqual(['Talisman']);
    Object.assign((window as unknown as { injectedWeb3: object }).injectedWeb3, {
      'polkadot-js': entry(),
    });
    window.dispatchEvent(new Event('load'));
    expect(latest().map((c) => c.name)).toEqual(['Talisman', 'polkadot{.js}']);
    // Nothing changed: nothing reported.
    window.dispatchEvent(new Event('load'));
    expect(reports).toHaveLength(3);
  });

  it('names known extensions by their key and others by the key through sanitizeWalletName', () => {
    const window = {
      injectedWeb3: {
        'subwallet-js': entry(),
        nova: entry(),
        'fearless-wallet': entry(),
        enkrypt: entry(),
        polkagate: entry(),
        'my-wallet': entry({ icon: PNG }),
      },
    };
    const connectors = polkadotExtensionConnectors(window);
    expect(connectors.map((c) => [c.id, c.name, c.imageUrl])).toEqual([
      ['polkadot-injected:subwallet-js', 'SubWallet', undefined],
      ['polkadot-injected:nova', 'Nova Wallet', undefined],
      ['polkadot-injected:fearless-wallet', 'Fearless', undefined],
      ['polkadot-injected:enkrypt', 'Enkrypt', undefined],
      ['polkadot-injected:polkagate', 'PolkaGate', undefined],
      ['polkadot-injected:my-wallet', 'my-wallet', PNG],
    ]);
  });

  it('skips keys outside the allow-list, entries without enable, unsafe icons and hostile objects', () => {
    const throwing = new Proxy(
      {},
      {
        get: () => {
          throw new Error('get');
        },
      },
    );
    const injectedWeb3 = {
      'Upper-Case': entry(),
      'with space': entry(),
      '<script>': entry(),
      ['x'.repeat(65)]: entry(),
      'no-enable': { version: '1' },
      'enable-not-a-function': { enable: 'yes' },
      hostile: throwing,
      'bad-icon': entry({ icon: 'javascript:alert(1)' }),
    };
    Object.defineProperty(injectedWeb3, 'getter', {
      enumerable: true,
      get: () => {
        throw new Error('getter');
      },
    });
    const connectors = polkadotExtensionConnectors({ injectedWeb3 });
    expect(connectors.map((c) => [c.id, c.imageUrl])).toEqual([
      ['polkadot-injected:bad-icon', undefined],
    ]);
    expect(polkadotExtensionConnectors({ injectedWeb3: throwing })).toEqual([]);
    expect(polkadotExtensionConnectors({ injectedWeb3: 'not an object' })).toEqual([]);
    expect(polkadotExtensionConnectors(undefined)).toEqual([]);
  });

  it('stops listening on unsubscribe: an extension injected afterwards is not reported', async () => {
    const { window, reports, stop } = start();
    stop();
    stop();
    await installTestPolkadotExtension(window, { accounts: [ALICE] });
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('DOMContentLoaded'));
    expect(reports).toEqual([[]]);
  });

  it('lists nothing and never throws without a window', () => {
    const reports: unknown[] = [];
    const stop = watchPolkadotExtensions({ window: undefined, onChange: (l) => reports.push(l) });
    expect(reports).toEqual([[]]);
    stop();
  });
});
