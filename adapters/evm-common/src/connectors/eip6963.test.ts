import fc from 'fast-check';
import { createTestWallet } from '@portico/testing';
import { createTestWindow } from '../__fixtures__/localChain';
import {
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  listenForAnnouncements,
  parseAnnouncement,
  type AnnouncedWallet,
} from './eip6963';

// Discovery makes no RPC call: the wallet's node is never contacted in this file.
const wallet = () =>
  createTestWallet({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }] });

function detail(info: Record<string, unknown>, provider: unknown = wallet().provider) {
  const good = wallet().info;
  return { info: { ...good, ...info }, provider };
}

describe('parseAnnouncement', () => {
  it('keeps a well-formed announcement: uuid, name, rdns, icon and provider', () => {
    const w = wallet();
    const parsed = parseAnnouncement({ info: w.info, provider: w.provider });
    expect(parsed).toEqual({
      uuid: w.info.uuid,
      name: w.info.name,
      rdns: w.info.rdns,
      icon: w.info.icon,
      provider: w.provider,
    });
  });

  it('drops an icon that is not an image data URI but keeps the wallet', () => {
    const parsed = parseAnnouncement(detail({ icon: 'https://evil.example/track.png' }));
    expect(parsed?.rdns).toBe('dev.portico.testwallet');
    expect(parsed).not.toHaveProperty('icon');
  });

  it('sanitises the name and lower-cases the rdns', () => {
    const parsed = parseAnnouncement(
      detail({ name: '  Test\u202E Wallet ', rdns: 'Dev.Portico.X' }),
    );
    expect(parsed?.name).toBe('Test Wallet');
    expect(parsed?.rdns).toBe('dev.portico.x');
  });

  it.each([
    ['no detail', undefined],
    ['a detail without info', { provider: wallet().provider }],
    ['a provider without request', detail({}, { on: () => undefined })],
    ['no provider', detail({}, null)],
    ['an empty uuid', detail({ uuid: ' ' })],
    ['a uuid that is not a string', detail({ uuid: 5 })],
    ['a name that is not a string', detail({ name: ['Wallet'] })],
    ['a name with nothing printable', detail({ name: '\u0000 ' })],
    ['an rdns that is not a string', detail({ rdns: 1 })],
    ['an rdns that is not reverse DNS (one label)', detail({ rdns: 'injected' })],
    ['an rdns with spaces inside', detail({ rdns: 'io.meta mask' })],
  ])('refuses %s', (_what, value) => {
    expect(parseAnnouncement(value)).toBeUndefined();
  });

  it('never throws, even on a detail whose getters throw', () => {
    const hostile = Object.defineProperty({}, 'info', {
      get() {
        throw new Error('boom');
      },
    });
    expect(parseAnnouncement(hostile)).toBeUndefined();
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (info, provider) => {
        const parsed = parseAnnouncement({ info, provider });
        if (parsed) expect(typeof parsed.provider.request).toBe('function');
      }),
    );
  });
});

describe('listenForAnnouncements', () => {
  it('asks wallets to announce themselves and hears wallets that announce later', () => {
    const window = createTestWindow();
    const early = wallet();
    const requests: Event[] = [];
    window.addEventListener(EIP6963_REQUEST_EVENT, (event) => requests.push(event));
    const stopEarly = early.announceEip6963(window); // announced before anyone listened
    const heard: AnnouncedWallet[] = [];
    const stop = listenForAnnouncements(window, (found) => heard.push(found));
    expect(requests).toHaveLength(1);
    expect(heard.map((found) => found.provider)).toEqual([early.provider]);

    const late = createTestWallet({
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
      announce: { ...early.info, uuid: 'late', rdns: 'dev.portico.late' },
    });
    const stopLate = late.announceEip6963(window);
    expect(heard.map((found) => found.rdns)).toEqual([
      'dev.portico.testwallet',
      'dev.portico.late',
    ]);
    stop();
    stopEarly();
    stopLate();
  });

  it('ignores invalid announcements and stops hearing after unsubscribe', () => {
    const window = createTestWindow();
    const heard: AnnouncedWallet[] = [];
    const stop = listenForAnnouncements(window, (found) => heard.push(found));
    window.dispatchEvent(new CustomEvent(EIP6963_ANNOUNCE_EVENT, { detail: { info: 'x' } }));
    window.dispatchEvent(new Event(EIP6963_ANNOUNCE_EVENT));
    expect(heard).toEqual([]);
    stop();
    const stopWallet = wallet().announceEip6963(window);
    expect(heard).toEqual([]);
    stopWallet();
  });
});
