/** @jest-environment jsdom */
import type { Portico } from '@portico/core';
import { renderWithPortico, type Rendered } from '../__fixtures__/render';
import { LABELS } from '../ui/labels';
import { toyInstance } from './__fixtures__/connectedToy';
import { byRole, click, findByRole, findByText, openModal } from './__fixtures__/modalDriver';

let portico: Portico | undefined;
let rendered: Rendered | undefined;

afterEach(async () => {
  await rendered?.unmount();
  portico?.destroy();
  document.body.innerHTML = '';
});

describe('WhatIsAWallet view', () => {
  it('explains wallets, and "Get a wallet" opens AllWallets', async () => {
    ({ portico } = await toyInstance());
    rendered = await renderWithPortico(<div />, portico);
    await openModal(portico, { view: 'WhatIsAWallet' });
    expect(await findByText(LABELS.walletHelpTitle)).toBeTruthy();
    await click(await findByRole('button', LABELS.getAWallet));
    expect(portico.getState().view).toBe('AllWallets');
  });

  it('without the allWallets feature there is no "Get a wallet" button', async () => {
    ({ portico } = await toyInstance({ features: { allWallets: false } }));
    rendered = await renderWithPortico(<div />, portico);
    await openModal(portico, { view: 'WhatIsAWallet' });
    await findByText(LABELS.walletHelpTitle);
    expect(byRole('button', LABELS.getAWallet)).toBeUndefined();
  });
});
