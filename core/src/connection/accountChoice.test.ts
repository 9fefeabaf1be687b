/**
 * The visitor's choice among a wallet's accounts (switchAccount, accountPicker): the active
 * account changes in one write before its event, an address the wallet did not give is
 * refused, and the choice comes back with a reload's reconnect. The wallet is core's toy
 * chain (a stand-in for a polkadot extension, which gives every account it holds).
 */
import { createTestPortico, whenDiscovered } from '../__fixtures__/instance';
import { createPickerChain, type PickerChainOptions } from '../__fixtures__/pickerChain';
import { AccountNotInConnectionError } from '../errors/accountErrors';
import { NoActiveCaipAddressError } from '../errors/errors';
import type { PorticoEvent } from '../events/events';
import { createMemoryStorage } from '../testing/memoryStorage';

async function connected(options: PickerChainOptions = {}, backend = createMemoryStorage()) {
  const chain = createPickerChain(options);
  const portico = createTestPortico({ adapters: [chain.plugin] }, backend);
  await whenDiscovered(portico);
  await portico.connect({ connectorId: 'toy-wallet' });
  const events: PorticoEvent[] = [];
  portico.subscribeEvents((event) => events.push(event));
  return { chain, portico, events, backend };
}

describe('switchAccount', () => {
  it("makes another of the wallet's accounts active: state first, then ACCOUNT_CHANGED; the list keeps its order", async () => {
    const { chain, portico, events } = await connected();
    const chosen = chain.accounts[2]!.address;
    let seenAtEvent: string | undefined;
    portico.subscribeEvents((event) => {
      if (event.type === 'ACCOUNT_CHANGED') seenAtEvent = portico.getAccount()?.address;
    });
    await portico.switchAccount({ namespace: 'toychain', address: chosen });
    expect(portico.getAccount()).toMatchObject({
      status: 'connected',
      address: chosen,
      caipAddress: `toychain:toy-1:${chosen}`,
    });
    expect(portico.getAccount()?.allAccounts.map((account) => account.address)).toEqual(
      chain.accounts.map((account) => account.address),
    );
    expect(seenAtEvent).toBe(chosen);
    expect(events.filter((event) => event.type === 'ACCOUNT_CHANGED')).toEqual([
      expect.objectContaining({
        data: { namespace: 'toychain', caipAddress: `toychain:toy-1:${chosen}` },
      }),
    ]);
    portico.destroy();
  });

  it('choosing the account already active changes nothing and sends no event', async () => {
    const { chain, portico, events } = await connected();
    await portico.switchAccount({ namespace: 'toychain', address: chain.wallet.address });
    expect(portico.getAccount()?.address).toBe(chain.wallet.address);
    expect(events.some((event) => event.type === 'ACCOUNT_CHANGED')).toBe(false);
    portico.destroy();
  });

  it('refuses an address the wallet did not give with AccountNotInConnectionError; nothing changes', async () => {
    const { chain, portico, events } = await connected();
    const stranger = `toy${'a'.repeat(64)}`;
    const attempt = portico.switchAccount({ namespace: 'toychain', address: stranger });
    await expect(attempt).rejects.toBeInstanceOf(AccountNotInConnectionError);
    await expect(attempt).rejects.toMatchObject({
      code: 'ACCOUNT_NOT_IN_CONNECTION',
      message: `The account ${stranger} is not one of the connected wallet's toychain accounts`,
    });
    expect(portico.getAccount()?.address).toBe(chain.wallet.address);
    expect(events).toEqual([]);
    portico.destroy();
  });

  it('refuses with NoActiveCaipAddressError when the namespace has no connected account', async () => {
    const chain = createPickerChain();
    const portico = createTestPortico({ adapters: [chain.plugin] });
    await whenDiscovered(portico);
    await expect(
      portico.switchAccount({ namespace: 'toychain', address: chain.wallet.address }),
    ).rejects.toBeInstanceOf(NoActiveCaipAddressError);
    await expect(
      portico.switchAccount({ namespace: 'nochain', address: chain.wallet.address }),
    ).rejects.toBeInstanceOf(NoActiveCaipAddressError);
    portico.destroy();
  });
});

