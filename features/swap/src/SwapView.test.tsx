/** @jest-environment jsdom */
import { act } from 'react';
import { MESSAGES, type Portico } from '@portico/core';
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
import { useNodeHttpFetch } from '../../../ui-react/src/views/__fixtures__/nodeHttpFetch';
import { receive } from '../../receive/src/index';
import { send } from '../../send/src/index';
import { swap, SWAP_VIEWS } from './index';
import { SWAP_LABELS as LABELS } from './labels';
import { APPROVE_DATA, SWAP_DATA, startStandInExchange } from './__fixtures__/standInExchange';
import { swapInstance } from './__fixtures__/swapInstance';

useNodeHttpFetch(); // jsdom has no fetch: a small one over node:http, to a real local server
const modal = useModalFixture();

/** A connected instance with Swap over a stand-in exchange, the modal on the account screen. */
async function showAccount(options: Parameters<typeof swapInstance>[1] = {}) {
  const exchange = modal.closeAfter(await startStandInExchange());
  const made = await swapInstance(exchange, options);
  await connectToy(made.portico);
  await modal.show(made.portico);
  await findByRole('tab', MODAL_LABELS.tokens);
  return { ...made, exchange };
}

function entryLabels() {
  const group = byRole('group', MODAL_LABELS.accountFeatures);
  return group ? allByRole('button', group).map((button) => button.textContent) : [];
}

