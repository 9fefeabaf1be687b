import {
  announceEip6963Provider,
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  type Eip6963ProviderDetail,
} from './eip6963';
import { createTestWallet } from './testWallet';

// No node is needed: announcing sends no RPC traffic, and eth_chainId is answered locally.
const newWallet = () =>
  createTestWallet({
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
    announce: {
      uuid: '350670db-19fa-4704-a166-e52e178b59d2',
      name: 'Portico Test Wallet',
      icon: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
      rdns: 'dev.portico.testwallet',
    },
  });

function collectAnnouncements(target: EventTarget): Eip6963ProviderDetail[] {
  const seen: Eip6963ProviderDetail[] = [];
  target.addEventListener(EIP6963_ANNOUNCE_EVENT, (event) =>
    seen.push((event as CustomEvent<Eip6963ProviderDetail>).detail),
  );
  return seen;
}

describe('EIP-6963 announcement on a plain EventTarget (Node, no browser)', () => {
  it('announces at once with a frozen { info, provider } detail', async () => {
    const target = new EventTarget();
    const seen = collectAnnouncements(target);
    const wallet = newWallet();
    const stop = wallet.announceEip6963(target);
    expect(seen).toHaveLength(1);
    const [detail] = seen;
    expect(Object.isFrozen(detail)).toBe(true);
    expect(Object.isFrozen(detail!.info)).toBe(true);
    expect(detail!.info).toEqual(wallet.info);
    expect(detail!.provider).toBe(wallet.provider);
    expect(await detail!.provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    stop();
  });

  it('answers eip6963:requestProvider with a new announcement until unsubscribed', () => {
    const target = new EventTarget();
    const seen = collectAnnouncements(target);
    const stop = newWallet().announceEip6963(target);
    target.dispatchEvent(new Event(EIP6963_REQUEST_EVENT));
    target.dispatchEvent(new Event(EIP6963_REQUEST_EVENT));
    expect(seen).toHaveLength(3);
    stop();
    target.dispatchEvent(new Event(EIP6963_REQUEST_EVENT));
    expect(seen).toHaveLength(3);
  });

  it('lets two wallets announce side by side with their own uuids', () => {
    const target = new EventTarget();
    const seen = collectAnnouncements(target);
    const a = createTestWallet({ chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:9' }] });
    const b = createTestWallet({ chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:9' }] });
    const stops = [a.announceEip6963(target), b.announceEip6963(target)];
    seen.length = 0;
    target.dispatchEvent(new Event(EIP6963_REQUEST_EVENT));
    expect(seen.map((d) => d.provider)).toEqual([a.provider, b.provider]);
    expect(new Set(seen.map((d) => d.info.uuid)).size).toBe(2);
    expect(seen[0]!.info.icon).toMatch(/^data:image\/svg\+xml,/);
    stops.forEach((stop) => stop());
  });

  it('the announced provider exposes only request, on and removeListener', () => {
    const target = new EventTarget();
    const seen = collectAnnouncements(target);
    announceEip6963Provider({ info: newWallet().info, provider: newWallet().provider }, target)();
    expect(Object.keys(seen[0]!.provider).sort()).toEqual(['on', 'removeListener', 'request']);
  });

  it('throws a TypeError when no target is given and there is no window', () => {
    expect(() => newWallet().announceEip6963()).toThrow(TypeError);
  });
});