describe('the choice across a reload', () => {
  it('is handed to the reconnect as preferredAddress and made active although the wallet lists it last', async () => {
    const { chain, portico, backend } = await connected();
    const chosen = chain.accounts[2]!.address;
    await portico.switchAccount({ namespace: 'toychain', address: chosen });
    portico.destroy();

    const reloaded = createTestPortico({ adapters: [chain.plugin] }, backend);
    await reloaded.ready;
    expect(chain.reconnects.map((params) => params.preferredAddress)).toEqual([chosen]);
    expect(reloaded.getAccount()).toMatchObject({
      status: 'connected',
      address: chosen,
      caipAddress: `toychain:toy-1:${chosen}`,
    });
    expect(reloaded.getAccount()?.allAccounts).toHaveLength(3);
    reloaded.destroy();
  });

  it('a chosen account the wallet no longer gives is passed on and ignored: its first account is active', async () => {
    const { chain, portico, backend } = await connected({ extra: 2 });
    await portico.switchAccount({ namespace: 'toychain', address: chain.accounts[1]!.address });
    portico.destroy();

    const fewer = createPickerChain({ extra: 0 }); // the same site, a wallet with one account
    fewer.wallet.approved = true;
    const reloaded = createTestPortico({ adapters: [fewer.plugin] }, backend);
    await reloaded.ready;
    expect(fewer.reconnects[0]?.preferredAddress).toBe(chain.accounts[1]!.address);
    expect(reloaded.getAccount()).toMatchObject({
      status: 'connected',
      address: fewer.wallet.address,
    });
    reloaded.destroy();
  });

  it('a new connect forgets the last choice, and a disconnect forgets it too', async () => {
    const { chain, portico, backend } = await connected();
    await portico.switchAccount({ namespace: 'toychain', address: chain.accounts[1]!.address });
    expect(backend.getItem('@portico/preferredAccounts')).toContain(chain.accounts[1]!.address);
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(portico.getAccount()?.address).toBe(chain.wallet.address);
    expect(JSON.parse(backend.getItem('@portico/preferredAccounts') ?? '{}')).toEqual({});

    await portico.switchAccount({ namespace: 'toychain', address: chain.accounts[2]!.address });
    await portico.disconnect('toychain');
    expect(JSON.parse(backend.getItem('@portico/preferredAccounts') ?? '{}')).toEqual({});
    portico.destroy();

    const reloaded = createTestPortico({ adapters: [chain.plugin] }, backend);
    await reloaded.ready;
    expect(chain.reconnects.every((params) => params.preferredAddress === undefined)).toBe(true);
    reloaded.destroy();
  });
});

describe("the wallet's names for its accounts", () => {
  it('are kept through the wallet-name rules: invisible and control characters go, an empty name is dropped', async () => {
    const { chain, portico } = await connected({
      names: ['Main\u202E account\u200B', '\u200B\u2066', 'Savings\n\tpot'],
    });
    expect(portico.getAccount()?.allAccounts).toEqual([
      { address: chain.accounts[0]!.address, type: 'eoa', name: 'Main account' },
      { address: chain.accounts[1]!.address, type: 'eoa' },
      { address: chain.accounts[2]!.address, type: 'eoa', name: 'Savings pot' },
    ]);
    portico.destroy();
  });

  it("stay with their accounts when the wallet's list changes (its event carries addresses only)", async () => {
    const { chain, portico } = await connected({ names: ['Main', 'Second', 'Third'] });
    const [first, , third] = chain.accounts.map((account) => account.address);
    const newcomer = `toy${'b'.repeat(64)}`;
    chain.emit({
      type: 'accountsChanged',
      connectorId: 'toy-wallet',
      accounts: [third!, newcomer, first!],
    });
    expect(portico.getAccount()?.allAccounts).toEqual([
      { address: third, type: 'eoa', name: 'Third' },
      { address: newcomer, type: 'eoa' },
      { address: first, type: 'eoa', name: 'Main' },
    ]);
    portico.destroy();
  });
});

describe("a change of the wallet's list", () => {
  it("keeps the visitor's choice while the list still holds it, with no ACCOUNT_CHANGED", async () => {
    const { chain, portico, events } = await connected();
    const [, second, third] = chain.accounts.map((account) => account.address);
    await portico.switchAccount({ namespace: 'toychain', address: second! });
    events.length = 0;
    chain.emit({ type: 'accountsChanged', connectorId: 'toy-wallet', accounts: [third!, second!] });
    expect(portico.getAccount()?.address).toBe(second);
    expect(portico.getAccount()?.allAccounts.map((account) => account.address)).toEqual([
      third,
      second,
    ]);
    expect(events.some((event) => event.type === 'ACCOUNT_CHANGED')).toBe(false);
    portico.destroy();
  });

  it("takes the list's first account once the chosen one is gone", async () => {
    const { chain, portico, events } = await connected();
    const [first, second, third] = chain.accounts.map((account) => account.address);
    await portico.switchAccount({ namespace: 'toychain', address: second! });
    events.length = 0;
    chain.emit({ type: 'accountsChanged', connectorId: 'toy-wallet', accounts: [third!, first!] });
    expect(portico.getAccount()?.address).toBe(third);
    expect(events.filter((event) => event.type === 'ACCOUNT_CHANGED')).toHaveLength(1);
    portico.destroy();
  });

  it("without accountPicker takes the list's first account, as for every other namespace", async () => {
    const { chain, portico } = await connected({ accountPicker: false });
    const [first, second] = chain.accounts.map((account) => account.address);
    chain.emit({ type: 'accountsChanged', connectorId: 'toy-wallet', accounts: [second!, first!] });
    expect(portico.getAccount()?.address).toBe(second);
    portico.destroy();
  });
});
