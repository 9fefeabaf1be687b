/**
 * Test fixture: render React into jsdom with a real Portico instance (core's toychain
 * adapter, a real non-EVM adapter with ed25519 signatures, from core's own fixtures).
 * Test files that use it start with the docblock `@jest-environment jsdom`.
 */
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Portico, PorticoOptions } from '@portico/core';
import { createToyChain, type ToyChain } from '../../../core/src/__fixtures__/toyChain';
import { createTestPortico, whenDiscovered } from '../../../core/src/__fixtures__/instance';
import { PorticoProvider } from '../context/PorticoProvider';

// React 18 wants this flag to run act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  readonly container: HTMLElement;
  rerender(ui: ReactElement): Promise<void>;
  unmount(): Promise<void>;
}

/** Renders `ui` inside a PorticoProvider of `portico`, attached to document.body. */
export async function renderWithPortico(ui: ReactElement, portico: Portico): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(<PorticoProvider portico={portico}>{ui}</PorticoProvider>);
  });
  return {
    container,
    rerender: (next) =>
      act(async () => root!.render(<PorticoProvider portico={portico}>{next}</PorticoProvider>)),
    async unmount() {
      await act(async () => root!.unmount());
      container.remove();
    },
  };
}

/** A Portico instance with the toychain adapter whose wallet approves; its connector is discovered. */
export async function toyPortico(
  options: Partial<PorticoOptions> = {},
): Promise<{ portico: Portico; toy: ToyChain }> {
  const toy = createToyChain();
  const portico = createTestPortico({ adapters: [toy.plugin], ...options });
  await whenDiscovered(portico);
  return { portico, toy };
}

/** Lets pending promises and React updates settle. */
export const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
