/** @jest-environment jsdom */
import { LABELS as MODAL_LABELS } from '../../../ui-react/src/ui/labels';
import { axeViolationsInJsdom as violations } from '../../../ui-react/src/views/__fixtures__/axeInJsdom';
import {
  allByRole,
  byRole,
  click,
  dialog,
  findByRole,
  waitFor,
} from '../../../ui-react/src/views/__fixtures__/modalDriver';
import { useModalFixture } from '../../../ui-react/src/views/__fixtures__/modalFixture';
import { focusablesIn } from '../../../ui-react/src/modal/focusables';
import { receive } from '../../receive/src/index';
import type { FeaturePlugin } from '@portico/core';
import { send } from './index';
import { SEND_LABELS as LABELS } from './labels';
import {
  buttonReads,
  descriptions,
  field,
  fill,
  formButton,
  openSend,
  showAccount,
  submitByEnter,
} from './__fixtures__/sendDriver';
import { TOY_TOKEN } from './__fixtures__/sendToy';

const modal = useModalFixture();
const RECEIVER = `toy${'cd'.repeat(32)}`;

/** The account screen's feature button texts, in order. */
function entryLabels() {
  const group = byRole('group', MODAL_LABELS.accountFeatures);
  return group ? allByRole('button', group).map((button) => button.textContent) : [];
}

const title = () =>
  document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')?.textContent;

describe('Send feature plugin: the entry and the form', () => {
  it('the account screen shows "Send" after "Receive" when installed (on by default)', async () => {
    await showAccount(modal, { plugins: [send, receive] });
    expect(entryLabels()).toEqual([receive.entry!.label, LABELS.entry]);
  });

  it('no "Send" without the plugin, or with features.send false', async () => {
    await showAccount(modal, { plugins: [] });
    expect(entryLabels()).toEqual([]);
    await modal.cleanup();
    await showAccount(modal, { features: { send: false } });
    expect(entryLabels()).toEqual([]);
  });

  it('loads its code only when Send is first opened; the form is titled "Send"', async () => {
    const load = jest.fn(send.load);
    const lazy: FeaturePlugin = { ...send, load };
    const { portico } = await showAccount(modal, { plugins: [lazy] });
    expect(load).not.toHaveBeenCalled();
    await openSend(portico);
    expect(load).toHaveBeenCalledTimes(1);
    expect(title()).toBe(LABELS.send);
  });

  it("the button says what is missing, in AppKit's words, until 'Preview Send'", async () => {
    const { portico } = await showAccount(modal);
    await openSend(portico);
    await buttonReads(LABELS.addAmount);
    expect(formButton().disabled).toBe(true);
    await fill('1.2.3');
    await buttonReads(LABELS.invalidAmount);
    await fill('5.000001'); // the balance is 5 TOY
    await buttonReads(LABELS.insufficientFunds);
    await fill('1');
    await buttonReads(LABELS.addAddress);
    await fill('1', 'not an address');
    await buttonReads(LABELS.invalidAddress);
    await fill('1', RECEIVER);
    await buttonReads(LABELS.previewSend);
    expect(formButton().disabled).toBe(false);
  });

  it('errors are tied to their fields (aria-invalid, aria-describedby)', async () => {
    const { portico } = await showAccount(modal);
    await openSend(portico);
    await fill('9', 'not an address');
    await buttonReads(LABELS.insufficientFunds);
    expect(field(LABELS.amount).getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(field(LABELS.amount))).toEqual([
      LABELS.balance('5.000', 'TOY'),
      LABELS.insufficientFunds,
    ]);
    await fill('1');
    await buttonReads(LABELS.invalidAddress);
    expect(field(LABELS.receiver).getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(field(LABELS.receiver))).toContain(LABELS.invalidAddress);
    expect(field(LABELS.amount).getAttribute('aria-invalid')).toBeNull();
  });

  it("Max fills the native balance less the fee; 'Insufficient Gas' once value + fee is over it", async () => {
    const { portico } = await showAccount(modal);
    await openSend(portico);
    await click(await findByRole('button', LABELS.max));
    await waitFor(() => field(LABELS.amount).value === '4.999', 'Max');
    await fill('4.9995', RECEIVER);
    await buttonReads(LABELS.insufficientGas);
    expect(descriptions(formButton())).toEqual([LABELS.insufficientGasHint('TOY')]);
  });

  it("a token send with no native balance: 'Insufficient Gas'; a smart account skips the rule", async () => {
    const empty = {
      toy: (t: { ledger: Map<string, bigint>; wallet: { address: string } }) =>
        t.ledger.set(t.wallet.address, 0n),
    };
    const { portico } = await showAccount(modal, empty);
    await openSend(portico);
    await click(await findByRole('button', /^Token: TOY/));
    await click(await findByRole('button', /^TKN/));
    await waitFor(() => field(LABELS.amount), 'the form again');
    await fill('1', RECEIVER);
    await buttonReads(LABELS.insufficientGas);
    await modal.cleanup();

    const smart = await showAccount(modal, {
      ...empty,
      chain: { accountTypes: { default: 'smartAccount', accepted: ['smartAccount'] } },
    });
    expect(smart.portico.getAccount()?.accountType).toBe('smartAccount');
    await openSend(smart.portico);
    await click(await findByRole('button', /^Token: TOY/));
    await click(await findByRole('button', /^TKN/));
    await waitFor(() => field(LABELS.amount), 'the form again');
    await fill('1', RECEIVER);
    await buttonReads(LABELS.previewSend);
  });

  it('the token list: the native currency and held tokens with balances, no 0-decimal token', async () => {
    const { portico } = await showAccount(modal);
    await openSend(portico);
    await click(await findByRole('button', /^Token: TOY/));
    const list = await findByRole('list', LABELS.tokens);
    expect(title()).toBe(LABELS.selectTokenTitle);
    expect(allByRole('button', list).map((row) => row.textContent)).toEqual([
      'TOYToy5.000 TOY',
      `TKN${TOY_TOKEN.name}5.000 TKN`,
    ]);
    expect(byRole('button', /^TOY/, list)?.getAttribute('aria-current')).toBe('true');
    expect(await violations()).toEqual([]);
    await click(byRole('button', /^TKN/, list)!);
    await waitFor(() => portico.getState().view === 'WalletSend', 'back to the form');
    expect(await findByRole('button', /^Token: TKN/)).toBeTruthy();
    expect(descriptions(field(LABELS.amount))).toEqual([LABELS.balance('5.000', 'TKN')]);
  });

  it('works by keyboard: every control is in the Tab order, and Enter in a field previews', async () => {
    const { portico } = await showAccount(modal);
    const entry = await findByRole('button', LABELS.entry);
    expect(focusablesIn(dialog()!)).toContain(entry);
    await openSend(portico);
    await fill('1', RECEIVER);
    await buttonReads(LABELS.previewSend);
    const tabOrder = focusablesIn(dialog()!.querySelector('form')!);
    expect(tabOrder).toEqual([
      await findByRole('button', /^Token: TOY/),
      field(LABELS.amount),
      await findByRole('button', LABELS.max),
      field(LABELS.receiver),
      formButton(),
    ]);
    await submitByEnter();
    await waitFor(() => portico.getState().view === 'WalletSendPreview', 'the preview');
    expect(title()).toBe(LABELS.previewTitle);
  });

  it('the form has no axe violations, empty and with its errors shown', async () => {
    const { portico } = await showAccount(modal);
    await openSend(portico);
    expect(await violations()).toEqual([]);
    await fill('9', 'not an address');
    await buttonReads(LABELS.insufficientFunds);
    expect(await violations()).toEqual([]);
  });
});
