import { MESSAGES } from '@portico/core';
import { announceEip6963Provider, createTestWallet, type TestWallet } from '@portico/testing';
import { createTestWindow } from '../__fixtures__/localChain';
import type { EvmWindow } from '../options';
import {
  ETHEREUM_INITIALIZED_EVENT,
  watchEvmConnectors,
  type ConnectorDiscoveryOptions,
  type EvmConnector,
} from './connectorDiscovery';

// Discovery makes no RPC call: the wallets' node is never contacted in this file.
const CHAINS = [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }];

function testWallet(rdns = 'dev.portico.testwallet', name = 'Portico Test Wallet'): TestWallet {
  const base = createTestWallet({ chains: CHAINS });
  return createTestWallet({ chains: CHAINS, announce: { ...base.info, rdns, name } });
}

function watch(window: EvmWindow | undefined, options: Partial<ConnectorDiscoveryOptions> = {}) {
  const reports: (readonly EvmConnector[])[] = [];
  const stop = watchEvmConnectors({ window, ...options, onChange: (list) => reports.push(list) });
  return { reports, stop, latest: () => reports.at(-1) ?? [] };
}

describe('watchEvmConnectors', () => {
  it('reports an announced wallet as an ANNOUNCED connector with the spec fields', () => {
    const window = createTestWindow();
    const wallet = testWallet();
    const stopWallet = wallet.announceEip6963(window);
    const { reports, stop } = watch(window);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toEqual([
      {
        id: 'dev.portico.testwallet',
        name: 'Portico Test Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: wallet.info.icon,
        info: { rdns: 'dev.portico.testwallet', uuid: wallet.info.uuid },
        provider: wallet.provider,
      },
    ]);
    stop();
    stopWallet();
  });

  it('lists a wallet that announces twice once, and reports nothing new for the duplicate', () => {
    const window = createTestWindow();
    const wallet = testWallet();
    const { reports, stop } = watch(window);
    const first = wallet.announceEip6963(window);
    const second = wallet.announceEip6963(window); // a second content script, same wallet
    window.dispatchEvent(new Event('eip6963:requestProvider')); // both answer again
    expect(reports).toHaveLength(2); // the empty start, then the wallet once
    expect(reports[1]?.map((connector) => connector.id)).toEqual(['dev.portico.testwallet']);
    stop();
    first();
    second();
  });

  it('keeps the first provider when another one announces the same rdns', () => {
    const window = createTestWindow();
    const genuine = testWallet('io.metamask', 'MetaMask');
    const impostor = testWallet('io.metamask', 'MetaMask (real, trust me)');
    const stops = [genuine.announceEip6963(window), impostor.announceEip6963(window)];
    const { latest, stop } = watch(window);
    expect(latest()).toHaveLength(1);
    expect(latest()[0]?.provider).toBe(genuine.provider);
    expect(latest()[0]?.name).toBe('MetaMask');
    stop();
    stops.forEach((s) => s());
  });

  it('keeps a wallet whose icon is not an image data URI, without the icon', () => {
    const window = createTestWindow();
    const wallet = testWallet();
    const info = { ...wallet.info, icon: 'https://tracker.example/icon.png' };
    const stopWallet = announceEip6963Provider(
      { info: info as unknown as typeof wallet.info, provider: wallet.provider },
      window,
    );
    const { latest, stop } = watch(window);
    expect(latest().map((connector) => connector.id)).toEqual(['dev.portico.testwallet']);
    expect(latest()[0]).not.toHaveProperty('imageUrl');
    stop();
    stopWallet();
  });

  it("offers a legacy window.ethereum nobody announced as INJECTED 'injected', named for display", () => {
    const legacy = testWallet();
    const { latest, stop } = watch(createTestWindow(legacy.provider));
    expect(latest()).toEqual([
      {
        id: 'injected',
        name: MESSAGES.injectedWalletName,
        type: 'INJECTED',
        chain: 'eip155',
        provider: legacy.provider,
      },
    ]);
    stop();
  });

  it('hides window.ethereum when an announced wallet is that provider, even one announced later', () => {
    const wallet = testWallet();
    const window = createTestWindow(wallet.provider);
    const { reports, latest, stop } = watch(window);
    expect(latest().map((connector) => connector.type)).toEqual(['INJECTED']);
    const stopWallet = wallet.announceEip6963(window);
    expect(reports).toHaveLength(2);
    expect(latest().map((connector) => connector.type)).toEqual(['ANNOUNCED']);
    stop();
    stopWallet();
  });

  it('keeps window.ethereum when the announced wallets are other providers', () => {
    const legacy = testWallet();
    const window = createTestWindow(legacy.provider);
    const stopOther = testWallet('io.rabby', 'Rabby').announceEip6963(window);
    const { latest, stop } = watch(window);
    expect(latest().map((connector) => connector.id)).toEqual(['io.rabby', 'injected']);
    stop();
    stopOther();
  });

  it('picks up a window.ethereum injected after page load (ethereum#initialized)', () => {
    const window = createTestWindow();
    const { reports, latest, stop } = watch(window);
    expect(latest()).toEqual([]);
    window.ethereum = testWallet().provider;
    window.dispatchEvent(new Event(ETHEREUM_INITIALIZED_EVENT));
    expect(reports).toHaveLength(2);
    expect(latest().map((connector) => connector.id)).toEqual(['injected']);
    stop();
  });

  it("lists the app's connectors as EXTERNAL, first of each id, and no announcement takes their id", () => {
    const window = createTestWindow();
    const app = testWallet();
    const squatter = testWallet('com.example.app', 'Squatter');
    const stopSquatter = squatter.announceEip6963(window);
    const { latest, stop } = watch(window, {
      connectors: [
        {
          id: 'com.example.app',
          name: 'App Wallet',
          provider: app.provider,
          rdns: 'com.example.app',
        },
        { id: 'com.example.app', name: 'Duplicate', provider: squatter.provider },
        {
          id: 'other',
          name: 'Other',
          provider: app.provider,
          imageUrl: 'https://app.example/i.svg',
        },
      ],
    });
    expect(latest()).toEqual([
      {
        id: 'com.example.app',
        name: 'App Wallet',
        type: 'EXTERNAL',
        chain: 'eip155',
        info: { rdns: 'com.example.app' },
        provider: app.provider,
      },
      {
        id: 'other',
        name: 'Other',
        type: 'EXTERNAL',
        chain: 'eip155',
        imageUrl: 'https://app.example/i.svg',
        provider: app.provider,
      },
    ]);
    stop();
    stopSquatter();
  });

  it("reports only the app's connectors when there is no window (server, Node)", () => {
    const app = testWallet();
    const { reports, stop } = watch(undefined, {
      connectors: [{ id: 'app', name: 'App', provider: app.provider }],
    });
    expect(reports.map((list) => list.map((connector) => connector.id))).toEqual([['app']]);
    stop();
  });

  it('discovers nothing from the page with eip6963 and injected switched off', () => {
    const wallet = testWallet();
    const window = createTestWindow(testWallet('io.other', 'Other').provider);
    const stopWallet = wallet.announceEip6963(window);
    const { latest, stop } = watch(window, { eip6963: false, injected: false });
    expect(latest()).toEqual([]);
    stop();
    stopWallet();
  });

  it('stops listening on unsubscribe: later announcements and injections are not reported', () => {
    const window = createTestWindow();
    const { reports, stop } = watch(window);
    stop();
    const stopWallet = testWallet().announceEip6963(window);
    window.ethereum = testWallet().provider;
    window.dispatchEvent(new Event(ETHEREUM_INITIALIZED_EVENT));
    expect(reports).toHaveLength(1);
    stopWallet();
  });
});
