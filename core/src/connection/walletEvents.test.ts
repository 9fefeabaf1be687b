import { createTestPortico, whenDiscovered } from '../__fixtures__/instance';
import { createToyChain } from '../__fixtures__/toyChain';
import { defineNetwork } from '../networks/network';

// Issue 15, point 10, defence in depth: whatever adapter forwards a wallet's accountsChanged,
// core keeps only addresses valid in the namespace. The toy chain (core's stand-in wallet, no
// real chain here) is registered under the solana and eip155 namespaces for this.

const SOLANA_KEY = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

async function connectedAs(namespace: 'solana' | 'eip155') {
  const toy = createToyChain({ namespace });
  const network = defineNetwork({
    id: namespace === 'eip155' ? 31_337 : 'toy-1',
    chainNamespace: namespace,
    name: `Stand-in ${namespace}`,
    nativeCurrency: { name: 'Toy', symbol: 'TOY', decimals: 6 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9/toy'] } },
  });
  if (namespace === 'eip155') toy.wallet.chainId = '31337';
  const portico = createTestPortico({ adapters: [toy.plugin], networks: [network] });
  await whenDiscovered(portico);
  await portico.connect({ connectorId: 'toy-wallet' });
  const emit = (accounts: unknown[]) =>
    toy.emit({
      type: 'accountsChanged',
      connectorId: 'toy-wallet',
      accounts: accounts as string[],
    });
  return { portico, emit, address: toy.wallet.address };
}

describe("core's check of a wallet's accountsChanged", () => {
  it('solana: ["hello"] and other non-keys change nothing; a 32-byte base58 key is taken', async () => {
    const { portico, emit, address } = await connectedAs('solana');
    emit(['hello']);
    emit(['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'a:b', '', 42]);
    expect(portico.getAccount('solana')).toMatchObject({ status: 'connected', address });
    emit(['hello', SOLANA_KEY]);
    expect(portico.getAccount('solana')).toMatchObject({
      status: 'connected',
      address: SOLANA_KEY,
      caipAddress: `solana:toy-1:${SOLANA_KEY}`,
    });
    portico.destroy();
  });

  it('eip155: ["hello"] changes nothing; a lower-case address is taken as written; [] disconnects', async () => {
    const { portico, emit, address } = await connectedAs('eip155');
    emit(['hello']);
    expect(portico.getAccount('eip155')).toMatchObject({ status: 'connected', address });
    emit([EVM.toLowerCase()]);
    expect(portico.getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: EVM.toLowerCase(),
    });
    emit([]);
    expect(portico.getAccount('eip155')?.status).toBe('disconnected');
    portico.destroy();
  });
});
