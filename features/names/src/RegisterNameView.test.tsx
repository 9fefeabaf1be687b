/** @jest-environment jsdom */
/**
 * The name views in the modal (jsdom), as a visitor uses them: the account screen's entry, the
 * spec's validity rule, the service's suggestions, registering by keyboard alone, the success
 * view, axe on both views, and the spec's error text. The name service is a stand-in on
 * 127.0.0.1 that records what it is sent (the registration against the real server, with a
 * real signature, is namesActions.test.ts); the wallet is core's toy on eip155.
 */
import { TextDecoder, TextEncoder } from 'node:util';
import { act, type ReactElement } from 'react';
import { AccountButton } from '@portico/react';
import { MESSAGES } from '@portico/core';
import { defineNetwork } from '../../../core/src/networks/network';
import { createToyChain } from '../../../core/src/__fixtures__/toyChain';
import { createTestPortico, whenDiscovered } from '../../../core/src/__fixtures__/instance';
import { startStandInService } from '../../../core/src/services/__fixtures__/standInService';
import { axeViolationsInJsdom as violations } from '../../../ui-react/src/views/__fixtures__/axeInJsdom';
import { connectToy } from '../../../ui-react/src/views/__fixtures__/connectedToy';
import { useNodeHttpFetch } from '../../../ui-react/src/views/__fixtures__/nodeHttpFetch';
import {
  byRole,
  click,
  dialog,
  findByRole,
  findByText,
  type,
  waitFor,
} from '../../../ui-react/src/views/__fixtures__/modalDriver';
import { useModalFixture } from '../../../ui-react/src/views/__fixtures__/modalFixture';
import { LABELS as MODAL_LABELS } from '../../../ui-react/src/ui/labels';
import { NAMES_LABELS as LABELS } from './labels';
import { names } from './index';

// jsdom has no TextEncoder/TextDecoder (every browser has): Node's, for viem's ENS normalise.
Object.assign(globalThis, { TextEncoder, TextDecoder });
useNodeHttpFetch(); // jsdom has no fetch: a small one over node:http, to a real local server
const modal = useModalFixture();

const toyEthereum = defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Toy Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/toy-eth'] } },
});

const AVATAR = 'https://example.org/alice.png';

/** A stand-in name service that suggests alice.reown.id and alice1.reown.id and registers. */
async function nameService() {
  const service = modal.closeAfter(await startStandInService());
  service.route('GET /v1/supported-chains', { json: { http: ['eip155:1'], ws: [] } });
  service.route('GET /v1/profile/suggestions/alice', {
    json: {
      suggestions: [
        { name: 'alice.reown.id', registered: false },
        { name: 'alice1.reown.id', registered: false },
      ],
    },
  });
  service.route('POST /v1/profile/account', { json: { name: 'alice.reown.id' } });
  return service;
}

async function showAccount(service: { url: string }, page?: ReactElement) {
  const toy = createToyChain({ namespace: 'eip155' });
  const portico = createTestPortico({
    adapters: [toy.plugin],
    networks: [toyEthereum],
    plugins: [names],
    features: { names: true },
    services: { walletCatalog: service.url, blockchainApi: service.url },
  });
  await whenDiscovered(portico);
  await connectToy(portico);
  await modal.show(portico, undefined, page);
  await findByRole('tab', MODAL_LABELS.tokens);
  return { portico, toy };
}

const nameField = () => {
  const label = [...document.querySelectorAll('label')].find(
    (l) => l.textContent === LABELS.nameField,
  );
  return document.getElementById(label!.htmlFor) as HTMLInputElement;
};

async function openRegister(portico: { getState(): { view: string } }) {
  await click(await findByRole('button', LABELS.entry));
  await waitFor(() => portico.getState().view === 'RegisterAccountName', 'the name view');
  await waitFor(() => document.activeElement !== null && nameField(), 'the name field');
}

// Each test renders the modal, runs a stand-in name service and signs with the toy wallet: well
// under a second alone, but over Jest's 5 s default on a loaded 2-core CI machine (seen twice).
jest.setTimeout(20_000);

