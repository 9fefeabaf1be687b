import type { WalletEntry } from '../contracts/wallet';
import type { ConnectorInfo } from '../state/types';
import { CONNECTOR_GROUP_ORDER, groupConnectors, type ConnectItem } from './connectorGroups';

const connector = (fields: Partial<ConnectorInfo> & Pick<ConnectorInfo, 'id' | 'type'>) =>
  ({ name: fields.id, chain: 'eip155', ...fields }) as ConnectorInfo;

const wallet = (fields: Partial<WalletEntry> & Pick<WalletEntry, 'id'>): WalletEntry => ({
  name: fields.id,
  ...fields,
});

const walletConnect = connector({ id: 'walletConnect', type: 'WALLET_CONNECT' });
const email = connector({ id: 'auth', type: 'AUTH', name: 'Email' });

/** [group, name, connector ids] per row: what the Connect view shows. */
const rowsOf = (items: readonly ConnectItem[]) =>
  items.map((item) => [item.group, item.name, item.connectors.map((c) => `${c.chain}:${c.id}`)]);

describe('groupConnectors', () => {
  it('connector groups come in the spec order: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(CONNECTOR_GROUP_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ]);
    const items = groupConnectors({
      // Connectors deliberately listed out of group order.
      connectors: [
        connector({ id: 'coinbase', type: 'EXTERNAL', name: 'Coinbase' }),
        connector({ id: 'io.metamask', type: 'ANNOUNCED', rdns: 'io.metamask', name: 'MetaMask' }),
        walletConnect,
      ],
      recommended: [wallet({ id: 'w-trust', name: 'Trust' })],
      custom: [wallet({ id: 'w-custom', name: 'My Wallet' })],
      featured: [wallet({ id: 'w-rainbow', name: 'Rainbow', rdns: 'me.rainbow' })],
      recent: [wallet({ id: 'w-phantom', name: 'Phantom', rdns: 'app.phantom' })],
    });

    expect(items.map((item) => [item.group, item.name])).toEqual([
      ['walletConnect', 'walletConnect'],
      ['recent', 'Phantom'],
      ['injected', 'MetaMask'],
      ['featured', 'Rainbow'],
      ['custom', 'My Wallet'],
      ['external', 'Coinbase'],
      ['recommended', 'Trust'],
    ]);
  });

  it('a recent wallet that is also injected appears once, in the recent group, with its connector', () => {
    const metamask = connector({ id: 'io.metamask', type: 'ANNOUNCED', rdns: 'io.metamask' });
    const items = groupConnectors({
      connectors: [metamask],
      recent: [wallet({ id: 'w-metamask', name: 'MetaMask', rdns: 'io.metamask' })],
    });

    expect(rowsOf(items)).toEqual([['recent', 'MetaMask', ['eip155:io.metamask']]]);
    expect(items[0]?.wallet?.id).toBe('w-metamask');
  });

  it('a featured wallet that is installed appears once, in the injected group', () => {
    const items = groupConnectors({
      connectors: [
        connector({ id: 'io.metamask', type: 'ANNOUNCED', rdns: 'io.metamask', name: 'MetaMask' }),
      ],
      featured: [
        wallet({ id: 'w-metamask', name: 'MetaMask', rdns: 'io.metamask' }),
        wallet({ id: 'w-rainbow', name: 'Rainbow', rdns: 'me.rainbow' }),
      ],
    });

    expect(rowsOf(items)).toEqual([
      ['injected', 'MetaMask', ['eip155:io.metamask']],
      ['featured', 'Rainbow', []],
    ]);
  });

  it('a featured wallet is recognised as installed by its catalogue id (explorerId) when its connector has no rdns', () => {
    // Wallet Standard wallets (solana) announce no rdns; the adapter links them by explorerId.
    const phantomSolana = connector({
      id: 'Phantom',
      type: 'ANNOUNCED',
      chain: 'solana',
      explorerId: 'w-phantom',
    });
    const items = groupConnectors({
      connectors: [phantomSolana],
      featured: [wallet({ id: 'w-phantom', name: 'Phantom', rdns: 'app.phantom' })],
      recommended: [wallet({ id: 'w-phantom', name: 'Phantom', rdns: 'app.phantom' })],
    });

    expect(rowsOf(items)).toEqual([['injected', 'Phantom', ['solana:Phantom']]]);
  });

  it('a recent wallet is matched to its connector by catalogue id too', () => {
    const items = groupConnectors({
      connectors: [
        connector({ id: 'Backpack', type: 'ANNOUNCED', chain: 'solana', explorerId: 'w-backpack' }),
      ],
      recent: [wallet({ id: 'w-backpack', name: 'Backpack' })],
    });

    expect(rowsOf(items)).toEqual([['recent', 'Backpack', ['solana:Backpack']]]);
  });

  it('a wallet listed in several wallet groups appears once, in the first of them', () => {
    const rainbow = wallet({ id: 'w-rainbow', name: 'Rainbow', rdns: 'me.rainbow' });
    const trust = wallet({ id: 'w-trust', name: 'Trust' });
    const items = groupConnectors({
      connectors: [],
      recent: [trust],
      featured: [rainbow, trust],
      custom: [rainbow],
      recommended: [rainbow, trust],
    });

    expect(rowsOf(items)).toEqual([
      ['recent', 'Trust', []],
      ['featured', 'Rainbow', []],
    ]);
  });

  it('connectors of one wallet in two namespaces (same rdns) share one row', () => {
    const items = groupConnectors({
      connectors: [
        connector({ id: 'app.phantom', type: 'ANNOUNCED', rdns: 'app.phantom', name: 'Phantom' }),
        connector({ id: 'MetaMask', type: 'INJECTED', chain: 'eip155', rdns: 'io.metamask' }),
        connector({
          id: 'Phantom',
          type: 'ANNOUNCED',
          chain: 'solana',
          rdns: 'app.phantom',
          name: 'Phantom',
        }),
      ],
    });

    expect(rowsOf(items)).toEqual([
      ['injected', 'Phantom', ['eip155:app.phantom', 'solana:Phantom']],
      ['injected', 'MetaMask', ['eip155:MetaMask']],
    ]);
  });

  it('an installed wallet of another namespace with no rdns joins the row of the same name (a Wallet Standard side)', () => {
    const items = groupConnectors({
      connectors: [
        connector({ id: 'io.demo', type: 'ANNOUNCED', rdns: 'io.demo', name: 'Demo Wallet' }),
        connector({
          id: 'wallet-standard:Demo Wallet',
          type: 'ANNOUNCED',
          chain: 'solana',
          name: 'demo wallet ',
        }),
      ],
    });
    expect(rowsOf(items)).toEqual([
      ['injected', 'Demo Wallet', ['eip155:io.demo', 'solana:wallet-standard:Demo Wallet']],
    ]);
  });

  it('two installed wallets of one name in the same namespace give one row: the first announced', () => {
    const items = groupConnectors({
      connectors: [
        connector({ id: 'a.one', type: 'ANNOUNCED', rdns: 'a.one', name: 'Same' }),
        connector({ id: 'b.two', type: 'ANNOUNCED', rdns: 'b.two', name: 'Same' }),
        connector({ id: 'ws:Same', type: 'ANNOUNCED', chain: 'solana', name: 'Same' }),
      ],
    });
    expect(rowsOf(items)).toEqual([['injected', 'Same', ['eip155:a.one', 'solana:ws:Same']]]);
  });

  it.each([
    ['a zero-width space', 'Phantom\u200B'],
    ['a word joiner', 'Phan\u2060tom'],
    ['fullwidth letters', 'Ｐｈａｎｔｏｍ'],
    ['another case and a space', 'phantom '],
  ])(
    '"Phantom" with %s beside "Phantom" is not a second row that looks the same',
    (_how, alike) => {
      const items = groupConnectors({
        connectors: [
          connector({ id: 'app.phantom', type: 'ANNOUNCED', rdns: 'app.phantom', name: 'Phantom' }),
          connector({ id: 'app.evil', type: 'ANNOUNCED', rdns: 'app.evil', name: alike }),
        ],
      });
      expect(rowsOf(items)).toEqual([['injected', 'Phantom', ['eip155:app.phantom']]]);
    },
  );

  it('of two look-alike installed wallets, the one the catalogue vouches for wins, even announced second', () => {
    const items = groupConnectors({
      connectors: [
        connector({ id: 'app.evil', type: 'ANNOUNCED', rdns: 'app.evil', name: 'Phantom\u200B' }),
        connector({ id: 'app.phantom', type: 'ANNOUNCED', rdns: 'app.phantom', name: 'Phantom' }),
      ],
      featured: [wallet({ id: 'w-phantom', name: 'Phantom', rdns: 'app.phantom' })],
    });
    expect(rowsOf(items)).toEqual([['injected', 'Phantom', ['eip155:app.phantom']]]);
  });

  it("the app's own connectors (EXTERNAL) are never dropped as look-alikes", () => {
    const items = groupConnectors({
      connectors: [
        connector({ id: 'app.phantom', type: 'ANNOUNCED', rdns: 'app.phantom', name: 'Phantom' }),
        connector({ id: 'mine', type: 'EXTERNAL', name: 'Phantom' }),
      ],
    });
    expect(rowsOf(items)).toEqual([
      ['injected', 'Phantom', ['eip155:app.phantom']],
      ['external', 'Phantom', ['eip155:mine']],
    ]);
  });

  it('a wallet whose connector has an rdns in one namespace and only an explorerId in another has one row', () => {
    const phantomSolana = connector({
      id: 'Phantom',
      type: 'ANNOUNCED',
      chain: 'solana',
      explorerId: 'w-phantom',
    });
    const phantomEvm = connector({
      id: 'app.phantom',
      type: 'ANNOUNCED',
      rdns: 'app.phantom',
      explorerId: 'w-phantom',
    });
    const phantom = wallet({ id: 'w-phantom', name: 'Phantom', rdns: 'app.phantom' });

    // Whichever namespace's connector comes first, the wallet ends up in a single row.
    for (const connectors of [
      [phantomSolana, phantomEvm],
      [phantomEvm, phantomSolana],
    ]) {
      const items = groupConnectors({ connectors, featured: [phantom] });
      expect(items).toHaveLength(1);
      expect(items[0]?.group).toBe('injected');
      expect(items[0]?.connectors).toEqual(connectors);
    }
  });

  it('the WalletConnect connectors of several namespaces share the one walletConnect row', () => {
    const items = groupConnectors({
      connectors: [walletConnect, { ...walletConnect, chain: 'solana' }],
    });

    expect(rowsOf(items)).toEqual([
      ['walletConnect', 'walletConnect', ['eip155:walletConnect', 'solana:walletConnect']],
    ]);
  });

  it('different wallets without an rdns keep their own rows', () => {
    const items = groupConnectors({
      connectors: [
        connector({ id: 'injected', type: 'INJECTED', name: 'Browser Wallet' }),
        connector({ id: 'Solflare', type: 'ANNOUNCED', chain: 'solana' }),
        connector({ id: 'Backpack', type: 'ANNOUNCED', chain: 'solana' }),
      ],
    });

    expect(rowsOf(items)).toEqual([
      ['injected', 'Browser Wallet', ['eip155:injected']],
      ['injected', 'Solflare', ['solana:Solflare']],
      ['injected', 'Backpack', ['solana:Backpack']],
    ]);
  });

  it('AUTH connectors are not wallet rows', () => {
    const items = groupConnectors({
      connectors: [email, { ...email, chain: 'solana' }, walletConnect],
    });

    expect(rowsOf(items)).toEqual([['walletConnect', 'walletConnect', ['eip155:walletConnect']]]);
    expect(groupConnectors({ connectors: [email] })).toEqual([]);
  });

  it('a wallet row shows the catalogue image, a connector row the connector image', () => {
    const items = groupConnectors({
      connectors: [connector({ id: 'x', type: 'EXTERNAL', imageUrl: 'https://example.com/x.png' })],
      featured: [wallet({ id: 'w-y', image_id: 'img-y' })],
    });

    expect(items.map((item) => [item.imageUrl, item.imageId])).toEqual([
      [undefined, 'img-y'],
      ['https://example.com/x.png', undefined],
    ]);
  });
});
