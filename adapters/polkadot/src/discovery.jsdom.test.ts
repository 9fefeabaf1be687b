/** @jest-environment ./testing/jest/jsdomWithTextEncoding.ts */
import { createPortico } from '@portico/core';
import { createMemoryStorage } from '@portico/core/testing';
import { westend } from '@portico/core/networks';
import { ALICE, installTestPolkadotExtension } from '@portico/testing/polkadot-wallet';
import { polkadotAdapter } from './polkadotAdapter';

describe('polkadotAdapter() in a page (jsdom): the global window by default', () => {
  it('lists the extension the page has, and one injected after DOMContentLoaded on the load event; a connect asks it with the page’s host name', async () => {
    const first = await installTestPolkadotExtension(window, { accounts: [ALICE] });
    const portico = createPortico({
      networks: [westend],
      adapters: [polkadotAdapter()],
      storage: { backend: createMemoryStorage() },
      platform: { isMobile: false },
    });
    try {
      expect(portico.getConnectors('polkadot').map((c) => [c.id, c.name])).toEqual([
        ['polkadot-injected:portico-test', 'portico-test'],
      ]);
      const late = await installTestPolkadotExtension(window, { key: 'talisman', accounts: [] });
      window.dispatchEvent(new Event('load'));
      expect(portico.getConnectors('polkadot').map((c) => c.name)).toEqual([
        'portico-test',
        'Talisman',
      ]);
      await portico.connect({
        connectorId: 'polkadot-injected:portico-test',
        namespace: 'polkadot',
      });
      expect(first.prompts).toEqual([{ kind: 'enable', originName: window.location.hostname }]);
      late.remove();
    } finally {
      portico.destroy();
      first.remove();
    }
  });
});
