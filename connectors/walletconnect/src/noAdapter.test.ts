import {
  MESSAGES,
  WALLET_CONNECT_CONNECTOR_ID,
  sharedConnectorToken,
  type Portico,
} from '@portico/core';
import { stringToHex, verifyMessage, type Hex } from 'viem';
import {
  connectWithWallet,
  createTestPortico,
  newPageStorage,
  sdkStartupTimers,
  startWalletConnectStack,
  storeOf,
  waitFor,
  type PageStorage,
  type WalletConnectStack,
} from './__fixtures__/walletConnectStack';
import type { WalletConnectEip1193Provider } from './providers/eip1193Provider';

// An app with no adapters (the spec opens ConnectingWalletConnectBasic for it): WalletConnect
// connects the namespace on its own, and the app talks to the connector's provider.
jest.setTimeout(60_000);

let stack: WalletConnectStack;
let page: PageStorage;
const instances: Portico[] = [];
const open = (storage: PageStorage = page) => {
  const portico = createTestPortico(stack, storage, { noAdapters: true });
  instances.push(portico);
  return portico;
};
const providerOf = (portico: Portico) =>
  portico.resolve(sharedConnectorToken(WALLET_CONNECT_CONNECTOR_ID)).connectorFor('eip155')!
    .provider as WalletConnectEip1193Provider;

beforeAll(async () => {
  stack = await startWalletConnectStack();
  page = newPageStorage();
}, 30_000);

afterAll(async () => {
  for (const instance of instances) instance.destroy();
  await stack?.stop();
  await sdkStartupTimers();
});

describe('walletConnect() in an app with no adapters', () => {
  it('the Basic view opens, the wallet pairs, the account is connected and the app signs through the provider', async () => {
    const portico = open();
    await portico.open();
    expect(portico.getState().view).toBe('ConnectingWalletConnectBasic');
    expect(portico.getConnectors('eip155').map((connector) => connector.id)).toEqual([
      WALLET_CONNECT_CONNECTOR_ID,
    ]);
    await connectWithWallet(portico, stack.wallet);
    expect(portico.getAccount('eip155')).toMatchObject({
      isConnected: true,
      caipAddress: `eip155:31337:${stack.wallet.address}`,
    });
    expect(portico.getState().open).toBe(false);

    const message = 'signed by the app itself';
    const signature = (await providerOf(portico).request({
      method: 'personal_sign',
      params: [stringToHex(message), stack.wallet.address],
    })) as Hex;
    expect(await verifyMessage({ address: stack.wallet.address, message, signature })).toBe(true);
    // Core reads no chain here: no balance, and its chain actions say there is no adapter.
    expect(storeOf(portico).getState().chains.eip155?.account.balance).toBeUndefined();
    await expect(portico.signMessage({ message })).rejects.toThrow(MESSAGES.adapterNotFound);
  });

  it('switching network goes through the session; a reload restores it; the wallet disconnects it', async () => {
    const first = instances[0]!;
    await first.switchNetwork(stack.networks[1]);
    expect(first.getNetwork('eip155').caipNetworkId).toBe('eip155:31338');

    // The first page stays open: the reload is a second tab. One origin's tabs share
    // localStorage, each through its own Storage object (a live instance's storage prefix is
    // its own on one Storage object: core's storage/storagePrefix.ts).
    const reloaded = open({ ...page, backend: new Proxy(page.backend, {}) });
    await reloaded.ready;
    expect(reloaded.getAccount('eip155')).toMatchObject({
      isConnected: true,
      address: stack.wallet.address,
    });
    expect(storeOf(reloaded).getState().chains.eip155?.pairing).toBeUndefined();

    await stack.wallet.disconnect();
    await waitFor(
      () => reloaded.getAccount('eip155')?.status === 'disconnected',
      'the disconnect to reach the reloaded page',
    );
    await waitFor(
      () => first.getAccount('eip155')?.status === 'disconnected',
      'the disconnect to reach the first page',
    );
  });
});
