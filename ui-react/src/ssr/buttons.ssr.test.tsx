/** @jest-environment node */
import { writableStore } from '@portico/core/testing';
import { createToyChain } from '../../../core/src/__fixtures__/toyChain';
import { whenDiscovered } from '../../../core/src/__fixtures__/instance';
import { renderServerMarkup } from './__fixtures__/renderServerMarkup';
import { createServerPortico } from './__fixtures__/serverButtons';

describe('server rendering of the buttons (Node, no window)', () => {
  it('runs without window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders Connect Wallet and the network, themed, with no inline style or script', () => {
    const portico = createServerPortico();
    const markup = renderServerMarkup(portico);
    portico.destroy();

    expect(markup).toContain('>Connect Wallet</button>');
    expect(markup).toContain('>Toychain</span></button>');
    expect(markup).toMatch(
      /<button type="button" class="portico-button portico-button--connect portico-button--md" data-portico-theme="light"/,
    );
    expect(markup).toContain('portico-button--network');
    expect(markup).not.toContain('portico-button--account');
    expect(markup).not.toMatch(/ style=|<script|<style/);
  });

  it('renders the account button of a connected instance (real toychain connect in Node)', async () => {
    const toy = createToyChain();
    const portico = createServerPortico(toy);
    await whenDiscovered(portico);
    await portico.connect({ connectorId: 'toy-wallet' });
    writableStore(portico).setState((state) => {
      state.chains.toychain!.account.balance = '5.000';
      state.chains.toychain!.account.balanceSymbol = 'TOY';
    });
    portico.setThemeMode('dark');
    const markup = renderServerMarkup(portico);
    portico.destroy();

    const address = toy.wallet.address;
    expect(markup).toContain('portico-button--account');
    expect(markup).toContain('5.000 TOY');
    expect(markup).toContain(`${address.slice(0, 6)}…${address.slice(-4)}`);
    expect(markup).not.toContain('Connect Wallet');
    expect(markup).toContain('data-portico-theme="dark"');
  });
});
