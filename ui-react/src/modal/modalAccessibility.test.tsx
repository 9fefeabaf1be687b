/** @jest-environment jsdom */
import { axeViolationsInJsdom as violations } from '../views/__fixtures__/axeInJsdom';
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

describe('modal accessibility (axe in jsdom)', () => {
  // WhatIsAWallet's case moved with the view to @portico/feature-wallet-guide.
  it.each([['Connect'], ['AllWallets'], ['ApproveTransaction']])(
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
