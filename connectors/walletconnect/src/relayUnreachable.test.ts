import {
  MESSAGES,
  RelayUnreachableError,
  WALLET_CONNECT_CONNECTOR_ID,
  type Portico,
} from '@portico/core';
import {
  connectWithWallet,
  createTestPortico,
  newPageStorage,
  sdkStartupTimers,
  startWalletConnectStack,
  storeOf,
  type WalletConnectStack,
} from './__fixtures__/walletConnectStack';

// Real parts only: the local relay (stopped and started again on its port), the wallet-role
// test wallet and two anvil chains. The time-out without a refusal is in pairingLoop.test.ts.
jest.setTimeout(30_000);

let stack: WalletConnectStack;
const instances: Portico[] = [];

beforeAll(async () => {
  stack = await startWalletConnectStack();
}, 30_000);

afterAll(async () => {
  for (const instance of instances) instance.destroy();
  await stack?.stop();
  await sdkStartupTimers();
});

/** Connects and gives what it rejected with (it must reject). */
async function refusedConnect(portico: Portico): Promise<unknown> {
  const outcome = await portico.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID }).then(
    () => ({ connected: true }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new TypeError('connect resolved while the relay was down');
  return outcome.error;
}

describe('walletConnect() when the relay is unreachable (real local relay, stopped)', () => {
  it("a refused socket rejects the connect with the relay's error, not a wait; once the relay is back on its port, a retry pairs", async () => {
    const portico = createTestPortico(stack, newPageStorage());
    instances.push(portico);
    const store = storeOf(portico);
    const errors: unknown[] = [];

    await stack.relay.restart({
      async whileDown() {
        errors.push(await refusedConnect(portico));
        // A retry while it is still down fails the same way.
        errors.push(await refusedConnect(portico));
      },
    });

    for (const error of errors) {
      expect(error).toBeInstanceOf(RelayUnreachableError);
      expect((error as Error).message).toBe(MESSAGES.walletConnectRelayUnreachable);
      // The socket's own error: the refusal ended the wait, not the 30 s time-out.
      expect((error as Error).cause).toBeInstanceOf(Error);
    }
    expect(store.getState().chains.eip155?.pairing).toBeUndefined();
    expect(portico.getAccount('eip155')?.status).toBe('disconnected');

    // The relay listens again on the same port: "Try again" shows a pairing the wallet pairs.
    const { pairing } = await connectWithWallet(portico, stack.wallet);
    expect(pairing.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(portico.getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: stack.wallet.address,
    });
    expect(store.getState().chains.eip155?.pairing).toBeUndefined();
  });
});