/** The input labelled `label` (its <label for>). */
function field(label: string): HTMLInputElement {
  const element = [...document.querySelectorAll('label')].find((l) => l.textContent === label);
  const input = element && document.getElementById(element.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field labelled ${label}`);
  return input;
}

const formButton = () => dialog()!.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
const buttonReads = (text: string) =>
  waitFor(() => formButton()?.textContent === text, `the button "${text}"`);

async function openSwap(portico: Portico) {
  await click(await findByRole('button', LABELS.entry));
  await waitFor(() => portico.getState().view === SWAP_VIEWS.form && formButton(), 'the form');
}

/** The preview's row `term`: its value's text. */
function row(term: string) {
  const dt = [...dialog()!.querySelectorAll('dt')].find((d) => d.textContent === term);
  return dt?.nextElementSibling?.textContent;
}

describe('Swap feature plugin', () => {
  it('the account screen shows "Swap" when installed; none with features.swaps false', async () => {
    await showAccount();
    expect(entryLabels()).toEqual([LABELS.entry]);
    await modal.cleanup();
    await showAccount({ features: { swaps: false } });
    expect(entryLabels()).toEqual([]);
  });

  it("sits at the spec's place among the wallet features: onramp, swaps, receive, send", async () => {
    await showAccount({ plugins: [send, receive, swap] });
    expect(entryLabels()).toEqual([LABELS.entry, receive.entry!.label, send.entry!.label]);
  });

  it("the form's button says what is missing until 'Review Swap'; the quote shows what is received", async () => {
    const { portico } = await showAccount();
    await openSwap(portico);
    await buttonReads(LABELS.selectToken); // no token to receive yet
    await click(byRole('button', new RegExp(LABELS.chooseTo))!);
    await waitFor(() => portico.getState().view === SWAP_VIEWS.selectToken, 'the token list');
    expect(await violations()).toEqual([]);
    await click(byRole('button', /PTT/)!);
    await buttonReads(LABELS.enterAmount);
    await type(field(LABELS.amount), '1.2.3');
    await buttonReads(LABELS.invalidAmount);
    await type(field(LABELS.amount), '6'); // 5 ETH held
    await buttonReads(LABELS.insufficientBalance);
    await type(field(LABELS.amount), '0.1');
    await buttonReads(LABELS.reviewSwap);
    expect(byRole('status', /You receive/)?.textContent).toBe(
      LABELS.receiveAmount('10.000', 'PTT'),
    );
    expect(await violations()).toEqual([]);
  });

  it('the preview: rate, price impact, network fee, the 1% slippage and the minimum received; Swap asks the wallet once', async () => {
    const { portico, toy } = await showAccount();
    await openSwap(portico);
    await click(byRole('button', new RegExp(LABELS.chooseTo))!);
    await click(await findByRole('button', /PTT/));
    await type(field(LABELS.amount), '0.1');
    await buttonReads(LABELS.reviewSwap);
    await act(async () => {
      formButton().form!.requestSubmit(); // Enter in the amount
    });
    await waitFor(() => portico.getState().view === SWAP_VIEWS.preview, 'the preview');
    await waitFor(() => row(LABELS.networkFee) === '0.0002 ETH', 'the fee'); // 100000 gas x 2 gwei
    expect(row(LABELS.rate)).toBe('1 ETH = 100 PTT');
    // 0.1 ETH at $3000 for 10 PTT at $30: no impact.
    expect(row(LABELS.priceImpact)).toBe('0.00%');
    expect(row(LABELS.slippage)).toBe('1%');
    expect(row(LABELS.minimumReceived)).toBe('9.9 PTT');
    expect(await violations()).toEqual([]);
    const confirm = byRole('button', LABELS.confirm)!;
    await click(confirm);
    await waitFor(() => portico.getState().view === 'Account', 'the account screen');
    expect(toy.requests.map((r) => r.data?.slice(0, 10))).toEqual([SWAP_DATA]);
  });

  it("the preview shows the server's price impact when its quote has one, else the one from dollar prices", async () => {
    const { portico, exchange } = await showAccount();
    exchange.priceImpactBps = '98'; // as Portico's server sends it: 0.98%
    await openSwap(portico);
    await click(byRole('button', new RegExp(LABELS.chooseTo))!);
    await click(await findByRole('button', /PTT/));
    await type(field(LABELS.amount), '0.1');
    await buttonReads(LABELS.reviewSwap);
    await click(formButton());
    await waitFor(() => row(LABELS.priceImpact) === '0.98%', "the server's price impact");
    await click(byRole('button', LABELS.cancel)!);
    // A figure that is not whole basis points is dropped: the dollar prices give 0.00%.
    exchange.priceImpactBps = '98.5';
    await type(field(LABELS.amount), '0.2');
    await buttonReads(LABELS.reviewSwap);
    await click(formButton());
    await waitFor(() => row(LABELS.priceImpact) === '0.00%', 'the price impact from dollar prices');
  });

  it('selling a token with a short allowance: the button reads "Approve PTT" and says the wallet asks twice', async () => {
    const { portico, toy } = await showAccount();
    await openSwap(portico);
    await click(byRole('button', new RegExp(LABELS.chooseTo))!);
    await click(await findByRole('button', /PTT/));
    await click(byRole('button', LABELS.switchTokens)!); // PTT paid, ETH received
    await type(field(LABELS.amount), '2');
    await buttonReads(LABELS.reviewSwap);
    await click(formButton());
    const approve = await findByRole('button', LABELS.approve('PTT'));
    expect(await findByText(LABELS.approveHint('PTT'))).toBeTruthy();
    expect(await violations()).toEqual([]);
    toy.wallet.refusals = 1;
    await click(approve);
    await findByText(MESSAGES.signatureDeclined);
    expect(toy.requests).toEqual([]);
    expect(portico.getState().view).toBe(SWAP_VIEWS.preview);
    expect(toy.requests.filter((r) => r.data?.startsWith(APPROVE_DATA))).toHaveLength(0);
  });

  it("off the swap networks the form says 'Network not supported for Swaps'", async () => {
    const { portico } = await showAccount({ chainId: 31337 });
    await click(await findByRole('button', LABELS.entry));
    await findByText(MESSAGES.networkNotSupportedForSwaps);
    expect(portico.getState().view).toBe(SWAP_VIEWS.form);
  });
});
