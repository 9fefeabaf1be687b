/**
 * A balance held in parts (Balance.parts, polkadot): account state keeps the total as
 * `balance` and what can be sent now as `balanceTransferable`, both formatted alike; a balance
 * without parts leaves balanceTransferable undefined. The adapter is core's toy chain (a
 * stand-in chain) answering with parts.
 */
import { createTestPortico, whenDiscovered } from '../__fixtures__/instance';
import { createPickerChain } from '../__fixtures__/pickerChain';
import type { Portico } from '../portico';

const TOY = 10n ** 6n; // toychain's native unit has 6 decimals

async function balanceRead(portico: Portico) {
  for (let turn = 0; turn < 200 && portico.getBalance().balance === undefined; turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  return portico.getBalance();
}

describe('a balance in parts', () => {
  it('shows the total as the balance and what can be sent now as balanceTransferable', async () => {
    const chain = createPickerChain({
      parts: { free: 4n * TOY, reserved: TOY, transferable: 3n * TOY + 250_000n },
    });
    chain.ledger.set(chain.wallet.address, 5n * TOY);
    const portico = createTestPortico({ adapters: [chain.plugin] });
    await whenDiscovered(portico);
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(await balanceRead(portico)).toEqual({
      balance: '5.000',
      balanceSymbol: 'TOY',
      balanceTransferable: '3.250',
    });
    portico.destroy();
  });

  it('leaves balanceTransferable undefined where the balance has no parts', async () => {
    const chain = createPickerChain();
    const portico = createTestPortico({ adapters: [chain.plugin] });
    await whenDiscovered(portico);
    await portico.connect({ connectorId: 'toy-wallet' });
    const read = await balanceRead(portico);
    expect(read.balance).toBe('5.000');
    expect(read.balanceTransferable).toBeUndefined();
    portico.destroy();
  });
});
