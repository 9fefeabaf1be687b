import { resolveOptions } from '../options/options';
import { createToyChain, otherNetwork, toyNetworks } from '../__fixtures__/toyChain';
import { initialState, namespacesOf } from './initialState';

const options = resolveOptions({
  networks: [...toyNetworks, otherNetwork],
  adapters: [createToyChain().plugin],
  themeMode: 'dark',
});

describe('initialState', () => {
  it('is what a server renders: every namespace disconnected on its default network, the modal closed', () => {
    const state = initialState(options);
    expect([...namespacesOf(options)]).toEqual(['toychain', 'othchain']);
    expect(state.activeNamespace).toBe('toychain');
    expect(state.chains.toychain).toEqual({
      account: { status: 'disconnected', accountType: 'eoa', allAccounts: [] },
      caipNetworkId: toyNetworks[0].caipNetworkId,
    });
    expect(state.chains.othchain?.caipNetworkId).toBe(otherNetwork.caipNetworkId);
    expect(state.modal).toMatchObject({ open: false, view: 'Connect' });
    expect(state.theme.mode).toBe('dark');
    expect(state.connectors).toEqual([]);
  });

  it('starts on the active chain a browser kept in storage', () => {
    const state = initialState(options, { namespace: 'toychain', network: toyNetworks[1] });
    expect(state.activeNamespace).toBe('toychain');
    expect(state.chains.toychain?.caipNetworkId).toBe(toyNetworks[1].caipNetworkId);
    expect(initialState(options).chains.toychain?.caipNetworkId).toBe(toyNetworks[0].caipNetworkId);
  });
});
