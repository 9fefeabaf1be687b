/**
 * The wallet code is a lazy chunk (walletSession.ts): listing wallets never loads it, the first
 * connect does, once per adapter instance, and a chunk that fails to download fails that request
 * as a failed request and is fetched again on the next one. The download failure is a stand-in
 * (a Jest module factory that throws once, named so): a chunk cannot fail to download here. The
 * wallet is the real Bitcoin test wallet.
 */
import {
  MESSAGES,
  SendFailedError,
  WalletRequestError,
  type AdapterContext,
  type AdapterEvent,
} from '@portico/core';
import { BITCOIN_REGTEST_REFERENCE, defineNetwork } from '@portico/core/networks';
import { createBitcoinTestWallet } from '@portico/testing/bitcoin-wallet';
import { bitcoinAdapter } from './bitcoinAdapter';
import { bitcoinStandardConnector } from './walletStandard/standardWallet';
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

const network = defineNetwork({
  id: BITCOIN_REGTEST_REFERENCE,
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});

function setup() {
  const events: AdapterEvent[] = [];
  const context: AdapterContext = {
    networks: [network],
    emit: (event) => events.push(event),
    resolve: () => undefined,
    sharedConnectors: [],
  };
  const testWallet = createBitcoinTestWallet({ network: 'regtest' });
  const connector = bitcoinStandardConnector(testWallet.wallet)!;
  const adapter = bitcoinAdapter({ window: new EventTarget() }).create(context);
  return { adapter, connector, testWallet, events };
}

beforeEach(() => {
  jest.resetModules();
  Object.assign(mockChunk, { failuresLeft: 0, loads: 0, sessions: 0 });
});

describe('the Bitcoin wallet chunk', () => {
  it('listing wallets and a disconnect before any connect load no wallet code; the first connect loads it, once per adapter instance', async () => {
    const { adapter, connector, testWallet } = setup();
    adapter.watchConnectors()();
    await adapter.disconnect({ connector });
    expect(mockChunk).toMatchObject({ loads: 0, sessions: 0 });

    const connection = await adapter.connect({ connector, network });
    expect(connection.address).toBe(testWallet.paymentAddress);
    await adapter.signMessageWithScheme!({
      connector,
      address: connection.address,
      message: 'Hello',
    });
    expect(await adapter.reconnect({ connector, network })).toMatchObject({
      address: testWallet.paymentAddress,
    });
    expect(mockChunk).toMatchObject({ loads: 1, sessions: 1 });

    // A second Portico instance: its own session, the module already there.
    const other = setup();
    await other.adapter.connect({ connector: other.connector, network });
    expect(mockChunk).toMatchObject({ loads: 1, sessions: 2 });
    adapter.destroy!();
    other.adapter.destroy!();
  });

  it('a chunk that fails to download fails the connect (‘An error occurred’) and is fetched again on the next connect, which connects', async () => {
    const { adapter, connector, testWallet } = setup();
    mockChunk.failuresLeft = 1;

    const failed = adapter.connect({ connector, network });
    await expect(failed).rejects.toBeInstanceOf(WalletRequestError);
    await expect(failed).rejects.toMatchObject({
      message: MESSAGES.anErrorOccurred,
      method: 'connect',
      cause: expect.objectContaining({ name: 'TypeError' }),
    });
    expect(testWallet.prompts()).toEqual([]);

    const connection = await adapter.connect({ connector, network });
    expect(connection.address).toBe(testWallet.paymentAddress);
    expect(mockChunk).toMatchObject({ loads: 1, sessions: 1 });
    adapter.destroy!();
  });

  it('a send whose chunk fails to download is a failed send (its text); a sign-in message’s is a failed request', async () => {
    const { adapter, connector, testWallet } = setup();
    mockChunk.failuresLeft = 2;
    const send = adapter.sendTransaction({
      connector,
      network,
      from: testWallet.paymentAddress,
      to: testWallet.paymentAddress,
      value: 1000n,
    });
    await expect(send).rejects.toBeInstanceOf(SendFailedError);
    await expect(send).rejects.toMatchObject({ message: MESSAGES.solanaSendFailed });
    await expect(
      adapter.signMessageWithScheme!({
        connector,
        address: testWallet.paymentAddress,
        message: 'x',
      }),
    ).rejects.toMatchObject({ name: 'WalletRequestError', method: 'signMessage' });
    expect(mockChunk).toMatchObject({ loads: 0, sessions: 0 });
    adapter.destroy!();
  });
});
