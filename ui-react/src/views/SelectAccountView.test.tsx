/** @jest-environment jsdom */
/**
 * Select account (AdapterPlugin.accountPicker): after a connect that gave several accounts the
 * modal lists them (avatar, the wallet's name, the short address; the active one marked), every
 * row a button reachable with Tab; a choice switches the account and shows the Account view,
 * which offers "Switch account" and, for a balance in parts, "Transferable". The wallet is
 * core's toy chain standing in for a polkadot extension (a real instance, real modal).
 */
import { act } from 'react';
import { createTestPortico, whenDiscovered } from '../../../core/src/__fixtures__/instance';
import {
  createPickerChain,
  type PickerChainOptions,
} from '../../../core/src/__fixtures__/pickerChain';
import { focusablesIn } from '../modal/focusables';
import { LABELS } from '../ui/labels';
import { axeViolationsInJsdom as violations } from './__fixtures__/axeInJsdom';
import {
  accessibleName,
  allByRole,
  byRole,
  click,
  dialog,
  findByRole,
  findByText,
  openModal,
  press,
  waitFor,
} from './__fixtures__/modalDriver';
import { useModalFixture } from './__fixtures__/modalFixture';
import { shortAddress } from './account/addressDisplay';

const modal = useModalFixture();
const TOY = 10n ** 6n; // toychain's native unit has 6 decimals

const accountList = () => byRole('list', LABELS.walletAccounts) as HTMLElement;
const accountRows = () => allByRole('button', accountList());

/** A picker instance, rendered; the modal opened, then the wallet connected from it. */
async function connectedFromModal(options: PickerChainOptions = {}) {
  const chain = createPickerChain({ names: ['Main', undefined, 'Savings'], ...options });
  const portico = createTestPortico({ adapters: [chain.plugin] });
  await whenDiscovered(portico);
  await modal.render(portico);
  await openModal(portico);
  await act(async () => {
    await portico.connect({ connectorId: 'toy-wallet' });
  });
  await findByRole('heading', LABELS.selectAccount);
  return { chain, portico };
}

describe('Select account view', () => {
  it("lists the wallet's accounts after the connect: name and short address, the active one marked; axe finds nothing", async () => {
    const { chain } = await connectedFromModal();
    const [main, second, savings] = chain.accounts.map((account) => account.address);
    const rows = accountRows();
    expect(rows.map(accessibleName)).toEqual([
      `Main${shortAddress(main!)}${LABELS.activeAccount}`,
      shortAddress(second!),
      `Savings${shortAddress(savings!)}`,
    ]);
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual(['true', null, null]);
    expect(rows.map((row) => row.getAttribute('title'))).toEqual([main, second, savings]);
    expect(rows.every((row) => row.querySelector('.portico-avatar'))).toBe(true);
    expect(await violations()).toEqual([]);
  });

  it('every account is a button Tab reaches; the one chosen becomes active and the Account view follows', async () => {
    const { chain, portico } = await connectedFromModal();
    const rows = accountRows();
    const reachable = focusablesIn(dialog()!);
    for (const row of rows) {
      expect(row.tagName).toBe('BUTTON');
      expect(reachable).toContain(row);
    }
    // The view's first control has the focus once it has rendered: the first account.
    await waitFor(() => document.activeElement === rows[0], 'focus on the first account');
    // Tab from the last control of the dialog comes back to it (the focus trap).
    reachable[reachable.length - 1]!.focus();
    await press('Tab');
    expect(document.activeElement).toBe(reachable[0]);
    // jsdom does not turn Enter on a focused button into a click as browsers do: the click
    // stands in for it (the Chromium test on the demo presses the key).
    rows[1]!.focus();
    await click(rows[1]!);
    await findByRole('heading', LABELS.account);
    expect(portico.getState().view).toBe('Account');
    expect(portico.getAccount()?.address).toBe(chain.accounts[1]!.address);
  });

  it("the Account view's Switch account opens the list, the new choice is marked, and choosing goes back to Account", async () => {
    const { chain, portico } = await connectedFromModal();
    await click(accountRows()[2]!);
    await click(await findByRole('button', LABELS.switchAccount));
    await findByRole('heading', LABELS.selectAccount);
    expect(accountRows().map((row) => row.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'true',
    ]);
    await click(accountRows()[0]!);
    await findByRole('heading', LABELS.account);
    expect(portico.getState().history).toEqual(['Account']);
    expect(portico.getAccount()?.address).toBe(chain.wallet.address);
  });
});

describe('Account view, balance in parts and several accounts', () => {
  it('shows "Transferable {amount} {symbol}" under the balance and Switch account; axe finds nothing', async () => {
    const { portico } = await connectedFromModal({
      parts: { free: 4n * TOY, reserved: TOY, transferable: 3n * TOY + 250_000n },
    });
    await click(accountRows()[0]!);
    await findByRole('heading', LABELS.account);
    await portico.refreshBalance();
    expect(await findByText('5.000 TOY')).toBeTruthy();
    expect(await findByText(LABELS.transferable('3.250', 'TOY'))).toBeTruthy();
    expect(LABELS.transferable('3.250', 'TOY')).toBe('Transferable 3.250 TOY');
    expect(byRole('button', LABELS.switchAccount)).toBeTruthy();
    await waitFor(() => document.querySelector('[role="tabpanel"]'), 'the tabs');
    expect(await violations()).toEqual([]);
  });

  it('without parts there is no Transferable line, and one account gives no Switch account', async () => {
    await connectedFromModal({ extra: 1 });
    await click(accountRows()[0]!);
    await findByRole('heading', LABELS.account);
    expect(await findByText('5.000 TOY')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Transferable');
    await modal.cleanup();

    const single = createPickerChain({ extra: 0 });
    const other = createTestPortico({ adapters: [single.plugin] });
    await whenDiscovered(other);
    await act(async () => {
      await other.connect({ connectorId: 'toy-wallet' });
    });
    await modal.show(other);
    await findByRole('heading', LABELS.account);
    expect(byRole('button', LABELS.switchAccount)).toBeUndefined();
  });
});
