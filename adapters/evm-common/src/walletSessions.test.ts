import { WalletRequestError, type AdapterEvent, type Connector } from '@portico/core';
import {
  ANVIL_ACCOUNTS,
  createTestWallet,
  startAnvil,
  type AnvilInstance,
  type TestWallet,
} from '@portico/testing';
import { ProviderNotFoundError } from './errors';
import { createWalletSessions, providerOf, reportedAccountType } from './walletSessions';

let node: AnvilInstance | undefined;
let wallet: TestWallet;
let events: AdapterEvent[];

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
});
afterAll(async () => {
  await node?.stop();
});
beforeEach(() => {
  wallet = createTestWallet({ chains: [{ chainId: 31337, rpcUrl: node!.url }] });
  events = [];
});

const connectorOf = (type: Connector['type'], id = 'w'): Connector => ({
  id,
  name: 'Wallet',
  type,
  chain: 'eip155',
  provider: wallet.provider,
});

const sessionsWith = () =>
  createWalletSessions({
    networks: [],
    emit: (event) => events.push(event),
    resolve: () => undefined,
    sharedConnectors: [],
  });

const accounts = () => wallet.request({ method: 'eth_requestAccounts' });

describe('createWalletSessions', () => {
  it('establishes a connection from the listed accounts: first address, chain id, EOA for announced wallets', async () => {
    const sessions = sessionsWith();
    const connection = await sessions.establish(
      connectorOf('ANNOUNCED'),
      wallet.provider,
      await accounts(),
    );
    expect(connection).toEqual({
      address: ANVIL_ACCOUNTS[0]!.address,
      chainId: 31337,
      accountType: 'eoa',
      accounts: [{ address: ANVIL_ACCOUNTS[0]!.address, type: 'eoa' }],
    });
    expect(sessions.accountTypeOf('w')).toBe('eoa');
    sessions.endAll();
  });

  it('forwards wallet events from establish until end', async () => {
    const sessions = sessionsWith();
    await sessions.establish(connectorOf('INJECTED'), wallet.provider, await accounts());
    wallet.control.setAccounts([ANVIL_ACCOUNTS[1]!.privateKey]);
    sessions.end('w');
    wallet.control.setAccounts([ANVIL_ACCOUNTS[2]!.privateKey]);
    expect(events).toEqual([
      { type: 'accountsChanged', connectorId: 'w', accounts: [ANVIL_ACCOUNTS[1]!.address] },
    ]);
  });

  it('refuses an answer without an EVM address', async () => {
    const sessions = sessionsWith();
    for (const listed of [[], ['not an address'], 'a string']) {
      await expect(
        sessions.establish(connectorOf('ANNOUNCED'), wallet.provider, listed),
      ).rejects.toBeInstanceOf(WalletRequestError);
    }
  });

  // Before, the adapter read core's store for this; now core passes the account type with each
  // signing request (see evmAdapter.connection.test.ts, the smartAccount signing failure).
  it("leaves an EXTERNAL wallet's account type to core: the wallet reported none", async () => {
    const sessions = sessionsWith();
    await sessions.establish(connectorOf('EXTERNAL', 'app'), wallet.provider, await accounts());
    expect(sessions.accountTypeOf('app')).toBeUndefined();
    expect(sessions.accountTypeOf('other')).toBeUndefined();
    sessions.endAll();
  });
});

describe('providerOf and reportedAccountType', () => {
  it("gives the connector's provider, or 'Provider not found'", () => {
    expect(providerOf(connectorOf('ANNOUNCED'))).toBe(wallet.provider);
    expect(() => providerOf({ ...connectorOf('ANNOUNCED'), provider: {} })).toThrow(
      ProviderNotFoundError,
    );
  });

  it('reports eoa for announced and injected wallets only', () => {
    expect(reportedAccountType(connectorOf('ANNOUNCED'))).toBe('eoa');
    expect(reportedAccountType(connectorOf('INJECTED'))).toBe('eoa');
    expect(reportedAccountType(connectorOf('EXTERNAL'))).toBeUndefined();
    expect(reportedAccountType(connectorOf('WALLET_CONNECT'))).toBeUndefined();
  });
});
