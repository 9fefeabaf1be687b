/** @jest-environment jsdom */
import axe from 'axe-core';
import { connectToy } from '../views/__fixtures__/connectedToy';
import { findByRole } from '../views/__fixtures__/modalDriver';
import { useModalFixture } from '../views/__fixtures__/modalFixture';
import { LABELS } from '../ui/labels';

const modal = useModalFixture();
const shop = (
  <main>
    <h1>Shop</h1>
  </main>
);

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
      const { portico } = await modal.instance();
      await modal.show(portico, { view }, shop);
      expect(await violations()).toEqual([]);
    },
  );

  it('the Account view has no axe violations', async () => {
    const { portico } = await modal.instance();
    await connectToy(portico);
    await modal.show(portico, undefined, shop);
    await findByRole('tab', LABELS.tokens);
    expect(await violations()).toEqual([]);
  });
});
