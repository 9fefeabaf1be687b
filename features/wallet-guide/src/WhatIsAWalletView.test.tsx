/** @jest-environment jsdom */
import type { Features } from '@portico/core';
import { axeViolationsInJsdom as violations } from '../../../ui-react/src/views/__fixtures__/axeInJsdom';
import {
  byRole,
  click,
  findByRole,
  findByText,
} from '../../../ui-react/src/views/__fixtures__/modalDriver';
import { useModalFixture } from '../../../ui-react/src/views/__fixtures__/modalFixture';
import { walletGuide } from './index';
import { WALLET_GUIDE_LABELS as LABELS } from './labels';

const modal = useModalFixture();
/** A toychain instance with the wallet guide installed and switched on. */
const withGuide = (features: Partial<Features> = {}) =>
  modal.instance({ plugins: [walletGuide], features: { walletGuide: true, ...features } });

describe('WhatIsAWallet view', () => {
  it('explains wallets, and "Get a wallet" opens AllWallets', async () => {
    const { portico } = await withGuide();
    await modal.show(portico, { view: 'WhatIsAWallet' });
    expect(await findByText(LABELS.walletHelpTitle)).toBeTruthy();
    await click(await findByRole('button', LABELS.getAWallet));
    expect(portico.getState().view).toBe('AllWallets');
  });

  it('without the allWallets feature there is no "Get a wallet" button', async () => {
    const { portico } = await withGuide({ allWallets: false });
    await modal.show(portico, { view: 'WhatIsAWallet' });
    await findByText(LABELS.walletHelpTitle);
    expect(byRole('button', LABELS.getAWallet)).toBeUndefined();
  });

  it('the dialog is titled "What is a wallet?" while the view is shown', async () => {
    const { portico } = await withGuide();
    const dialog = await modal.show(portico, { view: 'WhatIsAWallet' });
    await findByText(LABELS.walletHelpTitle);
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe(LABELS.whatIsAWallet);
  });

  // Moved from ui-react's modalAccessibility.test.tsx with the view.
  it('the WhatIsAWallet view has no axe violations', async () => {
    const { portico } = await withGuide();
    const shop = (
      <main>
        <h1>Shop</h1>
      </main>
    );
    await modal.show(portico, { view: 'WhatIsAWallet' }, shop);
    await findByText(LABELS.walletHelpTitle);
    expect(await violations()).toEqual([]);
  });
});
