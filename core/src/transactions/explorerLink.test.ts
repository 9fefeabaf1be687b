import { mainnet } from '../networks/evmNetworks';
import { defineNetwork, type Network } from '../networks/network';
import { MESSAGES } from '../errors/messages';
import { explorerToastLink, explorerTransactionUrl } from './explorerLink';

const HASH = `0x${'ab'.repeat(32)}`;
const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

/** A network with `url` as its explorer; the explorer URL is given as is (no defineNetwork check). */
const withExplorer = (url: string, name = 'Scan'): Network => ({
  ...mainnet,
  blockExplorers: { default: { name, url } },
});

describe('explorerTransactionUrl', () => {
  it("builds ${url}/tx/${hash} from the network's default explorer", () => {
    expect(mainnet.blockExplorers?.default.url).toBe('https://etherscan.io');
    expect(explorerTransactionUrl(mainnet, HASH)).toBe(`https://etherscan.io/tx/${HASH}`);
  });

  it("keeps the explorer URL's path and query string (Solana's ?cluster=devnet), not its fragment", () => {
    expect(
      explorerTransactionUrl(withExplorer('https://explorer.solana.com?cluster=devnet'), SIGNATURE),
    ).toBe(`https://explorer.solana.com/tx/${SIGNATURE}?cluster=devnet`);
    expect(explorerTransactionUrl(withExplorer('https://scan.example/base/#top'), HASH)).toBe(
      `https://scan.example/base/tx/${HASH}`,
    );
  });

  it('http only on a loopback host (a local explorer), as core allows web links', () => {
    expect(explorerTransactionUrl(withExplorer('http://127.0.0.1:4000'), HASH)).toBe(
      `http://127.0.0.1:4000/tx/${HASH}`,
    );
    expect(explorerTransactionUrl(withExplorer('http://scan.example'), HASH)).toBeUndefined();
  });

  it.each([
    'javascript:alert(1)//',
    'data:text/html,<script>alert(1)</script>',
    'https://user:pass@scan.example',
    'not a url',
    'ftp://scan.example',
  ])('gives no link for the explorer URL %s', (url) => {
    expect(explorerTransactionUrl(withExplorer(url), HASH)).toBeUndefined();
  });

  it('gives no link without an explorer or a network', () => {
    const { blockExplorers: _none, ...bare } = mainnet;
    expect(explorerTransactionUrl(bare, HASH)).toBeUndefined();
    expect(explorerTransactionUrl(undefined, HASH)).toBeUndefined();
  });

  it('a hash is one path segment, whatever its characters', () => {
    expect(explorerTransactionUrl(mainnet, '../../x?y#z')).toBe(
      'https://etherscan.io/tx/..%2F..%2Fx%3Fy%23z',
    );
  });

  it('works for a network made with defineNetwork', () => {
    const network = defineNetwork({
      id: 'toy-9',
      chainNamespace: 'toychain',
      name: 'Toy',
      nativeCurrency: { name: 'Toy', symbol: 'TOY', decimals: 6 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9/toy'] } },
      blockExplorers: { default: { name: 'Toyscan', url: 'https://toyscan.example/' } },
    });
    expect(explorerTransactionUrl(network, 'toytx-1')).toBe('https://toyscan.example/tx/toytx-1');
  });
});

describe('explorerToastLink', () => {
  it("labels the link with the explorer's name", () => {
    expect(explorerToastLink(mainnet, 'https://etherscan.io/tx/1')).toEqual({
      href: 'https://etherscan.io/tx/1',
      label: MESSAGES.viewOnExplorer('Etherscan'),
    });
    expect(MESSAGES.viewOnExplorer('Etherscan')).toBe('View on Etherscan');
  });

  it('no link without an href', () => {
    expect(explorerToastLink(mainnet, undefined)).toBeUndefined();
  });
});
