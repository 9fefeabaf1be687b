import type { Connector, Portico } from '@portico/core';
import { ANVIL_ACCOUNTS } from '@portico/testing';
import {
  connectWithWallet,
  createTestPortico,
  eip155ConnectorOf,
  newPageStorage,
  sdkStartupTimers,
  startWalletConnectStack,
  storeOf,
  waitFor,
  type WalletConnectStack,
} from './__fixtures__/walletConnectStack';
import type { WalletConnectEip1193Provider } from './index';

// A WalletConnect peer is untrusted (issue 15, point 10). Real parts: a Portico instance with
// the viem adapter and this connector, the local relay, the wallet-role test wallet and two
// anvil chains. The wallet plays the hostile peer: its metadata and its events are the attack.
jest.setTimeout(30_000);

let stack: WalletConnectStack;
const instances: Portico[] = [];
/** The peer metadata the wallet sends with its next approval. */
const walletMetadata = () =>
  (stack.wallet.client as unknown as { metadata: { redirect?: object } }).metadata;

const open = (options?: Parameters<typeof createTestPortico>[2]) => {
  const instance = createTestPortico(stack, newPageStorage(), options);
  instances.push(instance);
  return instance;
};

beforeAll(async () => {
  stack = await startWalletConnectStack();
}, 30_000);

afterAll(async () => {
  for (const instance of instances) instance.destroy();
  await stack?.stop();
  await sdkStartupTimers();
});

/** Signs on a phone and returns what the connector opened (window.open stubbed: no phone browser here). */
async function linksOpenedBySigning(redirect: { native?: string; universal?: string }) {
  walletMetadata().redirect = redirect;
  const phone = open({ platform: { isMobile: true } });
  await connectWithWallet(phone, stack.wallet);
  const opened: unknown[][] = [];
  const globals = globalThis as { window?: unknown };
  globals.window = { open: (...args: unknown[]) => opened.push(args) };
  try {
    await phone.getAdapter('eip155').signMessage({
      connector: eip155ConnectorOf(phone),
      address: stack.wallet.address,
      message: 'sign on a phone',
    });
  } finally {
    delete globals.window;
    delete walletMetadata().redirect;
  }
  await phone.disconnect();
  return opened;
}

describe('a hostile WalletConnect peer, on the local relay', () => {
  it("on a phone, a peer's https redirect.native (a phishing page) is never opened in the app's tab", async () => {
    const opened = await linksOpenedBySigning({
      native: 'https://phish.example/portico',
      universal: 'https://phish.example/portico',
    });
    expect(opened).toEqual([]);
  });

  it.each([
    ['x-safari-https://phish.example/'],
    ['ms-msdt:/id PCWDiagnostic'],
    ['googlechromes://phish.example/'],
  ])(
    "on a phone, a peer's redirect.native %j (an OS or browser handler) is never opened",
    async (native) => {
      expect(await linksOpenedBySigning({ native })).toEqual([]);
    },
  );

  it("on a phone, a peer's own custom scheme still opens the wallet after a request", async () => {
    const opened = await linksOpenedBySigning({ native: 'portico-test-wallet://wc' });
    expect(opened).toEqual([['portico-test-wallet://wc', '_self', 'noreferrer noopener']]);
  });

  it("accountsChanged with an account the session did not approve, or with 'hello', changes nothing; an approved one does", async () => {
    const portico = open();
    const { session } = await connectWithWallet(portico, stack.wallet);
    const account = () => portico.getAccount('eip155');
    const stranger = ANVIL_ACCOUNTS[0]!.address;
    const emit = (data: unknown) =>
      stack.wallet.client.emit({
        topic: session.topic,
        event: { name: 'accountsChanged', data },
        chainId: 'eip155:31337',
      });

    await emit([`eip155:31337:${stranger}`]);
    await emit([stranger]);
    await emit(['hello']);
    await emit(['eip155:31337:hello']);
    // The wallet now approves a second account; an event naming it is followed.
    const { eip155 } = session.namespaces;
    const { acknowledged } = await stack.wallet.client.update({
      topic: session.topic,
      namespaces: {
        eip155: {
          ...eip155!,
          accounts: [...eip155!.accounts, `eip155:31337:${stranger}`],
        },
      },
    });
    await acknowledged();
    // Events arrive in order: once the address moves, the earlier ones were read and dropped.
    expect(account()?.address).toBe(stack.wallet.address);
    await emit([stranger.toLowerCase()]);
    await waitFor(() => account()?.address === stranger, 'the approved account');
    expect(account()?.status).toBe('connected');
    await portico.disconnect();
  });

  it("a chain the wallet names 'eip155:abc' or 'eip155:01' is refused: eth_chainId never answers '0xNaN'", async () => {
    const portico = open();
    const { session } = await connectWithWallet(portico, stack.wallet);
    const { provider } = eip155ConnectorOf(portico) as Connector<WalletConnectEip1193Provider>;
    const chainIds: unknown[] = [];
    provider!.on('chainChanged', (chainId) => chainIds.push(chainId));
    const address = stack.wallet.address;
    const { eip155 } = session.namespaces;
    const { acknowledged } = await stack.wallet.client.update({
      topic: session.topic,
      namespaces: {
        eip155: {
          ...eip155!,
          chains: ['eip155:abc', 'eip155:01', ...eip155!.chains!],
          accounts: [`eip155:abc:${address}`, `eip155:01:${address}`, ...eip155!.accounts],
        },
      },
    });
    await acknowledged();
    for (const chainId of ['eip155:abc', 'eip155:01']) {
      await stack.wallet.client.emit({
        topic: session.topic,
        event: { name: 'chainChanged', data: chainId },
        chainId,
      });
    }
    // A valid move after the hostile ones: when it lands, the others were read and dropped.
    await stack.wallet.client.emit({
      topic: session.topic,
      event: { name: 'chainChanged', data: '0x7a6a' },
      chainId: 'eip155:31338',
    });
    await waitFor(
      () => portico.getNetwork('eip155').caipNetworkId === 'eip155:31338',
      'the valid chain',
    );
    await expect(provider!.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a');
    expect(chainIds).toEqual(['0x7a6a']);
    expect(storeOf(portico).getState().chains.eip155?.account?.status).toBe('connected');
    await portico.disconnect();
  });
});
