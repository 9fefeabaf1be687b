/** @jest-environment jsdom */
import { act } from 'react';
import { TOKENS, type FeaturePlugin, type Portico } from '@portico/core';
import { LABELS as MODAL_LABELS } from '../../../ui-react/src/ui/labels';
import { axeViolationsInJsdom as violations } from '../../../ui-react/src/views/__fixtures__/axeInJsdom';
import { connectToy } from '../../../ui-react/src/views/__fixtures__/connectedToy';
import {
  allByRole,
  byRole,
  click,
  dialog,
  findByRole,
  findByText,
  type,
  waitFor,
} from '../../../ui-react/src/views/__fixtures__/modalDriver';
import { useModalFixture } from '../../../ui-react/src/views/__fixtures__/modalFixture';
import { focusablesIn } from '../../../ui-react/src/modal/focusables';
import { toyNetworks } from '../../../core/src/__fixtures__/toyChain';
import { onramp, ONRAMP_VIEWS } from './index';
import { ONRAMP_LABELS as LABELS } from './labels';
import { onrampInstance } from './__fixtures__/onrampInstance';

const modal = useModalFixture();

async function showAccount(options: Parameters<typeof onrampInstance>[0] = {}) {
  const made = await onrampInstance(options);
  await connectToy(made.portico);
  await modal.show(made.portico);
  await findByRole('tab', MODAL_LABELS.tokens);
  return made;
}

function entryLabels() {
  const group = byRole('group', MODAL_LABELS.accountFeatures);
  return group ? allByRole('button', group).map((button) => button.textContent) : [];
}

function field(label: string): HTMLInputElement | HTMLSelectElement {
  const element = [...document.querySelectorAll('label')].find((l) => l.textContent === label);
  const input = element && document.getElementById(element.htmlFor);
  if (!(input instanceof HTMLInputElement || input instanceof HTMLSelectElement)) {
    throw new Error(`no field labelled ${label}`);
  }
  return input;
}

const continueButton = () =>
  dialog()!.querySelector<HTMLButtonElement>('form button[type="submit"]')!;

async function openBuy(portico: Portico, offerName = 'TOY') {
  if (portico.getState().view !== ONRAMP_VIEWS.providers) {
    await click(await findByRole('button', LABELS.entry));
  }
  await waitFor(() => portico.getState().view === ONRAMP_VIEWS.providers, 'the offers');
  await click(await findByRole('button', new RegExp(`^${offerName}`)));
  await waitFor(() => portico.getState().view === ONRAMP_VIEWS.buy && continueButton(), 'Buy');
}

