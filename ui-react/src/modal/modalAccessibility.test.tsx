/** @jest-environment jsdom */
import axe from 'axe-core';
import type { Portico } from '@portico/core';
import { renderWithPortico, type Rendered } from '../__fixtures__/render';
import { connectToy, toyInstance } from '../views/__fixtures__/connectedToy';
import { findByRole, openModal } from '../views/__fixtures__/modalDriver';
import { LABELS } from '../ui/labels';

let portico: Portico | undefined;
let rendered: Rendered | undefined;

afterEach(async () => {
  await rendered?.unmount();
  portico?.destroy();
  document.body.innerHTML = '';
});

/** axe's violations on the open dialog. Colour contrast needs layout: a real browser checks it. */
async function violations() {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' ')}`,
  );
}

describe('modal accessibility (axe in jsdom)', () => {
  it.each([['Connect'], ['WhatIsAWallet'], ['AllWallets'], ['ApproveTransaction']])(
    'the %s view has no axe violations',
    async (view) => {
      ({ portico } = await toyInstance());
      rendered = await renderWithPortico(
        <main>
          <h1>Shop</h1>
        </main>,
        portico,
      );
      await openModal(portico, { view });
      expect(await violations()).toEqual([]);
    },
  );

  it('the Account view has no axe violations', async () => {
    ({ portico } = await toyInstance());
    await connectToy(portico);
    rendered = await renderWithPortico(
      <main>
        <h1>Shop</h1>
      </main>,
      portico,
    );
    await openModal(portico);
    await findByRole('tab', LABELS.tokens);
    expect(await violations()).toEqual([]);
  });
});
