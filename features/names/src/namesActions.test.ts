/**
 * The names actions end to end: a real Portico server on 127.0.0.1 (local anvil chains, its
 * name routes and database), core's name client, and the EVM test wallet's real personal_sign
 * signature (__fixtures__/namesHost.ts says what stands in for what).
 */
import { MESSAGES, TOKENS, nameLookupOf, type LoadedFeature } from '@portico/core';
import { createServiceClients } from '@portico/core/services';
import { findFreePort } from '@portico/testing';
import { IDENTITY_CACHE_MS } from '../../../core/src/constants';
import { manualClock } from '../../../core/src/services/__fixtures__/standInService';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createTestPortico } from '../../../core/src/__fixtures__/instance';
import {
  LOCAL_CHAIN,
  startServerOnAnvil,
  type ServerOnAnvil,
} from '../../../server/src/__fixtures__/serverOnAnvil';
import { namesHost } from './__fixtures__/namesHost';
import { names } from './index';
import type { NamesActions } from './namesActions';
import type { NamesState } from './namesState';

let setup: ServerOnAnvil;
beforeAll(async () => {
  // A known port: the signed message names the server by the origin the client calls.
  const port = await findFreePort();
  setup = await startServerOnAnvil({ port }, { nameZone: 'portico.test' });
}, 60_000);
afterAll(() => setup?.close());
const instances: { destroy(): void }[] = [];
afterEach(() => instances.splice(0).forEach((instance) => instance.destroy()));

async function loaded(clients = setup.clients, privateKey = generatePrivateKey()) {
  const made = await namesHost({
    clients,
    caipNetworkId: LOCAL_CHAIN,
    rpcUrl: setup.local.url,
    privateKey,
  });
  instances.push(made.portico);
  const errors = jest.spyOn(made.portico.resolve(TOKENS.toasts), 'error');
  const feature: LoadedFeature<NamesActions, NamesState> = await made.portico.loadFeature(names);
  return { ...made, feature, actions: feature.actions, errors };
}

describe('names: registration on a real Portico server', () => {
  it('suggests the typed label first, registers it signed in the wallet, then the account has the name', async () => {
    const { host, actions, feature, address } = await loaded();
    expect(await actions.lookupProfile(host)).toEqual({ address });

    const label = `dora${Date.now().toString(36)}`;
    const suggestions = await actions.setInput(host, label);
    expect(suggestions[0]).toEqual({ name: `${label}.portico.test`, registered: false });
    expect(feature.state.getState().suggestions).toEqual(suggestions);

    const result = await actions.register(host, suggestions[0]!.name);
    expect(result).toEqual({ status: 'registered', name: `${label}.portico.test` });
    const state = feature.state.getState();
    expect(state.registered).toBe(`${label}.portico.test`);
    expect(state.profile).toEqual({ address, profileName: `${label}.portico.test` });

    // The service has it, under this address.
    const profile = await setup.clients.blockchainApi.resolveName({
      name: `${label}.portico.test`,
      caipNetworkId: LOCAL_CHAIN,
    });
    expect(profile.name).toBe(`${label}.portico.test`);
    // And it is suggested no more: the service suggests free names only.
    const after = await actions.setInput(host, label);
    expect(after.map((suggestion) => suggestion.name)).not.toContain(`${label}.portico.test`);
    expect(after[0]).toEqual({ name: `${label}1.portico.test`, registered: false });
  });

  it('a name typed in capitals is normalised (viem, ENSIP-15) before it is signed', async () => {
    const { host, actions } = await loaded();
    const label = `eve${Date.now().toString(36)}`;
    const result = await actions.register(host, `${label.toUpperCase()}.Portico.Test`);
    expect(result).toEqual({ status: 'registered', name: `${label}.portico.test` });
  });

  it("a name already taken: the service's reason, shown and kept in state", async () => {
    const first = await loaded();
    const label = `fay${Date.now().toString(36)}`;
    await first.actions.register(first.host, `${label}.portico.test`);

    const second = await loaded();
    const result = await second.actions.register(second.host, `${label}.portico.test`);
    expect(result.status).toBe('failed');
    const message = (result as { message: string }).message;
    expect(message).not.toBe(MESSAGES.errorRegisteringName); // the service's first reason
    expect(message).toContain(`${label}.portico.test`);
    expect(second.feature.state.getState()).toMatchObject({ error: message, registering: false });
    expect(second.errors).toHaveBeenCalledWith(message);
  });

  it("a refusal in the wallet: 'Signature declined', nothing registered", async () => {
    const { host, actions, wallet, feature } = await loaded();
    const label = `gus${Date.now().toString(36)}`;
    wallet.control.rejectNext('personal_sign');
    expect(await actions.register(host, `${label}.portico.test`)).toEqual({ status: 'declined' });
    expect(feature.state.getState().error).toBe(MESSAGES.signatureDeclined);
    expect(await actions.setInput(host, label).then((list) => list[0])).toEqual({
      name: `${label}.portico.test`,
      registered: false,
    });
  });

  it('a label against the spec rule asks the service nothing', async () => {
    const { host, actions, feature } = await loaded();
    expect(await actions.setInput(host, 'ab')).toEqual([]);
    expect(await actions.setInput(host, 'bad_name')).toEqual([]);
    expect(feature.state.getState()).toMatchObject({ suggestions: [], suggestionsLoading: false });
  });

  it("the account's name is read again after the spec's 5 minutes, not before (injected clock)", async () => {
    const clock = manualClock(Date.now());
    const clients = createServiceClients({
      walletCatalogUrl: setup.server.url,
      blockchainApiUrl: setup.server.url,
      clock,
    });
    try {
      const key = generatePrivateKey();
      const watcher = await loaded(clients, key);
      expect(await watcher.actions.lookupProfile(watcher.host)).toEqual({
        address: watcher.address,
      });

      // The same account registers a name from another client (another tab, another app).
      const other = await loaded(setup.clients, key);
      const label = `hal${Date.now().toString(36)}`;
      await expect(other.actions.register(other.host, `${label}.portico.test`)).resolves.toEqual({
        status: 'registered',
        name: `${label}.portico.test`,
      });

      clock.advance(IDENTITY_CACHE_MS - 1);
      expect(await watcher.actions.lookupProfile(watcher.host)).toEqual({
        address: watcher.address,
      });
      clock.advance(1);
      expect(await watcher.actions.lookupProfile(watcher.host)).toEqual({
        address: watcher.address,
        profileName: `${label}.portico.test`,
      });
    } finally {
      clients.destroy();
    }
  });
});

describe('names: the names of other addresses (activity counterparties) on a real Portico server', () => {
  it("the plugin's name lookup gives another account's registered name, in any case of its address; none for an address without one", async () => {
    const bob = await loaded();
    const label = `bob${Date.now().toString(36)}`;
    await expect(bob.actions.register(bob.host, `${label}.portico.test`)).resolves.toMatchObject({
      status: 'registered',
    });
    // Another visitor's instance, on the same server, with the plugin installed.
    const portico = createTestPortico({
      plugins: [names],
      features: { names: true },
      services: { blockchainApi: setup.server.url, walletCatalog: setup.server.url },
    });
    instances.push(portico);
    const lookup = await nameLookupOf(portico);
    const nobody = privateKeyToAccount(generatePrivateKey()).address;
    const found = await lookup!.namesOf([bob.address.toLowerCase(), nobody], LOCAL_CHAIN);
    expect(found).toEqual(new Map([[bob.address.toLowerCase(), `${label}.portico.test`]]));
  });
});
