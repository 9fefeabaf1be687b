/**
 * The wallet code is a lazy chunk (walletSession.ts): listing wallets never loads it, the first
 * connect does, once per adapter instance, and a chunk that fails to download fails that request
 * as a failed request and is fetched again on the next one. The download failure is a stand-in
 * (a Jest module factory that throws once, named so): a chunk cannot fail to download here. The
 * wallet is the real test extension; the network's SS58 prefix is known, so no node is needed.
 */
import {
  MESSAGES,
  SendFailedError,
  WalletRequestError,
  type AdapterEvent,
  type Connector,
} from '@portico/core';
import { westend } from '@portico/core/networks';
import { ALICE, installTestPolkadotExtension } from '@portico/testing/polkadot-wallet';
import { polkadotAdapter } from './polkadotAdapter';
import type * as WalletSessionModule from './walletSession';

const mockChunk = { failuresLeft: 0, loads: 0, sessions: 0 };

jest.mock('./walletSession', () => {
  // Stand-in for a failed download of the chunk: the module's loading throws.
  if (mockChunk.failuresLeft > 0) {
    mockChunk.failuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: walletSession.js');
  }
  mockChunk.loads += 1;
  const actual = jest.requireActual<typeof WalletSessionModule>('./walletSession');
  return {
    ...actual,
    createWalletSession: (...args: Parameters<typeof actual.createWalletSession>) => {
      mockChunk.sessions += 1;
      return actual.createWalletSession(...args);
    },
  };
});

async function setUp() {
  const window = new EventTarget();
  const extension = await installTestPolkadotExtension(window, {
    accounts: [ALICE],
    authorised: true,
  });
  const events: AdapterEvent[] = [];
  const adapter = polkadotAdapter({ window, appName: 'Portico tests' }).create({
    networks: [westend],
    emit: (event) => events.push(event),
    resolve: () => undefined,
    sharedConnectors: [],
  });
  const stop = adapter.watchConnectors();
  const listed = events.find((event) => event.type === 'connectors');
  const connector = (listed?.type === 'connectors' ? listed.connectors[0] : undefined) as Connector;
  return { adapter, connector, extension, stop };
}

// jest.resetModules() loads the @polkadot packages again in this process, and their
// duplicate-copy check warns of second copies that are the same files (not two versions): only
// those warnings are dropped.
const warn = console.warn.bind(console);
beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (/^@polkadot\/[\w-]+ has multiple versions/.test(String(args[0]))) return;
    warn(...args);
  });
});
afterAll(() => {
  jest.restoreAllMocks();
});

beforeEach(() => {
  jest.resetModules();
  Object.assign(mockChunk, { failuresLeft: 0, loads: 0, sessions: 0 });
});

describe('the Polkadot wallet chunk', () => {
  it('listing wallets and a disconnect before any connect load no wallet code; the first connect loads it, once per adapter instance', async () => {
    const { adapter, connector, stop } = await setUp();
    stop();
    expect(connector.id).toBe('polkadot-injected:portico-test');
    await adapter.disconnect({ connector });
    expect(mockChunk).toMatchObject({ loads: 0, sessions: 0 });

    const connection = await adapter.connect({ connector, network: westend });
    await adapter.signMessage({ connector, address: connection.address, message: 'Hello' });
    await adapter.reconnect({ connector, network: westend });
    expect(mockChunk).toMatchObject({ loads: 1, sessions: 1 });

    const second = await setUp();
    await second.adapter.connect({ connector: second.connector, network: westend });
    expect(mockChunk.sessions).toBe(2);
  });

  it("a chunk that fails to download fails the connect ('An error occurred') and the send (its failed-send text); the next use fetches it again", async () => {
    const { adapter, connector } = await setUp();
    mockChunk.failuresLeft = 1;
    const connect = adapter.connect({ connector, network: westend });
    await expect(connect).rejects.toBeInstanceOf(WalletRequestError);
    await expect(connect).rejects.toThrow(MESSAGES.anErrorOccurred);

    mockChunk.failuresLeft = 1;
    const other = await setUp();
    const send = other.adapter.sendTransaction({
      connector: other.connector,
      network: westend,
      from: 'a',
      to: 'b',
      value: 1n,
    });
    await expect(send).rejects.toBeInstanceOf(SendFailedError);
    await expect(send).rejects.toThrow(MESSAGES.solanaSendFailed);

    const connection = await adapter.connect({ connector, network: westend });
    expect(connection.accounts).toHaveLength(1);
    expect(mockChunk.loads).toBe(1);
  });
});
