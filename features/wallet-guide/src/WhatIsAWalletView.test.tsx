/** @jest-environment jsdom */
import { LABELS } from '../ui/labels';
import { byRole, click, findByRole, findByText } from './__fixtures__/modalDriver';
import { useModalFixture } from './__fixtures__/modalFixture';

const modal = useModalFixture();

describe('WhatIsAWallet view', () => {
  it('explains wallets, and "Get a wallet" opens AllWallets', async () => {
    const { portico } = await modal.instance();
    await modal.show(portico, { view: 'WhatIsAWallet' });
    expect(await findByText(LABELS.walletHelpTitle)).toBeTruthy();
    await click(await findByRole('button', LABELS.getAWallet));
    expect(portico.getState().view).toBe('AllWallets');
  });

  it('without the allWallets feature there is no "Get a wallet" button', async () => {
    const { portico } = await modal.instance({ features: { allWallets: false } });
    await modal.show(portico, { view: 'WhatIsAWallet' });
    await findByText(LABELS.walletHelpTitle);
    expect(byRole('button', LABELS.getAWallet)).toBeUndefined();
  });
});
