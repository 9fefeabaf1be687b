import { WALLET_CONNECT_CONNECTOR_ID, sharedConnectorToken, type Portico } from '@portico/core';
import {
  connectWithWallet,
  createTestPortico,
  newPageStorage,
  sdkStartupTimers,
  startWalletConnectStack,
  storeOf,
  waitFor,
  type WalletConnectStack,
} from './__fixtures__/walletConnectStack';

// Real parts only: the local relay, the wallet-role test wallet and two anvil chains. Core calls
// `abandon()` when the modal closes (that path is in walletConnect.test.ts); here the
// connector's own method is called, with no modal involved.
jest.setTimeout(30_000);

let stack: WalletConnectStack;
const instances: Portico[] = [];
const open = () => {
  const portico = createTestPortico(stack, newPageStorage());
  instances.push(portico);
  return portico;
};
const sharedOf = (portico: Portico) =>
  portico.resolve(sharedConnectorToken(WALLET_CONNECT_CONNECTOR_ID));

beforeAll(async () => {
  stack = await startWalletConnectStack();
}, 30_000);

afterAll(async () => {
  for (const instance of instances) instance.destroy();
  await stack?.stop();
  await sdkStartupTimers();
});

describe('walletConnect().abandon(): the visitor left the connect flow', () => {
  it('cancels the pending pairing: the connect rejects as declined, the pairing is cleared, and the next connect pairs anew', async () => {
    const portico = open();
    const store = storeOf(portico);
    const connecting = portico.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID });
    const abandoned = await waitFor(
      () => store.getState().chains.eip155?.pairing,
      'the pairing in state',
    );
    sharedOf(portico).abandon?.();
    await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedError' });
    expect(store.getState().chains.eip155?.pairing).toBeUndefined();
    expect(portico.getAccount('eip155')?.status).toBe('disconnected');

    const { pairing } = await connectWithWallet(portico, stack.wallet);
    expect(pairing.uri).not.toBe(abandoned.uri);
    expect(portico.getAccount('eip155')?.status).toBe('connected');
  });

  it('does nothing without a pending pairing: a connected session stays connected', async () => {
    const portico = open();
    sharedOf(portico).abandon?.(); // nothing loaded yet
    await connectWithWallet(portico, stack.wallet);
    sharedOf(portico).abandon?.();
    expect(portico.getAccount('eip155')?.status).toBe('connected');
    await portico.disconnect();
  });
});
