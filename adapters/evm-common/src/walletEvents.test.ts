import type { AdapterEvent } from '@portico/core';
import {
  ANVIL_ACCOUNTS,
  createTestWallet,
  ProviderRpcError,
  startAnvilPair,
  type AnvilInstance,
  type TestWallet,
} from '@portico/testing';
import type { Eip1193Provider } from './eip1193';
import { forwardWalletEvents, RECONNECTING_DISCONNECT_CODE } from './walletEvents';

let nodes: [AnvilInstance, AnvilInstance] | undefined;
let wallet: TestWallet;
let events: AdapterEvent[];

beforeAll(async () => {
  nodes = await startAnvilPair([31337, 31338]);
});
afterAll(async () => {
  await Promise.all(nodes?.map((node) => node.stop()) ?? []);
});
beforeEach(async () => {
  wallet = createTestWallet({
    chains: [
      { chainId: 31337, rpcUrl: nodes![0].url },
      { chainId: 31338, rpcUrl: nodes![1].url },
    ],
  });
  await wallet.request({ method: 'eth_requestAccounts' });
  events = [];
});

const forward = (provider: Eip1193Provider = wallet.provider) =>
  forwardWalletEvents({ connectorId: 'w', provider, emit: (event) => events.push(event) });

describe('forwardWalletEvents', () => {
  it('forwards accountsChanged with the new accounts', () => {
    const stop = forward();
    wallet.control.setAccounts([ANVIL_ACCOUNTS[2]!.privateKey]);
    expect(events).toEqual([
      { type: 'accountsChanged', connectorId: 'w', accounts: [ANVIL_ACCOUNTS[2]!.address] },
    ]);
    stop();
  });

  it('forwards chainChanged with the chain id as a number', async () => {
    const stop = forward();
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(events).toEqual([{ type: 'chainChanged', connectorId: 'w', chainId: 31338 }]);
    stop();
  });

  it('forwards a wallet that goes away: accountsChanged([]) then disconnect', async () => {
    const stop = forward();
    wallet.control.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual([
      { type: 'accountsChanged', connectorId: 'w', accounts: [] },
      { type: 'disconnect', connectorId: 'w' },
    ]);
    stop();
  });

  it('forwards nothing after the listeners are removed', async () => {
    forward()();
    wallet.control.setAccounts([ANVIL_ACCOUNTS[1]!.privateKey]);
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    wallet.control.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual([]);
  });

  it("ignores MetaMask's 1013 disconnect while the wallet still lists accounts, not otherwise", async () => {
    // The real wallet, plus the "reconnecting" disconnect MetaMask emits (the test wallet has none).
    const disconnectListeners: ((error: unknown) => void)[] = [];
    const metaMaskLike: Eip1193Provider = {
      request: (args) => wallet.request(args as never),
      on: (event, listener) => {
        if (event === 'disconnect') disconnectListeners.push(listener as (error: unknown) => void);
        else wallet.on(event as never, listener as never);
      },
      removeListener: () => undefined,
    };
    const stop = forward(metaMaskLike);
    const reconnecting = new ProviderRpcError(RECONNECTING_DISCONNECT_CODE, 'reconnecting');
    disconnectListeners.forEach((listener) => listener(reconnecting));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual([]);
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    events.length = 0;
    disconnectListeners.forEach((listener) => listener(reconnecting));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual([{ type: 'disconnect', connectorId: 'w' }]);
    stop();
  });

  it('does nothing for a provider without events', () => {
    const stop = forward({ request: (args) => wallet.request(args as never) });
    wallet.control.setAccounts([ANVIL_ACCOUNTS[1]!.privateKey]);
    expect(events).toEqual([]);
    stop();
  });
});
