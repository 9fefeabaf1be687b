import { createTestPortico, whenDiscovered } from '../__fixtures__/instance';
import { createToyChain, toyNetworks } from '../__fixtures__/toyChain';
import { BALANCE_CACHE_MS, BALANCE_RETRY_MS } from '../constants';
import type { Adapter, AdapterPlugin } from '../contracts/adapter';
import { TOKENS } from '../di/surface';

const TOY = 10n ** 6n; // toychain's native unit has 6 decimals

async function connectedToy(plugin?: (toy: ReturnType<typeof createToyChain>) => AdapterPlugin) {
  const toy = createToyChain();
  const portico = createTestPortico({ adapters: [plugin ? plugin(toy) : toy.plugin] });
  await whenDiscovered(portico);
  // Fake clocks from here on, so that the 30 s reads can be stepped through.
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
  toy.ledger.set(toy.wallet.address, 1234n * TOY + 567_890n);
  await portico.connect({ connectorId: 'toy-wallet' });
  const store = portico.resolve(TOKENS.state);
  const account = () => store.getState().chains.toychain!.account;
  const balanceShown = async (text: string | undefined) => {
    for (let tries = 0; tries < 100 && account().balance !== text; tries += 1) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    return account().balance;
  };
  return { toy, portico, account, balanceShown };
}

type GetBalance = Adapter['getBalance'];

/** The toychain plugin with its adapter's balance reads wrapped by `wrap`. */
const wrappingBalance =
  (wrap: (read: GetBalance) => GetBalance) => (toy: ReturnType<typeof createToyChain>) => ({
    ...toy.plugin,
    create(context: Parameters<AdapterPlugin['create']>[0]) {
      const adapter = toy.plugin.create(context);
      return { ...adapter, getBalance: wrap((params) => adapter.getBalance(params)) };
    },
  });

/** The toychain plugin whose adapter's first `failures` balance reads fail. */
const failingFirst = (failures: number) =>
  wrappingBalance((read) => {
    let left = failures;
    return (params) => (left-- > 0 ? Promise.reject(new Error('node down')) : read(params));
  });

afterEach(() => jest.useRealTimers());

describe('native balance in account state', () => {
  it('is read from the chain on connect, with 3 decimals rounded down and the symbol', async () => {
    const { account, balanceShown } = await connectedToy();
    expect(await balanceShown('1,234.567')).toBe('1,234.567');
    expect(account().balanceSymbol).toBe('TOY');
  });

  it('is read again on refreshBalance (after a send), and every 30 s while connected', async () => {
    const { toy, portico, balanceShown } = await connectedToy();
    await balanceShown('1,234.567');
    toy.ledger.set(toy.wallet.address, 5n * TOY);
    await portico.refreshBalance();
    expect(await balanceShown('5.000')).toBe('5.000');

    toy.ledger.set(toy.wallet.address, 7n * TOY);
    await jest.advanceTimersByTimeAsync(BALANCE_CACHE_MS - 1);
    expect(await balanceShown('7.000')).toBe('5.000'); // still the figure of the last read
    await jest.advanceTimersByTimeAsync(1);
    expect(await balanceShown('7.000')).toBe('7.000');
    portico.destroy();
  });

  it('is read for the new network after a switch, and cleared on disconnect', async () => {
    const { toy, portico, account, balanceShown } = await connectedToy();
    await balanceShown('1,234.567');
    toy.ledger.set(toy.wallet.address, 2n * TOY);
    await portico.switchNetwork(toyNetworks[1]);
    expect(await balanceShown('2.000')).toBe('2.000');
    await portico.disconnect();
    expect(account().balance).toBeUndefined();
    expect(account().balanceSymbol).toBeUndefined();
  });

  it('after a failed read, tries again after 30 s and shows the balance then', async () => {
    const { portico, balanceShown } = await connectedToy(failingFirst(1));
    await jest.advanceTimersByTimeAsync(BALANCE_RETRY_MS - 1);
    expect(await balanceShown('1,234.567')).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(await balanceShown('1,234.567')).toBe('1,234.567');
    portico.destroy();
  });

  it('drops an answer for an account the visitor has left', async () => {
    let release: () => void = () => undefined;
    const slow = wrappingBalance((read) => async (params) => {
      await new Promise<void>((resolve) => (release = resolve));
      return read(params);
    });
    const { portico, account } = await connectedToy(slow);
    await portico.disconnect();
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(account().status).toBe('disconnected');
    expect(account().balance).toBeUndefined();
  });

  it('stops reading when the instance is destroyed', async () => {
    const { toy, portico, account, balanceShown } = await connectedToy();
    await balanceShown('1,234.567');
    portico.destroy();
    toy.ledger.set(toy.wallet.address, 9n * TOY);
    await jest.advanceTimersByTimeAsync(BALANCE_CACHE_MS * 2);
    expect(account().balance).toBe('1,234.567');
  });
});
