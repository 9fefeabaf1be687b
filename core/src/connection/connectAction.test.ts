import { createTestPortico, whenDiscovered } from '../__fixtures__/instance';
import { createToyChain, toyNetworks } from '../__fixtures__/toyChain';
import { TOKENS } from '../di/surface';
import type { NetworkInfo } from '../readers/networkReader';

/** A toy wallet that stays on toy-2 whatever network the app starts on (toy-1). */
async function walletOnOtherChain() {
  const toy = createToyChain();
  toy.wallet.stuckOnChainId = 'toy-2';
  const balanceReads: string[] = [];
  const plugin = {
    ...toy.plugin,
    create: (context: Parameters<typeof toy.plugin.create>[0]) => {
      const adapter = toy.plugin.create(context);
      const getBalance = adapter.getBalance.bind(adapter);
      adapter.getBalance = (params) => {
        balanceReads.push(params.network.caipNetworkId);
        return getBalance(params);
      };
      return adapter;
    },
  };
  const portico = createTestPortico({ adapters: [plugin], defaultNetwork: toyNetworks[0] });
  await whenDiscovered(portico);
  return { toy, portico, balanceReads };
}

describe('connect is one action', () => {
  it('returns where it connected: account, network and account type', async () => {
    const { toy, portico } = await walletOnOtherChain();
    const result = await portico.connect({ connectorId: 'toy-wallet' });
    expect(result).toEqual({
      namespace: 'toychain',
      connectorId: 'toy-wallet',
      address: toy.wallet.address,
      caipAddress: `toychain:toy-2:${toy.wallet.address}`,
      accountType: 'eoa',
      caipNetworkId: 'toychain:toy-2',
      unsupportedChainId: undefined,
    });
  });

  it('a CONNECT_SUCCESS listener already sees the network the wallet is on', async () => {
    const { portico } = await walletOnOtherChain();
    const seen: NetworkInfo[] = [];
    portico.subscribeEvents((event) => {
      if (event.type === 'CONNECT_SUCCESS') seen.push(portico.getNetwork());
    });
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(seen.map((network) => network.caipNetworkId)).toEqual(['toychain:toy-2']);
  });

  it('state never holds the new account on the old network: one write sets both', async () => {
    const { portico } = await walletOnOtherChain();
    const states: string[] = [];
    portico.resolve(TOKENS.state).subscribe(
      ({ chains }) => `${chains.toychain?.account.status} on ${chains.toychain?.caipNetworkId}`,
      (seen) => states.push(seen),
    );
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(states).toEqual(['connecting on toychain:toy-1', 'connected on toychain:toy-2']);
  });

  it("the first balance read goes to the wallet's network, never the one it left", async () => {
    const { portico, balanceReads } = await walletOnOtherChain();
    const balance = new Promise((resolve) => portico.subscribeBalance(resolve));
    await portico.connect({ connectorId: 'toy-wallet' });
    await balance;
    expect(balanceReads).toEqual(['toychain:toy-2']);
  });

  it('closing the modal after a connect is the modal layer’s: a connect without the modal opens nothing', async () => {
    const { portico } = await walletOnOtherChain();
    const modalEvents: string[] = [];
    portico.subscribeEvents((event) => {
      if (event.type.startsWith('MODAL_')) modalEvents.push(event.type);
    });
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(modalEvents).toEqual([]);

    await portico.disconnect();
    portico.open();
    await portico.connect({ connectorId: 'toy-wallet' });
    expect(portico.getState().open).toBe(false);
    expect(modalEvents).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']);
  });
});