describe('RegisterAccountName', () => {
  it('is off unless switched on: no entry on the account screen', async () => {
    const service = await nameService();
    const toy = createToyChain({ namespace: 'eip155' });
    const portico = createTestPortico({
      adapters: [toy.plugin],
      networks: [toyEthereum],
      plugins: [names],
      services: { walletCatalog: service.url, blockchainApi: service.url },
    });
    await whenDiscovered(portico);
    await connectToy(portico);
    await modal.show(portico);
    await findByRole('tab', MODAL_LABELS.tokens);
    expect(byRole('button', LABELS.entry)).toBeUndefined();
  });

  it("checks the spec's rule, shows the service's names, and has no axe violations", async () => {
    const service = await nameService();
    const { portico } = await showAccount(service);
    await openRegister(portico);
    expect(await violations()).toEqual([]);

    await type(nameField(), 'al_');
    expect(await findByText(LABELS.invalidName)).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(service.requestsTo('/v1/profile/suggestions/al_')).toHaveLength(0);

    await type(nameField(), 'alice');
    await findByRole('button', LABELS.register('alice.reown.id'));
    expect(byRole('button', LABELS.register('alice1.reown.id'))).toBeTruthy();
    expect(nameField().hasAttribute('aria-invalid')).toBe(false);
    expect(await violations()).toEqual([]);
  });

  it('Enter in the field registers the first free name, signed in the wallet; then the success view, and the account shows the name and avatar', async () => {
    const service = await nameService();
    const { portico, toy } = await showAccount(service, <AccountButton balance="hide" />);
    const accountButton = () => document.querySelector('.portico-button__address')!;
    expect(accountButton().textContent).not.toContain('alice');
    await openRegister(portico);
    await type(nameField(), 'alice');
    await findByRole('button', LABELS.register('alice.reown.id'));
    // From now on the service lists the name for this address.
    service.route(`GET /v1/profile/reverse/${toy.wallet.address}`, {
      json: [{ name: 'alice.reown.id', addresses: {}, attributes: [{ avatar: AVATAR }] }],
    });

    await act(async () => {
      nameField().form!.requestSubmit(); // Enter in the field
    });
    await waitFor(() => portico.getState().view === 'RegisterAccountNameSuccess', 'success');
    expect(await findByText(LABELS.registered('alice.reown.id'))).toBeTruthy();
    const [sent] = service.requestsTo('/v1/profile/account');
    expect(sent!.method).toBe('POST');
    const body = sent!.body as { message: string; signature: string; coin_type: number };
    expect(body.message).toContain('register the name alice.reown.id');
    expect(body.coin_type).toBe(60);
    expect(await violations()).toEqual([]);

    await click(byRole('button', LABELS.done)!);
    await waitFor(() => portico.getState().view === 'Account', 'back on the account screen');
    const title = dialog()!.querySelector('.portico-account__name .portico-text--title')!;
    expect(title.textContent).toBe('alice.reown.id');
    expect(title.getAttribute('title')).toBe(toy.wallet.address);
    const avatar = dialog()!.querySelector<HTMLImageElement>('.portico-account__profile img')!;
    expect(avatar.getAttribute('src')).toBe(AVATAR);
    expect(avatar.getAttribute('alt')).toBe(''); // the name is next to it
    expect(accountButton().textContent).toBe('alice.reown.id');
    // The account has a name now: no "Choose a name" on the account screen.
    expect(byRole('button', LABELS.entry)).toBeUndefined();
    expect(await violations()).toEqual([]);
  });

  it("a suggestion error shows the service's reason, else 'Error fetching name suggestions'", async () => {
    const service = await nameService();
    service.route('GET /v1/profile/suggestions/bobby', { status: 500, json: {} });
    service.route('GET /v1/profile/suggestions/carol', {
      status: 400,
      json: { reasons: [{ description: 'Names under this zone are closed' }] },
    });
    const { portico } = await showAccount(service);
    await openRegister(portico);
    await type(nameField(), 'bobby');
    expect(await findByText(MESSAGES.errorFetchingNameSuggestions)).toBeTruthy();
    await type(nameField(), 'carol');
    expect(await findByText('Names under this zone are closed')).toBeTruthy();
    expect(dialog()!.textContent).not.toContain(MESSAGES.errorFetchingNameSuggestions);
  });
});
