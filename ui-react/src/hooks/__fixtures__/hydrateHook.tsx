/**
 * Test fixture: hydrates a hook's text in jsdom over the markup a server renders for it (a
 * fresh instance with nothing stored, as every server has), with `portico` as the browser's
 * instance, and keeps every value the hook returned, in render order.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { Portico } from '@portico/core';
import { createToyChain } from '../../../../core/src/__fixtures__/toyChain';
import { createTestPortico, whenDiscovered } from '../../../../core/src/__fixtures__/instance';
import { createMemoryStorage } from '@portico/core/testing';
import { PorticoProvider } from '../../context/PorticoProvider';
import type { HookResult } from './renderHook';

export async function hydrateHook<T>(
  useHook: () => T,
  text: (value: T) => string,
  portico: Portico,
): Promise<{ result: HookResult<T>; container: HTMLElement; unmount(): Promise<void> }> {
  const all: T[] = [];
  function HookText() {
    const value = useHook();
    all.push(value);
    return <output>{text(value)}</output>;
  }
  const server = createTestPortico({ adapters: [createToyChain().plugin] });
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <PorticoProvider portico={server}>
      <HookText />
    </PorticoProvider>,
  );
  server.destroy();
  all.length = 0;
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <PorticoProvider portico={portico}>
        <HookText />
      </PorticoProvider>,
    );
  });
  const result = {
    get current() {
      return all[all.length - 1] as T;
    },
    all,
    get renders() {
      return all.length;
    },
  };
  return {
    result,
    container,
    async unmount() {
      await act(async () => root!.unmount());
      container.remove();
    },
  };
}

/**
 * A browser's instance whose storage remembers the toychain wallet (connected once, on
 * `network` when given), already reconnected: what a page has when its wallet answers before
 * React hydrates.
 */
export async function reconnectedBeforeHydration(
  network?: Parameters<Portico['switchNetwork']>[0],
): Promise<{ portico: Portico; address: string }> {
  const toy = createToyChain();
  const storage = createMemoryStorage();
  const before = createTestPortico({ adapters: [toy.plugin] }, storage);
  await whenDiscovered(before);
  await before.connect({ connectorId: 'toy-wallet' });
  if (network) await before.switchNetwork(network);
  before.destroy();
  const portico = createTestPortico({ adapters: [toy.plugin] }, storage);
  await portico.ready;
  return { portico, address: toy.wallet.address };
}
