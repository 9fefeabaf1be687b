import { createPortico } from '@portico/core';
import { createMemoryStorage } from '@portico/core/testing';
import {
  ANVIL_ACCOUNTS,
  createTestWallet,
  startAnvilPair,
  type AnvilInstance,
} from '@portico/testing';
import type { Eip1193Provider } from './eip1193';
import { localNetwork } from './__fixtures__/localChain';
import { createViemTestLibrary } from './__fixtures__/viemTestLibrary';
import { evmAdapter } from './evmAdapter';

// An injected wallet is untrusted (issue 15, point 10): its events are checked on arrival.
// The wallet is the real EIP-1193 test wallet on anvil; the hostile part is a provider object
// around it that also lets the test emit what a malicious or buggy wallet would.

let nodes: [AnvilInstance, AnvilInstance] | undefined;

beforeAll(async () => {
  nodes = await startAnvilPair([31337, 31338]);
});
afterAll(async () => {
  await Promise.all(nodes?.map((node) => node.stop()) ?? []);
});

type Listener = (...args: unknown[]) => void;

/** The real wallet behind a provider whose events the test can also emit itself. */
function hostileWallet(wallet: Eip1193Provider) {
  const listeners = new Map<string, Set<Listener>>();
  const provider: Eip1193Provider = {
    request: (args) => wallet.request(args),
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      wallet.on?.(event, listener as never);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      wallet.removeListener?.(event, listener as never);
    },
  } as Eip1193Provider;
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };
  return { provider, emit };
}

async function connectedPortico() {
  const wallet = createTestWallet({ chains: [{ chainId: 31337, rpcUrl: nodes![0].url }] });
  const hostile = hostileWallet(wallet.provider);
  const portico = createPortico({
    networks: [localNetwork(nodes![0])],
    adapters: [
      evmAdapter(createViemTestLibrary(), {
        window: new EventTarget(),
        connectors: [{ id: 'injected-test', name: 'Injected', provider: hostile.provider }],
      }),
    ],
    storage: { backend: createMemoryStorage() },
    platform: { isMobile: false },
  });
  await portico.connect({ connectorId: 'injected-test', namespace: 'eip155' });
  return { portico, wallet, emit: hostile.emit };
}

describe('an injected EIP-1193 wallet that sends hostile accountsChanged events', () => {
  it('accountsChanged(["hello"]) does not become the connected address, nor a disconnect', async () => {
    const { portico, wallet, emit } = await connectedPortico();
    emit('accountsChanged', ['hello']);
    const account = portico.getAccount('eip155');
    expect(account?.status).toBe('connected');
    expect(account?.address).toBe(wallet.control.state.accounts[0]);
    portico.destroy();
  });

  it.each([
    [['0x12']],
    [['0xZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ']],
    [[ANVIL_ACCOUNTS[1]!.address.slice(2)]],
    [[` ${ANVIL_ACCOUNTS[1]!.address}`]],
    [[42, null, {}]],
  ])('accountsChanged(%j) with no valid address is ignored', async (accounts) => {
    const { portico, wallet, emit } = await connectedPortico();
    emit('accountsChanged', accounts);
    expect(portico.getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: wallet.control.state.accounts[0],
    });
    portico.destroy();
  });

  it('invalid entries are dropped and a valid address is taken as the wallet wrote it', async () => {
    const { portico, emit } = await connectedPortico();
    const next = ANVIL_ACCOUNTS[1]!.address.toLowerCase();
    emit('accountsChanged', ['hello', next]);
    expect(portico.getAccount('eip155')).toMatchObject({ status: 'connected', address: next });
    portico.destroy();
  });

  it('an empty list still disconnects (EIP-1193)', async () => {
    const { portico, emit } = await connectedPortico();
    emit('accountsChanged', []);
    expect(portico.getAccount('eip155')?.status).toBe('disconnected');
    portico.destroy();
  });
});