describe('Buy feature plugin', () => {
  it('the account screen shows "Buy" when installed (on by default); none with features.onramp false', async () => {
    await showAccount();
    expect(entryLabels()).toEqual([LABELS.entry]);
    await modal.cleanup();
    await showAccount({ features: { onramp: false } });
    expect(entryLabels()).toEqual([]);
  });

  it('loads its code only when Buy is first opened', async () => {
    const load = jest.fn(onramp.load);
    const lazy: FeaturePlugin = { ...onramp, load };
    const { portico } = await showAccount({ plugins: [lazy] });
    expect(load).not.toHaveBeenCalled();
    await click(await findByRole('button', LABELS.entry));
    await waitFor(() => portico.getState().view === ONRAMP_VIEWS.providers, 'the offers');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lists what the on-ramp sells on the connected network, and falls back to Ethereum elsewhere', async () => {
    const { portico } = await showAccount();
    await click(await findByRole('button', LABELS.entry));
    const toy = await findByRole('button', /^TOY/);
    expect(toy.textContent).toContain(LABELS.offerDetail('Toychain'));
    expect(byRole('button', /^ETH/)).toBeUndefined();
    // toy-2 is not sold on: Ethereum's offers (spec 9's fallback).
    await act(async () => {
      await portico.switchNetwork(toyNetworks[1]);
    });
    const eth = await findByRole('button', /^ETH/);
    expect(eth.textContent).toContain(LABELS.offerDetail('Ethereum'));
  });

  it('quotes a valid amount within the card limits, shows the fee range 1-2%, and checks the amount', async () => {
    const { portico, api } = await showAccount();
    await openBuy(portico);
    expect(continueButton().disabled).toBe(true);
    await findByText(LABELS.amountHint('10.00', '7500.00', 'USD'));
    await type(field(LABELS.amount) as HTMLInputElement, '1.2.3');
    await findByText(LABELS.invalidAmount);
    await type(field(LABELS.amount) as HTMLInputElement, '5');
    await findByText(LABELS.outOfLimits('10.00', '7500.00', 'USD'));
    expect(api.quotes).toHaveLength(0);
    await type(field(LABELS.amount) as HTMLInputElement, '100');
    await findByText('50 TOY');
    expect(api.quotes.at(-1)).toMatchObject({
      amount: '100',
      network: 'toy-local',
      paymentCurrency: { id: 'USD' },
      purchaseCurrency: { id: 'TOY' },
    });
    await findByText(LABELS.feeRange);
    expect(continueButton().disabled).toBe(false);
  });

  it('Continue opens the provider URL in a new window with noopener, for the connected address', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      const { portico, api } = await showAccount();
      await openBuy(portico);
      await type(field(LABELS.amount) as HTMLInputElement, '100');
      await click(continueButton());
      await findByText(LABELS.opened);
      expect(open).toHaveBeenCalledWith(api.url, '_blank', 'noopener,noreferrer');
      expect(api.urlRequests[0]).toMatchObject({
        destinationWallets: [{ address: portico.getAccount()!.address }],
        defaultNetwork: 'toy-local',
        partnerUserId: portico.getAccount()!.address,
        paymentAmount: '100',
      });
    } finally {
      open.mockRestore();
    }
  });

  it('never opens a URL that safeWebLink refuses (javascript:, http off loopback)', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      const { portico, api } = await showAccount();
      await openBuy(portico);
      await type(field(LABELS.amount) as HTMLInputElement, '100');
      for (const url of ['javascript:alert(1)', 'http://evil.example/buy']) {
        api.url = url;
        await click(continueButton());
        await findByText(LABELS.unsafeUrl);
        await act(async () => undefined);
      }
      expect(open).not.toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
  });

  it('a failed URL request says so and opens nothing; the amount stays as typed', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      const { portico, api } = await showAccount();
      api.generateOnrampUrl = async () => {
        throw new Error('HTTP status code: 502');
      };
      await openBuy(portico);
      await type(field(LABELS.amount) as HTMLInputElement, '100');
      await click(continueButton());
      await findByText(LABELS.openFailed);
      expect(open).not.toHaveBeenCalled();
      expect((field(LABELS.amount) as HTMLInputElement).value).toBe('100');
      expect(continueButton().disabled).toBe(false);
    } finally {
      open.mockRestore();
    }
  });

  it("after a switch to a network the offer is not sold on, the offer is dropped (no buying on the old network's terms)", async () => {
    const { portico } = await showAccount();
    await openBuy(portico);
    await act(async () => {
      await portico.switchNetwork(toyNetworks[1]);
    });
    await act(async () => {
      portico.resolve(TOKENS.router).back();
    });
    await findByRole('button', /^ETH/);
    expect(portico.getState().view).toBe(ONRAMP_VIEWS.providers);
    const feature = portico.resolve(TOKENS.features).loaded(onramp)!;
    expect(feature.state.getState().offer).toBeUndefined();
  });

  it('the offers and the Buy form: axe finds nothing; the amount is reachable by Tab and Enter (submit) opens the provider', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      const { portico } = await showAccount();
      await click(await findByRole('button', LABELS.entry));
      await findByRole('button', /^TOY/);
      expect(await violations()).toEqual([]);
      await openBuy(portico);
      const amount = field(LABELS.amount) as HTMLInputElement;
      expect(focusablesIn(dialog()!)).toContain(amount);
      amount.focus();
      await type(amount, '250');
      await findByText('125 TOY');
      expect(await violations()).toEqual([]);
      await act(async () => {
        amount.form!.requestSubmit();
      });
      await findByText(LABELS.opened);
      expect(open).toHaveBeenCalledTimes(1);
    } finally {
      open.mockRestore();
    }
  });
});
