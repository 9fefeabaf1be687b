/**
 * Test fixture: a Portico instance per test, rendered on a page with its modal. Call
 * `useModalFixture()` at the top of a test file: it registers an afterEach that unmounts the
 * page, destroys the instance, closes the test's local services and empties document.body.
 */
import type { ReactElement } from 'react';
import type { OpenOptions, Portico, PorticoOptions } from '@portico/core';
import type { ToyChainOptions } from '../../../../core/src/__fixtures__/toyChain';
import { renderWithPortico, type Rendered } from '../../__fixtures__/render';
import { toyInstance } from './connectedToy';
import { openModal } from './modalDriver';

export interface ModalFixture {
  /** A toychain instance (connectedToy's toyInstance), destroyed after the test. */
  instance(
    options?: Partial<PorticoOptions>,
    chain?: ToyChainOptions,
  ): ReturnType<typeof toyInstance>;
  /** Renders `page` (an empty div by default) in a PorticoProvider of `portico`. */
  render(portico: Portico, page?: ReactElement): Promise<Rendered>;
  /** Renders `page` and opens the modal (`open.view`, else the default view); the dialog. */
  show(portico: Portico, open?: OpenOptions, page?: ReactElement): Promise<HTMLElement>;
  /** Closes `service` (a local stand-in server) when the test ends; returns it. */
  closeAfter<T extends { close(): Promise<void> }>(service: T): T;
  /** What afterEach does, for a test that starts over halfway. */
  cleanup(): Promise<void>;
}

export function useModalFixture(): ModalFixture {
  let portico: Portico | undefined;
  let rendered: Rendered | undefined;
  let services: { close(): Promise<void> }[] = [];

  async function cleanup() {
    await rendered?.unmount();
    portico?.destroy();
    await Promise.all(services.map((service) => service.close()));
    rendered = undefined;
    portico = undefined;
    services = [];
    document.body.innerHTML = '';
  }
  afterEach(cleanup);

  async function render(instance: Portico, page: ReactElement = <div />) {
    portico = instance;
    rendered = await renderWithPortico(page, instance);
    return rendered;
  }

  return {
    async instance(options, chain) {
      const made = await toyInstance(options, chain);
      portico = made.portico;
      return made;
    },
    render,
    async show(instance, open, page) {
      await render(instance, page);
      return openModal(instance, open);
    },
    closeAfter(service) {
      services.push(service);
      return service;
    },
    cleanup,
  };
}
