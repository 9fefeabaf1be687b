import { createTestPortico, whenDiscovered } from '../__fixtures__/instance';
import { createToyChain } from '../__fixtures__/toyChain';
import type { Portico } from '../portico';
import type { BalanceInfo } from './balanceReader';

const TOY = 10n ** 6n; // toychain's native unit has 6 decimals
const NOTHING = { balance: undefined, balanceSymbol: undefined };

/** A toychain instance and every balance its `subscribeBalance` delivered, in order. */
async function toyInstance() {
  const toy = createToyChain();
  toy.ledger.set(toy.wallet.address, 5n * TOY);
  const portico = createTestPortico({ adapters: [toy.plugin] });
  await whenDiscovered(portico);
  const delivered: BalanceInfo[] = [];
  portico.subscribeBalance((balance) => delivered.push(balance));
  return { toy, portico, delivered };
}

/** Settles with the next balance `portico` delivers for which `done` holds. */
const nextBalance = (portico: Portico, done: (balance: BalanceInfo) => boolean) =>
  new Promise<BalanceInfo>((resolve) => {
    const stop = portico.subscribeBalance((balance) => {
      if (!done(balance)) return;
      stop();
      resolve(balance);
    });
  });

describe('getBalance and subscribeBalance (the public path to the balance in account state)', () => {
  it("give the connected account's balance and symbol read from the chain, each change, and nothing after a disconnect", async () => {
    const { toy, portico, delivered } = await toyInstance();
    expect(portico.getBalance()).toEqual(NOTHING);

    const first = nextBalance(portico, (balance) => balance.balance !== undefined);
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(await first).toEqual({ balance: '5.000', balanceSymbol: 'TOY' });
    expect(portico.getBalance()).toBe(await first);
    expect(portico.getBalance('toychain')).toBe(await first);

    toy.ledger.set(toy.wallet.address, 7n * TOY + 123_456n);
    await portico.refreshBalance();
    expect(portico.getBalance()).toEqual({ balance: '7.123', balanceSymbol: 'TOY' });

    await portico.disconnect();
    expect(portico.getBalance()).toEqual(NOTHING);
    expect(delivered).toEqual([
      { balance: '5.000', balanceSymbol: 'TOY' },
      { balance: '7.123', balanceSymbol: 'TOY' },
      NOTHING,
    ]);
    portico.destroy();
  });

  it('keep their object, and call no listener, when something other than the balance changes', async () => {
    const { portico, delivered } = await toyInstance();
    const shown = nextBalance(portico, (balance) => balance.balance !== undefined);
    await portico.connect({ connectorId: 'toy-wallet' });
    const balance = await shown;
    const calls = delivered.length;

    await portico.open();
    portico.setThemeMode('dark');
    await portico.refreshBalance(); // the same figure again
    expect(portico.getBalance()).toBe(balance);
    expect(delivered).toHaveLength(calls);
    portico.destroy();
  });

  it('a namespace with no account (unknown, or without an adapter) has no balance', () => {
    const portico = createTestPortico({ adapters: [createToyChain().plugin] });
    const noAdapter = createTestPortico({});
    expect(portico.getBalance('nochain')).toEqual(NOTHING);
    expect(noAdapter.getBalance()).toEqual(NOTHING);
    portico.destroy();
    noAdapter.destroy();
  });
});
