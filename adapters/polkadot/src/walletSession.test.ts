/**
 * The wallet chunk's own steps, on networks whose SS58 prefix is known (Polkadot 0, Kusama 2)
 * or given in the options, so no node is reached: the chain chunk is replaced by a stand-in
 * that fails the test if it is ever loaded (named so). The wallet is the real test extension.
 */
import {
  ChainNotSupportedError,
  TokenSendNotSupportedError,
  type AdapterEvent,
  type Connector,
} from '@portico/core';
import { defineNetwork, kusama, polkadot } from '@portico/core/networks';
import {
  addressOfKey,
  ALICE,
  BOB,
  CHARLIE_ED25519,
  installTestPolkadotExtension,
  type TestAccountSpec,
} from '@portico/testing/polkadot-wallet';
import { PolkadotSendDataError } from './errors';
import { polkadotAdapter } from './polkadotAdapter';

const chainLoads = { count: 0 };
// A stand-in for the chain chunk: these steps must never need it.
jest.mock('./chain/polkadotChain', () => ({
  loadPolkadotChain: () => {
    chainLoads.count += 1;
    return Promise.reject(new Error('stand-in: the chain chunk must not be loaded here'));
  },
}));

const POLKADOT_GENESIS = `0x${polkadot.id}${'0'.repeat(32)}`;
const custom = defineNetwork({
  id: 'c0ffee00c0ffee00c0ffee00c0ffee00',
  chainNamespace: 'polkadot',
  name: 'Custom Parachain',
  nativeCurrency: { name: 'Custom', symbol: 'CST', decimals: 12 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'], webSocket: ['ws://127.0.0.1:1'] } },
});

async function setUp(accounts: readonly TestAccountSpec[] = [ALICE, CHARLIE_ED25519]) {
  const window = new EventTarget();
  const extension = await installTestPolkadotExtension(window, { accounts, authorised: true });
  const events: AdapterEvent[] = [];
  const adapter = polkadotAdapter({
    window,
    appName: 'Portico tests',
    ss58Prefixes: { [custom.caipNetworkId]: 7 },
  }).create({
    networks: [polkadot, kusama, custom],
    emit: (event) => events.push(event),
    resolve: () => undefined,
    sharedConnectors: [],
  });
  adapter.watchConnectors();
  const listed = events.find((event) => event.type === 'connectors');
  const connector = (listed?.type === 'connectors' ? listed.connectors[0] : undefined) as Connector;
  return { extension, events, adapter, connector };
}

beforeEach(() => {
  chainLoads.count = 0;
});
afterEach(() => {
  expect(chainLoads.count).toBe(0);
});

describe('the Polkadot wallet chunk', () => {
  it('shows the accounts in the prefix of the network connected to: Polkadot 0, Kusama 2, an option’s prefix', async () => {
    for (const [network, prefix] of [
      [polkadot, 0],
      [kusama, 2],
      [custom, 7],
    ] as const) {
      const { adapter, connector } = await setUp();
      const connection = await adapter.connect({ connector, network });
      expect(connection.accounts?.map((account) => account.address)).toEqual([
        await addressOfKey(ALICE, prefix),
        await addressOfKey(CHARLIE_ED25519, prefix),
      ]);
      adapter.destroy?.();
    }
  });

  it('a reconnect whose preferred address the wallet no longer gives comes back on its first account', async () => {
    const { adapter, connector } = await setUp();
    const connection = await adapter.reconnect({
      connector,
      network: polkadot,
      preferredAddress: await addressOfKey(BOB, 0),
    });
    expect(connection?.address).toBe(await addressOfKey(ALICE, 0));
  });

  it('a network switch reads the accounts for the new chain: new prefix, accounts restricted to the old chain gone', async () => {
    const { events, adapter, connector } = await setUp([
      { ...ALICE, genesisHash: POLKADOT_GENESIS },
      CHARLIE_ED25519,
    ]);
    const connection = await adapter.connect({ connector, network: polkadot });
    expect(connection.accounts).toHaveLength(2);
    await adapter.switchNetwork({ connector, network: kusama });
    expect(events.filter((event) => event.type === 'accountsChanged')).toEqual([
      {
        type: 'accountsChanged',
        connectorId: connector.id,
        accounts: [await addressOfKey(CHARLIE_ED25519, 2)],
      },
    ]);
  });

  it("a switch to a chain where the wallet has no account is refused ('Chain is not supported')", async () => {
    const { events, adapter, connector } = await setUp([
      { ...ALICE, genesisHash: POLKADOT_GENESIS },
    ]);
    await adapter.connect({ connector, network: polkadot });
    await expect(adapter.switchNetwork({ connector, network: kusama })).rejects.toBeInstanceOf(
      ChainNotSupportedError,
    );
    expect(events.filter((event) => event.type === 'accountsChanged')).toEqual([]);
  });

  it('refuses a send with call data and a token send before anything reaches the chain or the wallet', async () => {
    const { extension, adapter, connector } = await setUp();
    const { address } = await adapter.connect({ connector, network: polkadot });
    const transfer = { connector, network: polkadot, from: address, to: address, value: 1n };
    await expect(adapter.sendTransaction({ ...transfer, data: '0x1234' })).rejects.toBeInstanceOf(
      PolkadotSendDataError,
    );
    await expect(
      adapter.estimateFee!({
        connector,
        network: polkadot,
        from: address,
        to: address,
        token: { address: '1984', decimals: 6, symbol: 'USDT' },
        amount: 1n,
      }),
    ).rejects.toBeInstanceOf(TokenSendNotSupportedError);
    expect(extension.prompts).toEqual([]);
  });
});
