import { MESSAGES, type CaipAddress, type CaipNetworkId } from '@portico/core';
import { eip155Request, type Eip155SessionPort } from './eip155Requests';
import type { WalletSession } from './sessionAccounts';

const ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/**
 * The routing over a scripted session (no relay): a session is a plain object here, so the
 * paths a real wallet cannot be made to take (a session without wallet_switchEthereumChain)
 * are covered too. The relay-backed paths are in ../walletConnect.test.ts.
 */
function scriptedPort(options: { methods?: string[]; connected?: boolean } = {}) {
  const sent: { chain: CaipNetworkId; method: string; params: unknown }[] = [];
  const moves: CaipNetworkId[] = [];
  let disconnected = 0;
  let chain: CaipNetworkId = 'eip155:1';
  const accounts = [`eip155:1:${ADDRESS}`, `eip155:10:${ADDRESS}`] as CaipAddress[];
  const session: WalletSession = {
    topic: 'topic',
    expiry: 2_000_000_000,
    namespaces: {
      eip155: {
        accounts,
        methods: options.methods ?? ['personal_sign', 'eth_sendTransaction'],
        events: [],
      },
    },
    peer: { metadata: {} },
  };
  const connected = options.connected ?? true;
  const port: Eip155SessionPort = {
    connect: async () => accounts.filter((a) => a.startsWith(`${chain}:`)),
    restore: async () => (connected ? accounts.filter((a) => a.startsWith(`${chain}:`)) : []),
    current: () => (connected ? { session, chain } : undefined),
    defaultChain: 'eip155:31337',
    async send(target, method, params) {
      sent.push({ chain: target, method, params });
      return '0xresult';
    },
    moveTo(target) {
      chain = target;
      moves.push(target);
    },
    async disconnect() {
      disconnected += 1;
    },
  };
  return { port, sent, moves, disconnected: () => disconnected };
}

describe('eip155 requests over a WalletConnect session (scripted session, no relay)', () => {
  it('without a session: no accounts, the first configured chain, 4900 for wallet requests', async () => {
    const { port } = scriptedPort({ connected: false });
    await expect(eip155Request(port, { method: 'eth_accounts' })).resolves.toEqual([]);
    await expect(eip155Request(port, { method: 'eth_chainId' })).resolves.toBe('0x7a69');
    for (const method of ['personal_sign', 'wallet_switchEthereumChain']) {
      await expect(
        eip155Request(port, { method, params: [{ chainId: '0xa' }] }),
      ).rejects.toMatchObject({ code: 4900, message: MESSAGES.connectorNotConnected });
    }
  });

  it('eth_requestAccounts and eth_accounts give addresses on the current chain, eth_chainId its hex id', async () => {
    const { port } = scriptedPort();
    await expect(eip155Request(port, { method: 'eth_requestAccounts' })).resolves.toEqual([
      ADDRESS,
    ]);
    await expect(eip155Request(port, { method: 'eth_chainId' })).resolves.toBe('0x1');
  });

  it('switches locally to a chain the session holds when the wallet does not offer switching', async () => {
    const { port, sent, moves } = scriptedPort();
    await expect(
      eip155Request(port, { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }),
    ).resolves.toBeNull();
    expect(sent).toEqual([]);
    expect(moves).toEqual(['eip155:10']);
    await expect(eip155Request(port, { method: 'eth_chainId' })).resolves.toBe('0xa');
  });

  it('asks the wallet first when the session offers wallet_switchEthereumChain', async () => {
    const { port, sent, moves } = scriptedPort({ methods: ['wallet_switchEthereumChain'] });
    const params = [{ chainId: '0xa' }];
    await eip155Request(port, { method: 'wallet_switchEthereumChain', params });
    expect(sent).toEqual([{ chain: 'eip155:1', method: 'wallet_switchEthereumChain', params }]);
    expect(moves).toEqual(['eip155:10']);
    // The current chain again: nothing to do.
    await eip155Request(port, { method: 'wallet_switchEthereumChain', params });
    expect(sent).toHaveLength(1);
  });

  it('a chain the session does not hold is 4902 "Chain not configured"', async () => {
    const { port, moves } = scriptedPort();
    await expect(
      eip155Request(port, { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }),
    ).rejects.toMatchObject({ code: 4902, message: MESSAGES.chainNotConfigured });
    expect(moves).toEqual([]);
  });

  it('sends a transaction on the chain it names, when the session holds it', async () => {
    const { port, sent } = scriptedPort();
    const tx = { from: ADDRESS, to: ADDRESS, chainId: '0xa' };
    await eip155Request(port, { method: 'eth_sendTransaction', params: [tx] });
    expect(sent).toEqual([{ chain: 'eip155:10', method: 'eth_sendTransaction', params: [tx] }]);
    await expect(
      eip155Request(port, { method: 'eth_sendTransaction', params: [{ ...tx, chainId: '0x89' }] }),
    ).rejects.toMatchObject({ code: 4902 });
  });

  it('4200 for methods the session does not list, with the switching text for wallet_addEthereumChain', async () => {
    const { port } = scriptedPort();
    await expect(eip155Request(port, { method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4200,
      message: MESSAGES.rpcNotAllowed,
    });
    await expect(
      eip155Request(port, { method: 'wallet_addEthereumChain', params: [{}] }),
    ).rejects.toMatchObject({
      code: 4200,
      message: MESSAGES.noProgrammaticSwitch('WalletConnect'),
    });
  });

  it('wallet_revokePermissions ends the whole session', async () => {
    const { port, disconnected } = scriptedPort();
    await expect(
      eip155Request(port, { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).resolves.toBeNull();
    expect(disconnected()).toBe(1);
  });
});
