import { createPublicClient, http, type Hash } from 'viem';
import { startAnvil, startAnvilPair, type AnvilInstance } from './anvil';
import { ANVIL_ACCOUNTS } from './anvilAccounts';
import { createJsonRpcClient } from './jsonRpcClient';
import { createTestWallet } from './testWallet';
import { waitForReceipt } from './walletTransactions';

const marked = '0x000000000000000000000000000000000000c0De';
const payee = '0x000000000000000000000000000000000000dEaD';

let a: AnvilInstance;
let b: AnvilInstance;

beforeAll(async () => {
  [a, b] = await startAnvilPair([31337, 31338]);
  // Tell the nodes apart by state, not by the chain id the wallet reports itself.
  await createJsonRpcClient(a.url)('anvil_setBalance', [marked, '0xaaaa']);
  await createJsonRpcClient(b.url)('anvil_setBalance', [marked, '0xbbbb']);
});

afterAll(() => Promise.all([a?.stop(), b?.stop()]));

const twoChainWallet = () =>
  createTestWallet({
    chains: [
      { chainId: 31337, rpcUrl: a.url, name: 'Local A' },
      { chainId: 31338, rpcUrl: b.url, name: 'Local B' },
    ],
  });
const markedBalance = (wallet: ReturnType<typeof twoChainWallet>) =>
  wallet.request({ method: 'eth_getBalance', params: [marked, 'latest'] });

describe('test wallet: chains', () => {
  it('wallet_switchEthereumChain emits chainChanged and reads then hit the second node', async () => {
    const wallet = twoChainWallet();
    expect(await markedBalance(wallet)).toBe('0xaaaa');
    const changes: string[] = [];
    wallet.on('chainChanged', (chainId) => changes.push(chainId));
    expect(
      await wallet.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a6a' }],
      }),
    ).toBeNull();
    expect(changes).toEqual(['0x7a6a']);
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    expect(await markedBalance(wallet)).toBe('0xbbbb');
  });

  it('switching to the current chain emits nothing', async () => {
    const wallet = twoChainWallet();
    const changes: string[] = [];
    wallet.on('chainChanged', (chainId) => changes.push(chainId));
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] });
    expect(changes).toEqual([]);
  });

  it('a transaction after the switch is mined on the second chain only', async () => {
    const wallet = twoChainWallet();
    await wallet.request({ method: 'eth_requestAccounts' });
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ to: payee, value: '0x1' }],
    })) as Hash;
    const onB = createPublicClient({ transport: http(b.url, { retryCount: 0 }) });
    const onA = createPublicClient({ transport: http(a.url, { retryCount: 0 }) });
    expect((await onB.getTransactionReceipt({ hash })).status).toBe('success');
    await expect(onA.getTransactionReceipt({ hash })).rejects.toThrow();
  });

  it('switching to an unknown chain fails with 4902', async () => {
    const wallet = twoChainWallet();
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 });
  });

  it('forgetChain makes a switch give 4902; wallet_addEthereumChain then switch works', async () => {
    const wallet = twoChainWallet();
    wallet.control.forgetChain(31338);
    const switchToB = () =>
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    await expect(switchToB()).rejects.toMatchObject({ code: 4902 });
    expect(
      await wallet.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x7a6a',
            chainName: 'Local B',
            rpcUrls: [b.url],
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      }),
    ).toBeNull();
    expect(wallet.control.state.chains.map((c) => c.chainId)).toEqual([31337, 31338]);
    await expect(switchToB()).resolves.toBeNull();
    expect(await markedBalance(wallet)).toBe('0xbbbb');
  });

  it('wallet_addEthereumChain refuses an rpc url whose node serves another chain (-32602)', async () => {
    const wallet = createTestWallet({ chains: [{ chainId: 31337, rpcUrl: a.url }] });
    await expect(
      wallet.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0x7a6a', chainName: 'Wrong', rpcUrls: [a.url] }],
      }),
    ).rejects.toMatchObject({ code: -32602 });
    expect(wallet.control.state.chains).toHaveLength(1);
  });

  it('refuses rpc urls off 127.0.0.1 unless allowRemoteRpc is set', async () => {
    expect(() =>
      createTestWallet({ chains: [{ chainId: 1, rpcUrl: 'https://eth.example.org' }] }),
    ).toThrow(expect.objectContaining({ code: -32602 }));
    const wallet = createTestWallet({ chains: [{ chainId: 31337, rpcUrl: a.url }] });
    await expect(
      wallet.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0x1', chainName: 'Mainnet', rpcUrls: ['https://eth.example.org'] }],
      }),
    ).rejects.toMatchObject({ code: -32602 });
  });

  it('a rejected switch (4001) stays on the current chain', async () => {
    const wallet = twoChainWallet();
    wallet.control.rejectNext('wallet_switchEthereumChain');
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({ code: 4001 });
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69');
  });

  it('adds a freshly started node at run time and signs for it', async () => {
    const c = await startAnvil({ chainId: 777 });
    try {
      const wallet = createTestWallet({
        privateKey: ANVIL_ACCOUNTS[3]!.privateKey,
        chains: [{ chainId: 31337, rpcUrl: a.url }],
      });
      await wallet.request({ method: 'eth_requestAccounts' });
      await wallet.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0x309', chainName: 'Seven', rpcUrls: [c.url] }],
      });
      await wallet.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x309' }],
      });
      const hash = (await wallet.request({
        method: 'eth_sendTransaction',
        params: [{ to: payee, value: '0x5' }],
      })) as Hash;
      const receipt = await waitForReceipt(createJsonRpcClient(c.url), hash);
      expect(receipt.status).toBe('0x1');
    } finally {
      await c.stop();
    }
  });
});
