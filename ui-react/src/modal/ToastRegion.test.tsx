/** @jest-environment jsdom */
import { act } from 'react';
import { TOKENS, type Portico, type ToastState } from '@portico/core';
import { writableStore } from '@portico/core/testing';
import { axeViolationsInJsdom } from '../views/__fixtures__/axeInJsdom';
import { accessibleName, dialog, press, waitFor } from '../views/__fixtures__/modalDriver';
import { useModalFixture } from '../views/__fixtures__/modalFixture';
import { focusablesIn } from './focusables';

const modal = useModalFixture();
const ETHERSCAN_TX =
  'https://etherscan.io/tx/0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';

/** Shows a toast as core's toasts would once the tracker gives it a link (state written directly). */
async function showToast(portico: Portico, link: ToastState['link']) {
  await act(async () => {
    writableStore(portico).setState((state) => {
      state.toast = {
        open: true,
        variant: 'success',
        message: 'Transaction confirmed',
        id: state.toast.id + 1,
        ...(link && { link }),
      };
    });
  });
}

/** The link (an <a href>) whose accessible name is `name`, if any. */
const linkNamed = (name: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
    (link) => accessibleName(link) === name,
  );
const findLink = (name: string) => waitFor(() => linkNamed(name), `link "${name}"`);

async function openModal() {
  const { portico } = await modal.instance();
  await modal.show(portico);
  return portico;
}

describe('ToastRegion: a toast with a link', () => {
  it('shows the link by its label, opening in a new tab with rel="noopener noreferrer"', async () => {
    const portico = await openModal();
    await showToast(portico, { href: ETHERSCAN_TX, label: 'View on Etherscan' });
    const link = await findLink('View on Etherscan');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe(ETHERSCAN_TX);
    expect(link.target).toBe('_blank');
    expect(link.rel.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    expect(link.closest('[role="status"]')?.textContent).toContain('Transaction confirmed');
    expect(await axeViolationsInJsdom()).toEqual([]);
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['http on a public host', 'http://etherscan.io/tx/0x1'],
    ['userinfo', 'https://etherscan.io@evil.example/tx/0x1'],
    ['a relative path', '/tx/0x1'],
    ['a space in the scheme', ' javascript:alert(1)'],
  ])('renders no link for %s, only the message', async (_case, href) => {
    const portico = await openModal();
    await showToast(portico, { href, label: 'View on Etherscan' });
    const region = document.querySelector('[role="status"]');
    expect(region?.textContent).toContain('Transaction confirmed');
    expect(region?.querySelector('a')).toBeNull();
  });

  it("the link is one of the dialog's Tab stops: Shift+Tab from the first control reaches it", async () => {
    const portico = await openModal();
    await showToast(portico, { href: ETHERSCAN_TX, label: 'View on Etherscan' });
    const link = await findLink('View on Etherscan');
    const controls = focusablesIn(dialog()!);
    expect(controls).toContain(link);
    controls[0]!.focus();
    // The toast is the dialog's last part: Shift+Tab wraps from the first control to it.
    await press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(link);
  });

  it('when the toast hides while its link has focus, focus moves to the dialog, not the page', async () => {
    const portico = await openModal();
    await showToast(portico, { href: ETHERSCAN_TX, label: 'View on Etherscan' });
    const link = await findLink('View on Etherscan');
    link.focus();
    await act(async () => portico.resolve(TOKENS.toasts).hide());
    expect(linkNamed('View on Etherscan')).toBeUndefined();
    expect(document.activeElement).toBe(dialog());
  });
});
