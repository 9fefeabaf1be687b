import { startAnvil, type AnvilInstance } from './anvil';
import { ANVIL_ACCOUNTS } from './anvilAccounts';
import { createTestWallet } from './testWallet';

let node: AnvilInstance;

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
});

afterAll(() => node?.stop());

const newWallet = () => createTestWallet({ chains: [{ chainId: 31337, rpcUrl: node.url }] });
const [first, second] = ANVIL_ACCOUNTS;

describe('test wallet: connection', () => {
  it('reports no accounts until eth_requestAccounts, then the key address and accountsChanged', async () => {
    const wallet = newWallet();
    const changes: unknown[] = [];
    wallet.on('accountsChanged', (accounts) => changes.push(accounts));
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([first!.address]);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([first!.address]);
    expect(changes).toEqual([[first!.address]]);
  });

  it('a wallet that approved the app before (authorized) answers eth_accounts at once, as after a reload', async () => {
    const wallet = createTestWallet({
      chains: [{ chainId: 31337, rpcUrl: node.url }],
      authorized: true,
    });
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([first!.address]);
  });

  it('answers eth_chainId as hex and net_version as decimal for the first chain', async () => {
    const wallet = newWallet();
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await wallet.request({ method: 'net_version' })).toBe('31337');
  });

  it('emits connect with the chain id after it is created', async () => {
    const wallet = newWallet();
    const connect = new Promise((resolve) => wallet.on('connect', resolve));
    await expect(connect).resolves.toEqual({ chainId: '0x7a69' });
  });

  it('keeps connection state per instance: two wallets do not share accounts', async () => {
    const a = newWallet();
    const b = createTestWallet({
      privateKey: second!.privateKey,
      chains: [{ chainId: 31337, rpcUrl: node.url }],
    });
    await a.request({ method: 'eth_requestAccounts' });
    expect(await b.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await b.request({ method: 'eth_requestAccounts' })).toEqual([second!.address]);
    expect(await a.request({ method: 'eth_accounts' })).toEqual([first!.address]);
  });

  it('grants, lists and revokes the eth_accounts permission; revoking empties the accounts', async () => {
    const wallet = newWallet();
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([]);
    const granted = await wallet.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    });
    expect(granted).toMatchObject([
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [first!.address] }],
      },
    ]);
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toHaveLength(1);
    const changes: unknown[] = [];
    wallet.on('accountsChanged', (accounts) => changes.push(accounts));
    await wallet.request({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    });
    expect(changes).toEqual([[]]);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('rejects a signature with 4100 before the dapp is connected', async () => {
    const wallet = newWallet();
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x68690a', first!.address] }),
    ).rejects.toMatchObject({ code: 4100 });
  });

  it('answers 4200 for methods it does not offer, and never forwards node-side signing', async () => {
    const wallet = newWallet();
    await wallet.request({ method: 'eth_requestAccounts' });
    await expect(wallet.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 4200,
    });
    await expect(wallet.request({ method: 'anvil_mine' })).rejects.toMatchObject({ code: 4200 });
  });
});

describe('test wallet: control', () => {
  it('rejectNext makes the next prompt fail with 4001 and the one after succeed', async () => {
    const wallet = newWallet();
    wallet.control.rejectNext();
    const rejected = wallet.request({ method: 'eth_requestAccounts' });
    await expect(rejected).rejects.toMatchObject({ code: 4001, message: expect.any(String) });
    await expect(rejected).rejects.toBeInstanceOf(Error);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([first!.address]);
  });

  it('rejectNext(method) rejects only that method; other prompts go through', async () => {
    const wallet = newWallet();
    wallet.control.rejectNext('personal_sign');
    await wallet.request({ method: 'eth_requestAccounts' });
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x68690a', first!.address] }),
    ).rejects.toMatchObject({ code: 4001 });
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x68690a', first!.address] }),
    ).resolves.toMatch(/^0x[0-9a-f]{130}$/);
  });

  it('rejectAll(true) rejects every prompt until rejectAll(false)', async () => {
    const wallet = newWallet();
    wallet.control.rejectAll(true);
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    });
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    });
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69'); // no prompt
    wallet.control.rejectAll(false);
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([first!.address]);
  });

  it('disconnect() emits accountsChanged([]) and disconnect (4900); reads then fail with 4900', async () => {
    const wallet = newWallet();
    await wallet.request({ method: 'eth_requestAccounts' });
    const events: [string, unknown][] = [];
    wallet.on('accountsChanged', (a) => events.push(['accountsChanged', a]));
    wallet.on('disconnect', (e) => events.push(['disconnect', e.code]));
    wallet.control.disconnect();
    expect(events).toEqual([
      ['accountsChanged', []],
      ['disconnect', 4900],
    ]);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
    await expect(wallet.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4900,
    });
  });

  it('eth_requestAccounts after disconnect() reconnects and emits connect', async () => {
    const wallet = newWallet();
    await wallet.request({ method: 'eth_requestAccounts' });
    wallet.control.disconnect();
    const connected = new Promise((resolve) => wallet.on('connect', resolve));
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([first!.address]);
    await expect(connected).resolves.toEqual({ chainId: '0x7a69' });
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x/);
  });

  it('setAccounts replaces the accounts and emits accountsChanged to a connected dapp', async () => {
    const wallet = newWallet();
    await wallet.request({ method: 'eth_requestAccounts' });
    const changes: unknown[] = [];
    wallet.on('accountsChanged', (accounts) => changes.push(accounts));
    wallet.control.setAccounts([second!.privateKey, first!.privateKey]);
    expect(changes).toEqual([[second!.address, first!.address]]);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([
      second!.address,
      first!.address,
    ]);
  });

  it('setDelay(ms) holds every answer for at least ms', async () => {
    const wallet = newWallet();
    wallet.control.setDelay(150);
    const started = Date.now();
    await wallet.request({ method: 'eth_chainId' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    wallet.control.setDelay(0);
  });

  it('removeListener stops delivering events to that listener', async () => {
    const wallet = newWallet();
    const seen: unknown[] = [];
    const listener = (accounts: unknown) => seen.push(accounts);
    wallet.on('accountsChanged', listener);
    wallet.removeListener('accountsChanged', listener);
    await wallet.request({ method: 'eth_requestAccounts' });
    expect(seen).toEqual([]);
  });
});
